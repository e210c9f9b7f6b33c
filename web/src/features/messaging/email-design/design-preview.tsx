import type { TEmailDesign } from '@regulars/contracts';
import { useEmailDesignPreview } from '../../../api/email-designs.ts';
import { useAppWords } from '../../../lib/app-words.tsx';
import { EmailPreview } from '../templates/email-preview.tsx';
import { renderSample } from '../templates/placeholders.ts';

/** The sample customer's email as the server renders the design; the last good one stays while a block is empty. */
export function DesignPreview({
  design,
  subject,
  businessName,
}: {
  design: TEmailDesign;
  subject: string;
  businessName: string;
}) {
  const words = useAppWords();
  const { t } = words;
  const preview = useEmailDesignPreview(design);
  return (
    <div className="space-y-1.5">
      <EmailPreview
        subject={renderSample(subject, businessName, 'email', words)}
        body={preview.html === null ? '' : renderSample(preview.html, businessName, 'email', words)}
        businessName={businessName}
        tall
        emptyText={preview.failed ? t('templates.preview.failed') : t('templates.preview.designEmpty')}
      />
      {preview.html !== null && preview.stale && (
        <p className="text-xs text-gray-500" role="status">
          {t('templates.preview.stale')}
        </p>
      )}
    </div>
  );
}
