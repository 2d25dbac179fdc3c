import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// The Electron main process and preload script, bundled to CommonJS in dist-electron/ (a sandboxed preload
// cannot be an ES module). Native and Electron modules stay external.
export default defineConfig({
  // React renders the printouts here: its production build only (the development one doubles the bundle).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-electron',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    lib: {
      entry: { main: 'electron/main.ts', preload: 'electron/preload.ts' },
      formats: ['cjs'],
      fileName: (_format, name) => `${name}.cjs`,
    },
    rollupOptions: {
      external: ['electron', 'better-sqlite3', ...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
    },
  },
});
