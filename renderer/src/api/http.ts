// Browser mode: the contract over HTTP to the local server. The write token arrives in the URL fragment
// (#token=…), which browsers never send over the network; it is kept for this tab only and removed from the
// address bar so that it does not end up in bookmarks or screenshots.
import { refusal } from '#api/errors';
import type { Envelope, Invoke } from './client';

const TOKEN_KEY = 'kabe-arbiter.token';

export function takeTokenFromLocation(
  location: Location = window.location,
  storage: Storage = sessionStorage,
): string | null {
  const match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (match?.[1]) {
    storage.setItem(TOKEN_KEY, decodeURIComponent(match[1]));
    history.replaceState(null, '', location.pathname + location.search);
  }
  return storage.getItem(TOKEN_KEY);
}

/** The write token this tab holds, for the requests that are not operations of the contract (the backup). */
export function storedToken(storage: Storage = sessionStorage): string | null {
  return storage.getItem(TOKEN_KEY);
}

/** Posts `body` to one of the local server's own routes beside the contract's (the hall's switch, a table to read),
 * with the write token this tab holds, and gives back the envelope it answers. */
export async function postToServer<T>(path: string, contentType: string, body: BodyInit): Promise<Envelope<T>> {
  const token = storedToken();
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return (await response.json()) as Envelope<T>;
}

/** Whether the local server answers: it goes away when `kabe-arbiter serve` is stopped or restarted, and the page
 * says so and tries again until it is back (the app's frame listens: `useServerReach`). */
export const serverReach = new EventTarget();
let unreachable = false;

function reached(answers: boolean): void {
  if (answers === !unreachable) return;
  unreachable = !answers;
  serverReach.dispatchEvent(new Event(answers ? 'back' : 'lost'));
}

export function httpInvoke(token: string | null): Invoke {
  return async (operation, input) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`/api/${operation}`, { method: 'POST', headers, body: JSON.stringify(input ?? {}) });
    } catch (error) {
      reached(false);
      throw refusal('internal', 'serverUnreachable', { detail: (error as Error).message });
    }
    reached(true);
    return (await response.json()) as Envelope;
  };
}
