import { COUNTER_LIMITS } from '@regulars/contracts';
import { escapeHtml } from '../platform/escape-html.ts';
import type { TEmailMessage } from '../providers/email/index.ts';
import type { TPinCeiling } from './jobs.ts';

/**
 * The owner's email when a day ceiling of wrong PINs is reached: what happened, what is refused now, and what opens
 * it. Names only, never a PIN.
 */
export function pinCeilingEmail(opts: {
  to: string;
  businessId: string;
  companyName: string;
  ceiling: TPinCeiling;
  staffName: string;
  deviceName: string | null;
  companyUrl: string;
}): TEmailMessage {
  const { to, businessId, companyName, ceiling, staffName, deviceName, companyUrl } = opts;
  const where = deviceName ? ` on the counter device "${deviceName}"` : '';
  const lines =
    ceiling === 'staff'
      ? {
          subject: `${companyName}: ${staffName}'s counter PIN is locked`,
          what: `${COUNTER_LIMITS.maxWrongPinsPerDayStaff} wrong PINs were tried for ${staffName} within 24 hours (the last${where}).`,
          refused: `${staffName}'s PIN is refused, even the right one, until you set a new one in Company, or for up to 24 hours.`,
          why: `If ${staffName} did not mistype them, someone may be guessing the PIN: set a new one and tell only ${staffName}.`,
          link: 'Set a new PIN in Company',
        }
      : {
          subject: `${companyName}: PIN sign-in is paused on the counter device "${deviceName ?? ''}"`,
          what: `${COUNTER_LIMITS.maxWrongPinsPerDayDevice} wrong PINs were tried${where} within 24 hours, for any staff member (the last for ${staffName}).`,
          refused:
            'Staff cannot sign in or approve with a PIN there for up to 24 hours. To open it sooner, remove the device in Company and set that browser up as a counter again.',
          why: 'If your staff did not mistype them, someone at that counter may be guessing PINs.',
          link: 'Open Company',
        };
  return {
    to,
    businessId,
    subject: lines.subject,
    text: [lines.what, '', lines.refused, '', lines.why, '', `${lines.link}: ${companyUrl}`].join('\n'),
    html: `<p>${escapeHtml(lines.what)}</p>
<p>${escapeHtml(lines.refused)}</p>
<p>${escapeHtml(lines.why)}</p>
<p><a href="${escapeHtml(companyUrl)}">${escapeHtml(lines.link)}</a></p>`,
  };
}
