// Chooses the transport: the preload bridge inside Electron, HTTP everywhere else.
import type { ArbiterApi } from '#api/contract';
import { createApi, type KabeBridge } from './client';
import { httpInvoke, takeTokenFromLocation } from './http';

export interface Connection {
  api: ArbiterApi;
  /** False in browser mode without the write token: the screens then offer no changes. */
  canWrite: boolean;
  /** The Electron window's print and save; absent in a browser, where pages are printed and files downloaded. */
  bridge: KabeBridge | null;
}

export function connect(): Connection {
  const bridge = window.kabeArbiter ?? null;
  if (bridge) return { api: createApi((operation, input) => bridge.invoke(operation, input)), canWrite: true, bridge };
  const token = takeTokenFromLocation();
  return { api: createApi(httpInvoke(token)), canWrite: token !== null, bridge: null };
}
