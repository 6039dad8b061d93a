/**
 * `@shared/endpoints/<feature>` in the web app: the endpoints a contract module declares
 * (src/shared/contracts/<feature>.ts), each reduced to its method and path. The type checker
 * reads the contract itself (tsconfig.json maps the same name to it), so calls are typed from the
 * schemas while the page downloads none of them: a schema pulls in the validation library, which
 * the public pages' JavaScript budget has no room for. Tests (vitest.config.ts) alias the name to
 * the contract module as it is.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { isEndpoint } from '../src/shared/contracts/endpoint.ts';

const PREFIX = '@shared/endpoints/';
const VIRTUAL = '\0endpoints:';
const contractsDir = fileURLToPath(new URL('../src/shared/contracts/', import.meta.url));

/** Every export of the module that holds endpoints, with only their methods and paths. */
export function endpointTables(module: Record<string, unknown>): Record<string, Record<string, object>> {
  const tables: Record<string, Record<string, object>> = {};
  for (const [exportName, value] of Object.entries(module)) {
    if (typeof value !== 'object' || value === null) continue;
    const entries = Object.entries(value).filter(([, item]) => isEndpoint(item));
    if (entries.length === 0) continue;
    tables[exportName] = Object.fromEntries(
      entries.map(([name, item]) => [
        name,
        { method: (item as { method: string }).method, path: (item as { path: string }).path },
      ]),
    );
  }
  return tables;
}

export function endpointsPlugin(): Plugin {
  return {
    name: 'contract-endpoints',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const feature = id.slice(PREFIX.length);
      if (!/^[a-z][a-z0-9-]*$/.test(feature)) return null;
      return VIRTUAL + feature;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = path.join(contractsDir, `${id.slice(VIRTUAL.length)}.ts`);
      this.addWatchFile(file);
      // The modification time in the URL: a contract edited while `npm run dev` runs is read anew.
      const url = `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;
      const module = (await tsImport(url, import.meta.url)) as Record<string, unknown>;
      const tables = endpointTables(module);
      return Object.entries(tables)
        .map(([name, table]) => `export const ${name} = ${JSON.stringify(table)};`)
        .join('\n');
    },
  };
}
