/** The kit's name and version from package.json (bundled into the build: no file read at run time). */
import packageJson from '../../package.json' with { type: 'json' };

export const packageName: string = packageJson.name;
export const packageVersion: string = packageJson.version;
