import { CLOSING_GRACE_DAYS } from '@regulars/contracts';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CloseBusinessDialog } from './close-business-dialog.tsx';

/** /settings' danger zone, for the team admin: what closing does, the export to take first, and the button. */
export function CloseBusinessCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card id="close-business" className="scroll-mt-6 border-red-200" data-testid="close-business-card">
      <CardHeader className="border-red-100">
        <CardTitle className="flex items-center gap-2 text-red-700">
          <AlertTriangle className="size-4" aria-hidden />
          Close business
        </CardTitle>
        <CardDescription>Stop using Regulars and delete everything this business holds.</CardDescription>
      </CardHeader>
      <div className="flex flex-col gap-5 px-6 py-5 sm:flex-row sm:items-end sm:justify-between">
        <ul className="max-w-xl list-disc space-y-1.5 pl-5 text-sm text-gray-600 marker:text-gray-300">
          <li>
            <Link to="/settings#data" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Export all data
            </Link>{' '}
            first: customers, their points and your message history cannot be recovered afterwards.
          </li>
          <li>Your subscription is cancelled at once; nothing more is charged.</li>
          <li>
            Your team, counters, API keys, sign-up forms and the customer portal stop working straight away. Messages
            and campaigns stop going out.
          </li>
          <li>
            For {CLOSING_GRACE_DAYS} days you can reopen it from here. After that every customer, program and message is
            deleted for good.
          </li>
        </ul>
        <Button variant="danger" className="shrink-0" onClick={() => setOpen(true)}>
          Close business…
        </Button>
      </div>
      <CloseBusinessDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}
