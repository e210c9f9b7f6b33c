import { WEBHOOK_MESSAGES } from '@regulars/contracts';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';

/** A signing secret, shown once, to copy. */
export function WebhooksSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(WEBHOOK_MESSAGES.copied);
    } catch {
      // Clipboard blocked (an insecure origin): the secret stays selectable.
    }
  };
  return (
    <div className="space-y-4">
      <Alert tone="info" data-testid="webhook-copy-now">
        {WEBHOOK_MESSAGES.copyNow}
      </Alert>
      <div className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
        <code
          className="min-w-0 flex-1 font-mono text-xs break-all text-gray-800 select-all"
          data-testid="webhook-secret"
        >
          {secret}
        </code>
        <Button variant="ghost" size="sm" onClick={copy} aria-label="Copy secret">
          {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-xs text-gray-500">
        Each event is signed with it (the Standard Webhooks scheme: <code className="font-mono">webhook-id</code>,{' '}
        <code className="font-mono">webhook-timestamp</code>, <code className="font-mono">webhook-signature</code>).
        Check the signature before you trust an event.
      </p>
    </div>
  );
}
