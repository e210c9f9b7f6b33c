import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';

/**
 * To the team admin who asked: the export is ready, where to download it and until when (UTC). On a white-label plan
 * it speaks as the business (issue 53): no platform name, sent as the company.
 */
export function exportReadyEmail(opts: {
  to: string;
  businessId: string;
  companyName: string;
  link: string;
  expiresAt: Date;
  whiteLabel: boolean;
}): TEmailMessage {
  const { to, businessId, companyName, link, expiresAt, whiteLabel } = opts;
  const onPlatform = whiteLabel ? '' : ' on Regulars';
  const until = `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to,
    businessId,
    ...(whiteLabel ? { fromName: companyName } : {}),
    subject: `Your data export for ${companyName} is ready`,
    text: [
      `The export of all of ${companyName}'s data${onPlatform} is ready: a ZIP of CSV files with a README describing every column.`,
      '',
      `Download it from Settings → Data (sign in as the team admin): ${link}`,
      '',
      `The download works until ${until}. After that, start a new export.`,
    ].join('\n'),
    html: `<p>The export of all of <strong>${escapeHtml(companyName)}</strong>'s data${onPlatform} is ready: a ZIP of CSV files with a README describing every column.</p>
<p><a href="${escapeHtml(link)}">Download it from Settings → Data</a> (sign in as the team admin).</p>
<p>The download works until ${escapeHtml(until)}. After that, start a new export.</p>`,
  };
}
