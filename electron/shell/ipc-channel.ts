// The single IPC channel of the contract, shared by main.ts and preload.ts.
export const API_CHANNEL = 'kabe-arbiter:api';
/** Print a printout's HTML with the system's print dialog. */
export const PRINT_CHANNEL = 'kabe-arbiter:print';
/** Save an export (tournament file, CSV, HTML page, PDF) where the arbiter chooses. */
export const EXPORT_CHANNEL = 'kabe-arbiter:export';
/** Save a copy of the whole database where the arbiter chooses. */
export const BACKUP_CHANNEL = 'kabe-arbiter:backup';
