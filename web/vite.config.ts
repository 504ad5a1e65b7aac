import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API server in development (`npm run dev` starts it on 3000). */
const api = process.env.LUMINA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@lumina/schema': fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/graphql': { target: api, changeOrigin: false },
      '/api': { target: api, changeOrigin: false },
      '/admin/fabric-sku': { target: api, changeOrigin: false },
      '/admin/orders/': { target: api, changeOrigin: false },
      '/admin/products/': { target: api, changeOrigin: false },
      '/media/': { target: api, changeOrigin: false },
    },
  },
  // The server build (src/entry-server.tsx → dist-ssr) carries every package it uses: the server loads one file.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Content-hashed file names (Vite's default) let the server cache /assets for a year.
  },
});
