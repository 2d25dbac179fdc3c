// A page left open while the local server is stopped or restarted (browser mode): what it asks fails, so it says
// that the server does not answer and asks again every few seconds; when the server is back — a restarted `serve`
// listens on the same address with the same token — the message goes and the screen reads what it shows again.
import { useEffect, useState } from 'react';
import type { ArbiterApi } from '#api/contract';
import { serverReach } from '../api/http';

const RETRY_MS = 1000;

export function useServerReach(api: ArbiterApi): boolean {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const onLost = () => setLost(true);
    const onBack = () => {
      setLost(false);
      // The screens read again as when the window is the arbiter's again (reload-on-return.ts).
      window.dispatchEvent(new Event('focus'));
    };
    serverReach.addEventListener('lost', onLost);
    serverReach.addEventListener('back', onBack);
    return () => {
      serverReach.removeEventListener('lost', onLost);
      serverReach.removeEventListener('back', onBack);
    };
  }, []);
  useEffect(() => {
    if (!lost) return;
    const timer = setInterval(() => void api.getStoreHealth({}).catch(() => undefined), RETRY_MS);
    return () => clearInterval(timer);
  }, [api, lost]);
  return lost;
}
