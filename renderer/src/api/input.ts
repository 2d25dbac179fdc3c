// Reading a file the arbiter chose — a player list, CSV or .xlsx — into its table: by the main process in the window,
// by the local server in a browser. The page only hands over the bytes; the reading (encodings, workbooks) is done
// where the file formats live (electron/formats/table-reading.ts).
import type { Envelope } from '#api/answer';
import { ApiError } from '#api/errors';
import type { ReadTable } from '#formats/table-reading';
import { storedToken } from './http';
import type { Connection } from './index';

export type { ReadTable };

export async function readTableFile(connection: Connection, file: Blob): Promise<ReadTable> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let answered: Envelope<ReadTable>;
  if (connection.bridge) answered = await connection.bridge.readTable(bytes);
  else {
    const token = storedToken();
    const response = await fetch('/read-table', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: bytes,
    });
    answered = (await response.json()) as Envelope<ReadTable>;
  }
  if (!answered.ok) throw ApiError.fromBody(answered.error);
  return answered.value;
}
