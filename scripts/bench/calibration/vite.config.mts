// Vite config of the benchmark's calibration page. The React plugin is the shop's own (web/ depends on it),
// resolved from web/ because this folder sits outside that workspace. scripts/bench/lighthouse.mjs passes
// the root, base ('/calibration/') and outDir (.data/bench-calibration) when it builds.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(async () => {
  const fromWeb = createRequire(new URL('../../../web/package.json', import.meta.url));
  const { default: react } = await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href);
  return {
    plugins: [react()],
    build: { assetsDir: 'assets' },
  };
});
