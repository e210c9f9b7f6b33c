import { Copy, Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { DialogBody, DialogFooter } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** The ten recovery codes, shown once: to copy or download before the dialog closes. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useAppWords();
  const text = `${codes.join('\n')}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">{t('settings.twoStep.codes.text')}</p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 font-mono text-sm text-gray-900"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() => toast.success(t('settings.twoStep.codes.copied')))
              .catch(() => toast.error(t('settings.twoStep.refusal.failed')))
          }
        >
          <Copy className="size-4" aria-hidden />
          {t('settings.twoStep.codes.copy')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          <Download className="size-4" aria-hidden />
          {t('settings.twoStep.codes.download')}
        </Button>
      </div>
    </div>
  );
}

/** The codes as a dialog's last step: shown, then Done. */
export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useAppWords();
  return (
    <>
      <DialogBody>
        <RecoveryCodes codes={codes} />
      </DialogBody>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          {t('settings.twoStep.codes.done')}
        </Button>
      </DialogFooter>
    </>
  );
}
