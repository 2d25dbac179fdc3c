// The "Show in the hall" switch's door: the main process in the window, the local server in a browser (with the write
// token: it opens a listener, so only the arbiter may). The hall itself runs where the data is (electron/hall-control.ts).
import type { HallRequest } from '#api/contract';
import type { HallStatus } from '#api/views';
import { opened } from './client';
import { postToServer } from './http';
import type { Connection } from './index';

export type { HallStatus };

export async function askHall(connection: Connection, request: HallRequest): Promise<HallStatus> {
  return opened(
    connection.bridge
      ? await connection.bridge.hall(request)
      : await postToServer<HallStatus>('/hall', 'application/json', JSON.stringify(request)),
  );
}
