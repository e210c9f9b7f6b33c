import { Check, Copy } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { wordsAround } from '../../lib/words-around.tsx';

/** The Standard Webhooks headers each event is signed with: names, the same in every language. */
const HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** A signing secret, shown once, to copy. */
export function WebhooksSecret({ secret }: { secret: string }) {
  const { t } = useAppWords();
  const { copied, copy } = useCopy({ onCopied: () => toast.success(t('integrations.webhooks.secretCopied')) });
  return (
    <div className="space-y-4">
      <Alert tone="info" data-testid="webhook-copy-now">
        {t('integrations.webhooks.copyNow')}
      </Alert>
      <div className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
        <code
          className="min-w-0 flex-1 font-mono text-xs break-all text-gray-800 select-all"
          data-testid="webhook-secret"
        >
          {secret}
        </code>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => copy(secret)}
          aria-label={t('integrations.webhooks.copySecret')}
        >
          {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {t(copied ? 'integrations.copied' : 'integrations.copy')}
        </Button>
      </div>
      <p className="text-xs text-gray-500">
        {wordsAround((values) => t('integrations.webhooks.signedWith', values), {
          id: <code className="font-mono">{HEADERS.id}</code>,
          timestamp: <code className="font-mono">{HEADERS.timestamp}</code>,
          signature: <code className="font-mono">{HEADERS.signature}</code>,
        })}
      </p>
    </div>
  );
}
