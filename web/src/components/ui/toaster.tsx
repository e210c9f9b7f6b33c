import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

/** Bottom-right: toasts never cover the page-header actions (Create, Generate, Add) people click next. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans', style: { borderRadius: '0.75rem' } }}
    />
  );
}
