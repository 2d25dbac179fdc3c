// Gives every screen the connection (the api and whether it may write).
import { createContext, useContext, type ReactNode } from 'react';
import type { Connection } from './index';

const ConnectionContext = createContext<Connection | null>(null);

export function ConnectionProvider({ connection, children }: { connection: Connection; children: ReactNode }) {
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): Connection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection outside ConnectionProvider');
  return connection;
}
