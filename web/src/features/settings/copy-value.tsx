import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { useCopy } from '../../lib/use-copy.ts';

/** A value to paste elsewhere (a DNS record's name or value): shown whole, selectable, with a button that copies it. */
export function CopyValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useAppWords();
  const { copied, copy } = useCopy({ onCopied: () => toast.success(t('settings.domain.copied')) });
  return (
    <div className="flex items-start gap-1 rounded-md bg-gray-50 py-1 pr-1 pl-2.5 ring-1 ring-gray-200 ring-inset">
      <code className="min-w-0 flex-1 py-1 font-mono text-xs break-all text-gray-800 select-all" data-testid={testId}>
        {value}
      </code>
      <Button
        variant="ghost"
        size="sm"
        className="w-8 px-0"
        onClick={() => copy(value)}
        aria-label={label}
        title={label}
      >
        {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      </Button>
    </div>
  );
}
