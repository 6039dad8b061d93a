import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BOOT_ENTRY_NAME, bootEntry } from './scripts/vite-boot-entry.ts';
import { brandAssets } from './scripts/vite-brand.ts';
import { endpointsPlugin } from './scripts/vite-endpoints.ts';
import { noParserAlias, precompiledMessages } from './scripts/vite-i18n-messages.ts';
import { CORE_AREAS } from './src/shared/i18n/areas.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const coreCatalog = new RegExp(`[\\\\/]catalogs[\\\\/]([a-zA-Z-]+)[\\\\/](${CORE_AREAS.join('|')})\\.json$`);
const coreCatalogChunk = (moduleId: string) => {
  const locale = coreCatalog.exec(moduleId)?.[1];
  return locale ? `messages-${locale}` : null;
};

// The boot script of a server-rendered page (src/web/boot.ts) and what it imports, kept out of the
// app's chunk; the theme, which both import, in a file of its own.
const themeModule = /[\\/]src[\\/]web[\\/]lib[\\/]theme-class\.ts$/;
const bootModule = /[\\/]src[\\/](web[\\/]boot|web[\\/]lib[\\/]after-first-paint|shared[\\/]boot-entry)\.ts$/;

// The admin area's lazy pages, named apart so their preloading can be told from the public pages'.
const adminSource = /[\\/]src[\\/]web[\\/]features[\\/]admin[\\/]/;
const ADMIN_CHUNK_PREFIX = 'admin~';
const isAdminChunk = (file: string) => file.split('/').pop()?.startsWith(ADMIN_CHUNK_PREFIX) ?? false;

/**
 * The server's renderer of the public pages (src/web/ssr/entry-server.ts, `vite build --ssr`):
 * one self-contained file tree (every dependency bundled, so a production install needs no
 * development packages), beside the web app and never served.
 */
const ssrBuild = {
  outDir: fromRoot('./dist/web-ssr'),
  emptyOutDir: true,
  sourcemap: false,
  target: 'node20',
  rolldownOptions: { input: fromRoot('./src/web/ssr/entry-server.ts') },
};

// The web app lives in src/web and is built into dist/web, which Fastify serves in production
// (`/assets/*` with long caching; the public pages are rendered by the server, see ssrBuild).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/web'),
  // No public/ folder: the server serves only /assets/* as files, so every static file goes through
  // the bundler and gets a hashed name there.
  publicDir: false,
  plugins: [endpointsPlugin(), brandAssets(), react(), tailwindcss(), precompiledMessages(), bootEntry()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromRoot('./src/web')}/` },
      // @shared/endpoints/* is the contracts reduced to methods and paths (scripts/vite-endpoints.ts).
      { find: /^@shared\/(?!endpoints\/)/, replacement: `${fromRoot('./src/shared')}/` },
      // Catalogs arrive parsed (precompiledMessages): the ICU parser stays out of the bundle.
      noParserAlias,
      // zod without compiled checks, which the CSP refuses (src/web/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fromRoot('./src/web/lib/zod-jitless.ts') },
    ],
  },
  ssr: { noExternal: true },
  // The renderer bundles React: its production build, whatever NODE_ENV the server runs under.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: fromRoot('./dist/web'),
        emptyOutDir: true,
        // Hashed file names under /assets so the server can cache them for a year.
        assetsDir: 'assets',
        sourcemap: false,
        target: 'es2022',
        // Every browser es2022 targets supports <link rel="modulepreload">: no polyfill in the entry.
        // A lazy page's imports are preloaded beside it, from a list the entry carries for each page;
        // the admin area's lists cost every visitor several kB of entry, so an admin page fetches its
        // imports itself once it arrives (one more round trip, for admins only).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, deps) => (isAdminChunk(file) ? [] : deps),
        },
        rolldownOptions: {
          // The app (index.html) and what a server-rendered page loads first (scripts/vite-boot-entry.ts).
          input: {
            index: fromRoot('./src/web/index.html'),
            [BOOT_ENTRY_NAME]: fromRoot('./src/web/boot.ts'),
          },
          output: {
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && adminSource.test(chunk.facadeModuleId)
                ? `assets/${ADMIN_CHUNK_PREFIX}[name]-[hash].js`
                : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is downloaded before the first render
                // anyway: one file instead of a dozen shared ones (React, the router, TanStack Query,
                // the shell), which compresses better and costs fewer requests.
                // The boot script's modules are not the app's: see bootModule.
                { name: 'theme', test: themeModule, priority: 1 },
                { name: 'app', tags: ['$initial'], test: (id: string) => !bootModule.test(id) },
                // The core message catalogs of a language, which every page loads first: one file.
                { name: coreCatalogChunk, debugName: 'core message catalogs' },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    // The API runs on :3000 in development (scripts/dev.mjs). The Host and Origin headers are
    // kept as they are so the API's same-origin check sees the dev server's origin (BASE_URL).
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
}));
