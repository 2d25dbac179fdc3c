import { defineConfig } from 'vite';

// The command line, bundled into dist-cli/cli.mjs (ESM for Node 20) so that `kabe-arbiter` starts without compiling
// TypeScript on every run. Packages stay in node_modules (an SSR build keeps them external); the bundle sits one
// folder below the project root, as electron/app-info.ts expects, so migrations and the renderer are found. Beside it,
// dist-cli/reader-worker.mjs: the worker that files made elsewhere are read in (electron/readers/sandbox.ts).
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { cli: 'electron/cli.ts', 'reader-worker': 'electron/readers/reader-worker.ts' },
      output: { format: 'es', entryFileNames: '[name].mjs' },
    },
  },
});
