import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
    // The startup libraries are one file on purpose (about 600 KB, 160 KB as brotli: the signed-in layouts load with the first page that needs them): see codeSplitting.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // Without this the domain's index pulls every schema into the first page load.
      treeshake: { moduleSideEffects: hasSideEffects },
      output: {
        codeSplitting: {
          // What every page needs before its screen loads, as two files instead of a dozen small shared
          // chunks: each request costs about 1 KB of headers and a round trip. Libraries and app code
          // are apart so a release that changes only app code keeps the library file cached. Screens
          // stay split by route (lazy imports).
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
