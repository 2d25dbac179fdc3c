import { builtinModules } from 'node:module';
import { defineConfig, type UserConfig } from 'vite';

/** CommonJS files in dist-electron/ for Electron entries; native and Electron modules stay external. */
export function electronEntry(names: ('main' | 'preload' | 'reader-worker')[], emptyOutDir: boolean): UserConfig {
  const sources = {
    main: 'electron/main.ts',
    preload: 'electron/preload.ts',
    'reader-worker': 'electron/readers/reader-worker.ts',
  };
  return {
    // React renders the printouts in the main process: its production build only (the development one doubles it).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist-electron',
      emptyOutDir,
      target: 'node20',
      minify: false,
      sourcemap: true,
      lib: {
        entry: Object.fromEntries(names.map((name) => [name, sources[name]])),
        formats: ['cjs'],
        fileName: (_format, name) => `${name}.cjs`,
      },
      rollupOptions: {
        external: ['electron', 'better-sqlite3', ...builtinModules, ...builtinModules.map((id) => `node:${id}`)],
        // CommonJS has no import.meta: the two modules that read it (the reader's worker path, the integrity check's
        // require) take __filename there first, so its emptying is expected — and its warning box on every install
        // only alarmed a newcomer. (The integrity check did not, and would have thrown at the window's start.)
        checks: { emptyImportMeta: false },
      },
    },
  };
}

// The Electron main process, bundled to CommonJS with the worker that files made elsewhere are read in
// (electron/readers/sandbox.ts); the preload script is a build of its own (vite.preload.config.ts), made after this
// one into the same folder.
export default defineConfig(electronEntry(['main', 'reader-worker'], true));
