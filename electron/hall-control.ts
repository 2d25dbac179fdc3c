// The app's "Show in the hall" switch: the same hall as `kabe-arbiter hall` (server.ts), started and stopped by the
// process that keeps the arbiter's data — the Electron main process or browser mode — on its own read-only connection
// to the same file. It listens on this computer only unless the arbiter chooses the venue's network, and on the same
// port each time when it can (8099), so that a QR code printed on the pairings keeps leading to it.
import type { Language } from '#api/languages';
import { parseHallRequest } from '#api/parse';
import type { HallStatus } from '#api/views';
import { openReadOnly, type Store } from '#db/open';
import { qrDataUrl } from '#formats/qr-code';
import { networkAddresses, startHall, type RunningHall } from '#hall/server';
import { createService } from '#service';

/** The port the hall asks for first; a free one when it is taken. */
export const HALL_PORT = 8099;

export interface HallControl {
  status(): HallStatus;
  /** Starts the hall (or moves it to the other network, or into another language); answers how it stands. */
  start(options: { network: boolean; language?: Language }): Promise<HallStatus>;
  stop(): Promise<HallStatus>;
  /** The address phones read the hall at: while it runs on the venue's network (on this computer only, no phone can
   * open it, so nothing is printed for them). */
  address(): string | null;
  /** A door's request (the window's or browser mode's), checked by the contract's `hallRequest`. */
  handle(request: unknown): Promise<HallStatus>;
}

export function hallControl(
  databaseFile: string,
  options: { migrationsFolder: string; nativeBinding?: string; port?: number },
): HallControl {
  let running: { hall: RunningHall; store: Store; network: boolean; language: Language | null } | null = null;
  const status = (): HallStatus =>
    running
      ? {
          running: true,
          network: running.network,
          language: running.language,
          url: running.hall.url,
          qr: qrDataUrl(running.hall.url),
          viewers: running.hall.viewers(),
          // The machine's other addresses, for a phone that cannot open the first (a laptop on two networks).
          otherUrls: running.network
            ? networkAddresses()
                .map((address) => `http://${address}:${running!.hall.port}/`)
                .filter((url) => url !== running!.hall.url)
            : [],
        }
      : { running: false, network: false, language: null, url: null, qr: null, viewers: 0, otherUrls: [] };
  const stop = async () => {
    const was = running;
    running = null;
    if (was) {
      await was.hall.close();
      was.store.close();
    }
  };
  const listen = async (store: Store, host: string, language: Language | undefined) => {
    const service = createService(store);
    try {
      return await startHall({ store, service, host, language, port: options.port ?? HALL_PORT });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      return startHall({ store, service, host, language, port: 0 });
    }
  };
  // One change at a time: two windows switching at once must not leave a hall nobody can stop.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => {});
    return turn;
  };
  const control: HallControl = {
    status,
    address: () => (running?.network ? running.hall.url : null),
    handle: async (raw) => {
      const request = parseHallRequest(raw);
      if (request.action === 'start') return control.start({ network: request.network, language: request.language });
      if (request.action === 'stop') return control.stop();
      return status();
    },
    start: ({ network, language }) =>
      inTurn(async () => {
        if (running?.network === network && running.language === (language ?? null)) return status();
        await stop();
        const store = openReadOnly(databaseFile, options);
        try {
          const hall = await listen(store, network ? '0.0.0.0' : '127.0.0.1', language);
          running = { hall, store, network, language: language ?? null };
        } catch (error) {
          store.close();
          throw error;
        }
        return status();
      }),
    stop: () =>
      inTurn(async () => {
        await stop();
        return status();
      }),
  };
  return control;
}
