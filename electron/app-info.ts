// Facts about this installation of the app: its version and where its built parts are.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const APP_VERSION: string = (require('../package.json') as { version: string }).version;

/** The project root (the folder with package.json). */
export function projectRoot(): string {
  return fileURLToPath(new URL('..', import.meta.url));
}

/** Where `vite build` puts the renderer. */
export function rendererDistFolder(): string {
  return fileURLToPath(new URL('../dist/renderer', import.meta.url));
}

/** The SQL migrations that `open()` applies. */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('../migrations', import.meta.url));
}
