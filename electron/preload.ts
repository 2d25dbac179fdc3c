// The only bridge between the page and the main process: one function that sends an operation name and its input
// over the contract's IPC channel, and four that print, save an export, save a backup and read a chosen file's table. The page gets no Node,
// no ipcRenderer, nothing else. Its shape is declared beside the channels, and checked here with `satisfies`.
import { contextBridge, ipcRenderer } from 'electron';
import {
  API_CHANNEL,
  BACKUP_CHANNEL,
  EXPORT_CHANNEL,
  HALL_CHANNEL,
  PRINT_CHANNEL,
  TABLE_CHANNEL,
  type KabeBridge,
} from '#shell/ipc-channel';

contextBridge.exposeInMainWorld('kabeArbiter', {
  invoke: (operation, input) => ipcRenderer.invoke(API_CHANNEL, operation, input),
  print: (request) => ipcRenderer.invoke(PRINT_CHANNEL, request),
  save: (request) => ipcRenderer.invoke(EXPORT_CHANNEL, request),
  backup: () => ipcRenderer.invoke(BACKUP_CHANNEL),
  readTable: (bytes) => ipcRenderer.invoke(TABLE_CHANNEL, bytes),
  hall: (request) => ipcRenderer.invoke(HALL_CHANNEL, request),
} satisfies KabeBridge);
