import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

// Sonner's rich colours put the text at about 4.3:1 on its tinted background (3:1 for warnings); a few points darker
// reads at 4.5:1 or more with the same hues.
const readableRichColors = {
  '--success-text': 'hsl(140, 100%, 24%)',
  '--error-text': 'hsl(360, 100%, 42%)',
  '--info-text': 'hsl(210, 92%, 42%)',
  '--warning-text': 'hsl(31, 92%, 34%)',
} as CSSProperties;

/** Bottom-right: toasts never cover the page-header actions (Create, Generate, Add) people click next. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      style={readableRichColors}
      toastOptions={{ className: 'font-sans', style: { borderRadius: '0.75rem' } }}
    />
  );
}
