import type { TMessageKey } from '@regulars/contracts';
import { type LucideIcon, MessageCircleQuestion, ShieldCheck, Smartphone, Store } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { useWords } from '../../lib/words.tsx';

const steps = [
  { icon: Store, title: 'portalIn.askTitle', text: 'portalIn.askText' },
  { icon: ShieldCheck, title: 'portalIn.getPinTitle', text: 'portalIn.getPinText' },
  { icon: Smartphone, title: 'portalIn.forgotTitle', text: 'portalIn.forgotText' },
] as const satisfies readonly { icon: LucideIcon; title: TMessageKey; text: TMessageKey }[];

/** For customers without access or a PIN: who to ask, and what to ask for. */
export function ContactBusinessDialog() {
  const { t } = useWords();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="lg" className="w-full">
          <MessageCircleQuestion className="size-5 text-gray-500" aria-hidden />
          {t('portalIn.contact')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('portalIn.contact')}</DialogTitle>
          <DialogDescription>{t('portalIn.contactIntro')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ol className="space-y-4">
            {steps.map((step) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="text-sm font-semibold text-gray-900">{t(step.title)}</p>
                  <p className="mt-0.5 text-sm text-gray-600">{t(step.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('portalIn.gotIt')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
