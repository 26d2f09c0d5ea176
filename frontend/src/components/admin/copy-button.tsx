import { useEffect, useState } from 'react';
import { notify } from '../notify';
import { Button } from '../button';

/** How long the tick shows after a copy (spec section 9). */
export const COPY_TICK_MS = 2_000;

/** Copies a text to the clipboard; the label turns into a tick for 2 seconds. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify({ title: 'Copied to Clipboard', type: 'success' });
    } catch {
      notify({ title: 'Copy Failed', description: 'Failed to copy text to clipboard.', type: 'error' });
    }
  };
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()} aria-label={copied ? `${label}: copied` : label}>
      {copied ? '✓ Copied' : 'Copy'}
    </Button>
  );
}
