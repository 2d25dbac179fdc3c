// The single IPC channel of the contract, shared by main.ts and preload.ts.
export const API_CHANNEL = 'kabe-arbiter:api';
