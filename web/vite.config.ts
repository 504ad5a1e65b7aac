import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API server in development (`npm run dev` starts it on 3000). */
const api = process.env.LUMINA_API ?? 'http://localhost:3000';

/** The font files the first paint uses (src/fonts.css): preloaded, so the text does not wait for the CSS first. */
const preloadedFonts = [/^inter-latin-wght-normal-[\w-]+\.woff2$/, /^fraunces-latin-wght-normal-[\w-]+\.woff2$/];

/** Writes `<link rel="preload" as="font">` for preloadedFonts into the built index.html (the server's page template). */
function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'lumina-preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return preloadedFonts.map((pattern) => {
          const file = files.find((name) => pattern.test(name.split('/').pop() ?? ''));
          if (!file) throw new Error(`No font file matches ${pattern} in the build`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts()],
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
    // Everything the entry imports statically is in the entry's one file (issue 32): Rolldown would otherwise put
    // what the entry shares with a lazy chunk (React's JSX runtime, the preload helper, small constants) in chunks
    // of its own, four more requests of a few hundred bytes each, each with its ~1 KB of headers, on every first load.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shop', tags: ['$initial'] }] } } },
    // Content-hashed file names (Vite's default) let the server cache /assets for a year.
  },
});
