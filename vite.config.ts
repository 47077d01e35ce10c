import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: path.resolve(import.meta.dirname, 'public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing: the Content-Security-Policy forbids inline scripts and data: fonts are pointless here.
    assetsInlineLimit: 0,
    // .vite/manifest.json tells the bundle budget (bench/, e2e/bundle-budget.spec.ts) which chunks `/` loads.
    manifest: true,
  },
  server: {
    port: 5173,
    // 127.0.0.1, not localhost: the API listens on IPv4 and localhost may resolve to ::1 first.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
