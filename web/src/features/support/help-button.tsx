import { LifeBuoy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSupportRequestsOn } from '../../api/support.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { HelpDialog } from './help-dialog.tsx';

/**
 * "Help" in the app's header. Not there at all while the install has support requests switched off. A reply's email
 * links to any page with ?help=open, which opens it on the conversation.
 */
export function HelpButton() {
  const supportOn = useSupportRequestsOn();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const { t } = useAppWords();

  useEffect(() => {
    if (params.get('help') !== 'open') return;
    setOpen(true);
    setParams(
      (current) => {
        current.delete('help');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);

  if (!supportOn) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <LifeBuoy className="size-4 text-gray-500" aria-hidden />
        {t('frame.help.button')}
      </Button>
      <HelpDialog open={open} onOpenChange={setOpen} pagePath={pathname} />
    </>
  );
}
