import { MessageCircleQuestion, ShieldCheck, Smartphone, Store } from 'lucide-react';
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

const steps = [
  {
    icon: Store,
    title: 'Ask at the counter',
    text: 'The business where you collect rewards runs your portal. Staff can turn on portal access for your phone number.',
  },
  {
    icon: ShieldCheck,
    title: 'Get a PIN',
    text: 'They can set a PIN for you, or you choose one when you join by scanning their QR code.',
  },
  {
    icon: Smartphone,
    title: 'Forgot it?',
    text: "Use 'Forgot PIN?' to get a code by text message and choose a new one yourself.",
  },
] as const;

/** For customers without access or a PIN: who to ask, and what to ask for. */
export function ContactBusinessDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="lg" className="w-full">
          <MessageCircleQuestion className="size-5 text-gray-500" aria-hidden />
          Contact your business
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Contact your business</DialogTitle>
          <DialogDescription>No portal access or no PIN yet? The business can help.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ol className="space-y-4">
            {steps.map((step) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <step.icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="text-sm font-semibold text-gray-900">{step.title}</p>
                  <p className="mt-0.5 text-sm text-gray-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
