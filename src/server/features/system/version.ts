/**
 * The release this process runs and when it started: the system page shows them, and every
 * recorded error names its release. package.json's version is bundled into the build (esbuild
 * inlines the JSON), so `npm start` needs no package.json beside it.
 */
export { packageVersion as APP_VERSION } from '../../release.ts';

/** When this process started (Node's own clock of it, not the first request). */
export const processStartedAt = () => new Date(Date.now() - process.uptime() * 1000);
