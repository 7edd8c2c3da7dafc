import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledTemplates } from './build/precompiled-templates.ts';
import { reportBundleSize } from './build/report-bundle-size.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react(), precompiledTemplates(), reportBundleSize()],
  resolve: {
    // The engine compiles its templates from nunjucks' parse tree; in the browser nunjucks comes as its browser build.
    alias: [{ find: /^nunjucks$/, replacement: require.resolve('nunjucks/browser/nunjucks.js') }],
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
