import type { TAppMessageKey } from '@regulars/contracts';
import { TriangleAlert } from 'lucide-react';
import { useAuthConfig } from '../../api/auth.ts';
import { useAppWords } from '../../lib/app-words.tsx';
import { partsAround } from '../../lib/parts-around.ts';

/** The server's setting to change: a name, the same in every language. */
const SETTING = 'APP_URL';

/** Which links the notice is about: its lead and the rest of its sentence, whose phones they would not open on. */
const LINKS: Record<'qrCodes' | 'invitations', { lead: TAppMessageKey; rest: TAppMessageKey }> = {
  qrCodes: { lead: 'shell.loopback.qrCodesLead', rest: 'shell.loopback.qrCodesRest' },
  invitations: { lead: 'shell.loopback.invitationsLead', rest: 'shell.loopback.invitationsRest' },
};

/**
 * Shown where links leave this computer (QR codes, invitations) while the server's APP_URL is localhost: those links
 * would open nowhere but here. The fix is the server's, so the note says what to set.
 */
export function LoopbackLinkNotice({ links }: { links: keyof typeof LINKS }) {
  const { t } = useAppWords();
  const config = useAuthConfig();
  if (!config.data?.appUrlIsLoopback) return null;
  const [before, after] = partsAround((setting) => t(LINKS[links].rest, { setting }));
  return (
    <div
      role="status"
      data-testid="loopback-link-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p>
        <span className="font-medium">{t(LINKS[links].lead)}</span> {before}
        <code className="font-mono">{SETTING}</code>
        {after}
      </p>
    </div>
  );
}
