// Browser mode's write token: taken from the address fragment (which browsers never send), kept for the tab, and
// removed from the address bar.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedToken, takeTokenFromLocation } from '#renderer/api/http';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const at = (hash: string) => ({ hash, pathname: '/', search: '' }) as Location;

describe('the write token', () => {
  const replaceState = vi.fn();
  vi.stubGlobal('history', { replaceState });
  afterEach(() => replaceState.mockClear());

  it('is taken from the fragment, kept for the tab, and removed from the address', () => {
    const storage = memoryStorage();
    expect(takeTokenFromLocation(at('#token=s%C3%A4%C3%A4sk'), storage)).toBe('sääsk');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/');
    expect(storedToken(storage)).toBe('sääsk');
    // A later page of the same tab, without the fragment, keeps it.
    expect(takeTokenFromLocation(at('#/tournaments'), storage)).toBe('sääsk');
  });

  it('is absent when the page was opened without one: the page is read-only', () => {
    const storage = memoryStorage();
    expect(takeTokenFromLocation(at('#/players'), storage)).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
