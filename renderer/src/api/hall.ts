// The "Show in the hall" switch's door: the main process in the window, the local server in a browser (with the write
// token: it opens a listener, so only the arbiter may). The hall itself runs where the data is (electron/hall-control.ts).
import type { Envelope } from '#api/answer';
import type { HallRequest } from '#api/contract';
import { ApiError } from '#api/errors';
import type { HallStatus } from '#api/views';
import { storedToken } from './http';
import type { Connection } from './index';

export type { HallStatus };

export async function askHall(connection: Connection, request: HallRequest): Promise<HallStatus> {
  let answered: Envelope<HallStatus>;
  if (connection.bridge) answered = await connection.bridge.hall(request);
  else {
    const token = storedToken();
    const response = await fetch('/hall', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(request),
    });
    answered = (await response.json()) as Envelope<HallStatus>;
  }
  if (!answered.ok) throw ApiError.fromBody(answered.error);
  return answered.value;
}
