// `npm run build` (after the web app): bundles the server into dist/server with esbuild, so
// `npm start` runs plain JavaScript (no TypeScript loader, one file per chunk instead of ~200
// modules), with source maps for stack traces. Packages stay in node_modules (not bundled).
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

// The output folder: dist/server, or the first argument (the start-up test builds a private one).
const outdir = process.argv[2] ?? 'dist/server';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'migrate-cli': 'src/server/db/migrate-cli.ts',
    'seed-cli': 'src/server/seed/seed-cli.ts',
    'admin-create-cli': 'src/server/features/auth/admin-create-cli.ts',
  },
  outdir,
  bundle: true,
  // Chunks keep the dynamic imports lazy (the database opens while the app's modules load).
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// db/client.ts finds its migrations next to itself.
await cp('src/server/db/migrations', `${outdir}/migrations`, { recursive: true });
// The fonts the server draws with, found next to the bundle (src/server/fonts.ts).
await cp('src/server/fonts', `${outdir}/fonts`, { recursive: true });
