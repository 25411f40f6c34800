import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { PUBLIC_PAGES, publicPages } from './src/build/public-pages-plugin';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The domain's modules only declare schemas, tables and messages, so a screen needs only the ones it
// imports. The one exception sets zod's error messages for every schema, so it always runs.
const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/]/;
const DOMAIN_WITH_SIDE_EFFECTS = /[\\/]validation-messages\.ts$/;

/** Whether a module must be kept when none of its exports is used (undefined: its package.json decides). */
function hasSideEffects(id: string): boolean | undefined {
  if (DOMAIN_SOURCE.test(id)) return DOMAIN_WITH_SIDE_EFFECTS.test(id);
  return undefined;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const MUI_AND_STYLES =
  /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-transition-group|@popperjs|clsx)[\\/]/;
// Rolldown's own helpers (dynamic import, interop): every chunk needs them, so they travel in the
// library file instead of costing a request of their own.
const BUNDLER_RUNTIME = /^\0?rolldown[\\/:]runtime/;

// zod's JSON Schema generator and its English messages: only zod classic calls them at run time (the
// signed-in screens' schemas); the public pages' zod/mini reaches them only through re-exports, so
// without a group of their own they would travel with every public page (docs/decisions/platform.md).
const ZOD_CLASSIC_ONLY =
  /[\\/]zod[\\/]v4[\\/](core[\\/](to-json-schema|json-schema-processors|json-schema-generator|memoizer)\.js|locales[\\/])/;

// Public pages (sign-in, the member-school page, school search): each one's own code and libraries
// travel as one file, which its HTML page preloads beside the startup files (src/build/public-pages-plugin.ts).
const pages = publicPages(PUBLIC_PAGES);

export default defineConfig({
  plugins: [react(), pages.plugin],
  // Domain is consumed from source, so the web build never waits for a domain build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/logos': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The file list the server reads to preload a public page's files (plugins/web.ts).
    manifest: false,
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Without this the domain's index pulls every schema into the first page load.
      treeshake: { moduleSideEffects: hasSideEffects },
      output: {
        codeSplitting: {
          // What every page needs before its screen loads, as two files instead of a dozen small shared
          // chunks: each request costs about 1 KB of headers and a round trip on a phone. Libraries and
          // app code are apart so a release that changes only app code keeps the library file cached.
          // Screens stay split by route (lazy imports); a public page's screen is one file (see above),
          // so a phone on a slow network fetches everything in one round trip.
          groups: [
            // MUI and its styling engine apart from the other libraries: a public page's boot script runs
            // the startup files one at a time (public-pages-plugin.ts), and in one file they made the
            // longest step of the start.
            { name: 'vendor-mui', test: MUI_AND_STYLES, tags: ['$initial'], priority: 35 },
            {
              name: 'vendor',
              test: (id) => NODE_MODULES.test(id) || BUNDLER_RUNTIME.test(id),
              tags: ['$initial'],
              priority: 30,
            },
            // The domain's startup contracts (their zod schemas are built as the file runs): a file of their
            // own, so a public page's boot script runs them in a task of their own (public-pages-plugin.ts).
            { name: 'contracts', test: DOMAIN_SOURCE, tags: ['$initial'], priority: 25 },
            { name: 'app', tags: ['$initial'], priority: 20 },
            { name: 'zod-classic-extras', test: ZOD_CLASSIC_ONLY, priority: 15 },
            ...pages.groups(10),
          ],
        },
      },
    },
  },
});
