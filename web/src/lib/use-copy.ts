import { useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard: `copied` is true for a moment after, `onCopied` (a toast) runs when it worked, and
 * `copy` answers whether it did. A blocked clipboard (an insecure page, an old browser) copies nothing: the text stays
 * on the screen to select by hand.
 */
export function useCopy({ onCopied, resetMs = 2000 }: { onCopied?: () => void; resetMs?: number } = {}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const back = setTimeout(() => setCopied(false), resetMs);
    return () => clearTimeout(back);
  }, [copied, resetMs]);
  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    onCopied?.();
    return true;
  };
  return { copied, copy };
}
