import { TriangleAlert } from 'lucide-react';
import { useAuthConfig } from '../../api/auth.ts';

/**
 * Shown where links leave this computer (QR codes, invitations) while the server's APP_URL is localhost: those links
 * would open nowhere but here. The fix is the server's, so the note says what to set.
 */
export function LoopbackLinkNotice({ what, whose = "customers'" }: { what: string; whose?: string }) {
  const config = useAuthConfig();
  if (!config.data?.appUrlIsLoopback) return null;
  return (
    <div
      role="status"
      data-testid="loopback-link-notice"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p>
        <span className="font-medium">{what} point to this computer (localhost),</span> so they will not open on {whose}{' '}
        phones. Ask whoever runs this server to set <code className="font-mono">APP_URL</code> to its public address,
        then print or send them.
      </p>
    </div>
  );
}
