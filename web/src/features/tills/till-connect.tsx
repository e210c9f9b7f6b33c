import { TILL_MESSAGES } from '@regulars/contracts';
import { Lock } from 'lucide-react';
import { errorMessage } from '../../api/client.ts';
import { useStartSquareConnect } from '../../api/tills.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toaster.tsx';

const STEPS = [
  'Sign in to Square and allow Regulars to read, never change, your sales and customers.',
  'Choose which of your locations each Square location counts at.',
  'From then on, each sale earns for the customer Square knows, with nothing to type.',
];

/** Not connected yet: what happens, and the button to Square's consent page (the team admin's only). */
export function TillConnect({ canEdit }: { canEdit: boolean }) {
  const start = useStartSquareConnect();
  // Still busy once the address is here: the browser is on its way to Square.
  const leaving = start.isPending || start.isSuccess;

  const onConnect = () =>
    start.mutate(undefined, {
      onError: (error) => toast.error(TILL_MESSAGES.connectFailed, { description: errorMessage(error) }),
    });

  return (
    <>
      <ol className="space-y-2 px-6 py-5 text-sm text-gray-700">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 border-t border-gray-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-end">
        {!canEdit && (
          <p className="flex items-center gap-2 text-sm text-gray-500 sm:mr-auto" data-testid="till-read-only">
            <Lock className="size-4 shrink-0 text-gray-400" aria-hidden />
            Only your team admin can connect Square.
          </p>
        )}
        <Button onClick={onConnect} loading={leaving} disabled={!canEdit} className="w-full sm:w-auto">
          {leaving ? 'Opening Square...' : 'Connect Square'}
        </Button>
      </div>
    </>
  );
}
