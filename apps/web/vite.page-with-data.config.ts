import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig } from 'vite';

// The member page drawn with its data on the server (src/build/page-with-data.tsx): the app compiled for
// Node into dist-server/, beside the browser's build in dist/ (which the server serves as files, so this
// one stays out of it). Everything is compiled in, React and MUI in their production builds whatever the
// server's NODE_ENV: the markup must be the browser's to the class name (emotion labels its classes in
// development), or the browser would draw the page again.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  resolve: { conditions },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, resolve: { conditions } },
  build: {
    ssr: 'src/build/page-with-data.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node22',
  },
});
