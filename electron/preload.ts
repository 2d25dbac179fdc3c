// The only bridge between the page and the main process: one function that sends an operation name and its input
// over the contract's IPC channel. The page gets no Node, no ipcRenderer, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { API_CHANNEL } from './shell/ipc-channel';

contextBridge.exposeInMainWorld('kabeArbiter', {
  invoke: (operation: string, input: unknown) => ipcRenderer.invoke(API_CHANNEL, operation, input),
});
