// The file an import screen reads (a club's player list, a rating list): chosen by the arbiter, read into its table
// where the file formats live (api/input.ts), and kept with its name for the screen's preview and its storing.
import { useState } from 'react';
import { useConnection } from '../api/context';
import { readTableFile, type ReadTable } from '../api/input';

export interface TableFile {
  /** The file's name, as the import's source. */
  source: string | null;
  table: ReadTable | null;
  /** Reads the file and, when it reads, keeps it and goes on with `next` (the screen's first preview); a file that
   * cannot be read — or a preview refused — is said through `refused`. No file chosen: nothing. */
  choose: (
    file: File | undefined,
    next: (table: ReadTable, source: string) => Promise<void> | void,
    refused: (error: unknown) => void,
  ) => Promise<void>;
}

export function useTableFile(): TableFile {
  const connection = useConnection();
  const [source, setSource] = useState<string | null>(null);
  const [table, setTable] = useState<ReadTable | null>(null);
  const choose: TableFile['choose'] = async (file, next, refused) => {
    if (!file) return;
    try {
      const read = await readTableFile(connection, file);
      setSource(file.name);
      setTable(read);
      await next(read, file.name);
    } catch (error) {
      refused(error);
    }
  };
  return { source, table, choose };
}
