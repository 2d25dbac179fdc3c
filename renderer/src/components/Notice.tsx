// One line telling the arbiter what just happened (saved, added) or what went wrong for the form as a whole.
export function Notice({ text, kind }: { text: string | null; kind: 'ok' | 'error' }) {
  if (!text) return null;
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
