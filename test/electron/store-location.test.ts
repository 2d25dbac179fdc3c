import { describe, expect, it } from 'vitest';
import { userDataFolder } from '#electron/store-location';

describe('where the embedded store lives (the same folder Electron calls userData)', () => {
  it('follows each system’s convention', () => {
    expect(userDataFolder({}, 'linux', '/home/arbiter')).toBe('/home/arbiter/.config/Kabe Arbiter');
    expect(userDataFolder({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/arbiter')).toBe('/cfg/Kabe Arbiter');
    expect(userDataFolder({}, 'darwin', '/Users/arbiter')).toBe(
      '/Users/arbiter/Library/Application Support/Kabe Arbiter',
    );
    expect(userDataFolder({ APPDATA: 'C:\\Users\\arbiter\\AppData\\Roaming' }, 'win32', 'C:\\Users\\arbiter')).toMatch(
      /Roaming[\\/]Kabe Arbiter$/,
    );
  });
});
