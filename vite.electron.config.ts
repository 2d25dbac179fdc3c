import { builtinModules } from 'node:module';
import { defineConfig, type UserConfig } from 'vite';

/** One CommonJS file in dist-electron/ for one Electron entry; native and Electron modules stay external. */
export function electronEntry(name: 'main' | 'preload', emptyOutDir: boolean): UserConfig {
  return {
    // React renders the printouts in the main process: its production build only (the development one doubles it).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist-electron',
      emptyOutDir,
      target: 'node20',
      minify: false,
      sourcemap: true,
      lib: { entry: { [name]: `electron/${name}.ts` }, formats: ['cjs'], fileName: () => `${name}.cjs` },
      rollupOptions: {
        external: ['electron', 'better-sqlite3', ...builtinModules, ...builtinModules.map((id) => `node:${id}`)],
      },
    },
  };
}

// The Electron main process, bundled to CommonJS; the preload script is a build of its own (vite.preload.config.ts),
// made after this one into the same folder.
export default defineConfig(electronEntry('main', true));
