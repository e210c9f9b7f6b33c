import { useAppWords } from '../../../lib/app-words.tsx';

/** The rendered message as a text bubble on a phone. */
export function SmsPreview({ text, businessName }: { text: string; businessName: string }) {
  const { t } = useAppWords();
  return (
    <div className="rounded-2xl bg-gray-100 p-4">
      <p className="mb-2 text-center text-[11px] font-medium text-gray-600">{businessName}</p>
      {text.trim() === '' ? (
        <p className="py-6 text-center text-sm text-gray-600">{t('templates.preview.smsEmpty')}</p>
      ) : (
        <p
          data-testid="template-preview"
          className="max-w-[85%] rounded-2xl rounded-bl-md bg-white px-3.5 py-2 text-sm whitespace-pre-wrap break-words text-gray-900 shadow-xs"
        >
          {text}
        </p>
      )}
    </div>
  );
}
