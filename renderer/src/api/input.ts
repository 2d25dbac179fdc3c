// Reading a file the arbiter chose — a player list, CSV or .xlsx — into its table: by the main process in the window,
// by the local server in a browser. The page only hands over the bytes; the reading (encodings, workbooks) is done
// where the file formats live (electron/formats/table-reading.ts).
import type { ReadTable } from '#formats/table-reading';
import { opened } from './client';
import { postToServer } from './http';
import type { Connection } from './index';

export type { ReadTable };

export async function readTableFile(connection: Connection, file: Blob): Promise<ReadTable> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return opened(
    connection.bridge
      ? await connection.bridge.readTable(bytes)
      : await postToServer<ReadTable>('/read-table', 'application/octet-stream', bytes),
  );
}
