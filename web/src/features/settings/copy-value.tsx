import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** A value to paste elsewhere (a DNS record's name or value): shown whole, selectable, with a button that copies it. */
export function CopyValue({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useAppWords();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const back = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(back);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('settings.domain.copied'));
    } catch {
      // Clipboard blocked (an insecure origin): the value stays selectable.
    }
  };
  return (
    <div className="flex items-start gap-1 rounded-md bg-gray-50 py-1 pr-1 pl-2.5 ring-1 ring-gray-200 ring-inset">
      <code className="min-w-0 flex-1 py-1 font-mono text-xs break-all text-gray-800 select-all" data-testid={testId}>
        {value}
      </code>
      <Button variant="ghost" size="sm" className="w-8 px-0" onClick={copy} aria-label={label} title={label}>
        {copied ? <Check className="size-4 text-emerald-600" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      </Button>
    </div>
  );
}
