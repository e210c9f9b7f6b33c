import type { TEmailDesign } from '@regulars/contracts';
import { useEmailDesignPreview } from '../../../api/email-designs.ts';
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
  const preview = useEmailDesignPreview(design);
  return (
    <div className="space-y-1.5">
      <EmailPreview
        subject={renderSample(subject, businessName, 'email')}
        body={preview.html === null ? '' : renderSample(preview.html, businessName, 'email')}
        businessName={businessName}
        tall
        emptyText={preview.failed ? 'The preview could not be loaded.' : 'Your email appears here.'}
      />
      {preview.html !== null && preview.stale && (
        <p className="text-xs text-gray-500" role="status">
          The preview updates when every block is filled in.
        </p>
      )}
    </div>
  );
}
