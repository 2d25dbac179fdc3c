// Where the embedded store lives when no --db is given: the OS user-data folder, the same folder Electron's
// app.getPath('userData') names for this app, so the window, the CLI and browser mode share one database.
import os from 'node:os';
import path from 'node:path';

export const APP_NAME = 'Kabe Arbiter';
export const DATABASE_FILE_NAME = 'kabe-arbiter.sqlite';

export function userDataFolder(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home = os.homedir(),
): string {
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_NAME);
  return path.join(env.XDG_CONFIG_HOME || path.join(home, '.config'), APP_NAME);
}

export function defaultDatabaseFile(): string {
  return path.join(userDataFolder(), DATABASE_FILE_NAME);
}
