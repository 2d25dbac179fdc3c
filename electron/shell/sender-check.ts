// Only our own page may call the contract over IPC: a frame showing anything else (a navigation that slipped
// through, an injected frame) is refused.
export function isTrustedSender(frameUrl: string | undefined, rendererIndexUrl: string): boolean {
  if (!frameUrl) return false;
  try {
    const frame = new URL(frameUrl);
    const ours = new URL(rendererIndexUrl);
    return frame.protocol === 'file:' && ours.protocol === 'file:' && frame.pathname === ours.pathname;
  } catch {
    return false;
  }
}
