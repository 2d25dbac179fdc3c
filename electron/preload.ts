// The only bridge between the page and the main process: one function that sends an operation name and its input
// over the contract's IPC channel, and five that print, save an export, save a backup, read a chosen file's table and
// switch the hall, each on its own channel. The page gets no Node, no ipcRenderer, nothing else. Its shape and its
// channels are declared together (shell/ipc-channel.ts), and checked here with `satisfies`.
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, type KabeBridge } from '#shell/ipc-channel';

contextBridge.exposeInMainWorld('kabeArbiter', {
  invoke: (operation, input) => ipcRenderer.invoke(CHANNELS.invoke, operation, input),
  print: (request) => ipcRenderer.invoke(CHANNELS.print, request),
  save: (request) => ipcRenderer.invoke(CHANNELS.save, request),
  backup: () => ipcRenderer.invoke(CHANNELS.backup),
  readTable: (bytes) => ipcRenderer.invoke(CHANNELS.readTable, bytes),
  hall: (request) => ipcRenderer.invoke(CHANNELS.hall, request),
} satisfies KabeBridge);
