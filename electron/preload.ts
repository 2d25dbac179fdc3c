// The only bridge between the page and the main process: one function that sends an operation name and its input
// over the contract's IPC channel, and three that print, save an export and save a backup. The page gets no Node, no ipcRenderer, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { API_CHANNEL, BACKUP_CHANNEL, EXPORT_CHANNEL, PRINT_CHANNEL } from './shell/ipc-channel';

contextBridge.exposeInMainWorld('kabeArbiter', {
  invoke: (operation: string, input: unknown) => ipcRenderer.invoke(API_CHANNEL, operation, input),
  print: (html: string) => ipcRenderer.invoke(PRINT_CHANNEL, html),
  save: (request: unknown) => ipcRenderer.invoke(EXPORT_CHANNEL, request),
  backup: () => ipcRenderer.invoke(BACKUP_CHANNEL),
});
