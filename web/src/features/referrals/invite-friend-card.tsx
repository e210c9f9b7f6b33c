import type { TPortalReferral } from '@regulars/contracts';
import { Copy, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useCopy } from '../../lib/use-copy.ts';
import { useWords } from '../../lib/words.tsx';

type Props = { referral: TPortalReferral; businessName: string };

/** A share that the customer closed without choosing anyone: nothing went wrong. */
const isAborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The portal's invitation: what a friend gets and what the customer gets, their code to say out loud, and their link
 * to copy, or to share from a phone's own share sheet.
 */
export function InviteFriendCard({ referral, businessName }: Props) {
  const { t } = useWords();
  const linkRef = useRef<HTMLInputElement>(null);
  // Phones have a share sheet; most computers do not, and copying the link is their way.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const { copy: copyText } = useCopy({ onCopied: () => toast.success(t('portal.linkCopied')) });
  async function copy() {
    // Clipboard blocked (an insecure page, an old browser): the link is selected, to copy by hand.
    if (!(await copyText(referral.link))) linkRef.current?.select();
  }

  async function share() {
    try {
      await navigator.share({
        title: t('portal.shareTitle', { business: businessName }),
        text: t('portal.shareText', { business: businessName, friendGets: referral.friendGets, code: referral.code }),
        url: referral.link,
      });
    } catch (error) {
      if (!isAborted(error)) await copy();
    }
  }

  return (
    <Card className="space-y-4 p-5" data-testid="invite-friend">
      <p className="text-sm text-gray-700" data-testid="invite-offer">
        {t('portal.inviteText', {
          friendGets: referral.friendGets,
          youGet: referral.youGet,
          when: referral.when,
        })}
      </p>
      <div className="rounded-xl bg-brand-50 px-4 py-3 text-center ring-1 ring-brand-100 ring-inset">
        <p className="text-xs font-medium text-brand-800">{t('portal.yourCode')}</p>
        <p
          className="mt-1 font-mono text-3xl font-semibold tracking-[0.2em] break-all text-brand-900 select-all"
          data-testid="invite-code"
        >
          {referral.code}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="invite-link">{t('portal.yourLink')}</Label>
        <div className="flex gap-2">
          <Input
            id="invite-link"
            ref={linkRef}
            readOnly
            value={referral.link}
            className="min-w-0 flex-1 font-mono text-xs sm:text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="secondary" className="shrink-0" onClick={copy}>
            <Copy className="size-4" aria-hidden />
            {t('portal.copy')}
          </Button>
        </div>
      </div>
      {canShare && (
        <Button className="w-full" onClick={share}>
          <Share2 className="size-4" aria-hidden />
          {t('portal.share')}
        </Button>
      )}
      {referral.joined > 0 && (
        <p className="text-sm text-gray-600" data-testid="invite-joined">
          {t('portal.friendsJoined', { joined: referral.joined, rewarded: referral.rewarded })}
        </p>
      )}
    </Card>
  );
}
