import type { TEnrolmentResponse, TSignupFormWords } from '@regulars/contracts';
import { CircleCheck, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { type TJoinedWith, useJoinedPortal } from '../../api/enrolment.ts';
import { Button } from '../../components/ui/button.tsx';
import { WalletButtons } from '../wallet/index.ts';

type Props = { result: TEnrolmentResponse; joined: TJoinedWith | null; words: TSignupFormWords };

export function EnrolmentSuccess({ result, joined, words }: Props) {
  // Signed in with the PIN just chosen: the rewards open straight away, in the business's colours.
  const portal = useJoinedPortal(joined, result.businessName);
  const wallet = portal?.wallet;
  return (
    <div
      className="rounded-2xl bg-white px-6 py-8 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200"
      role="status"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50">
        <CircleCheck className="size-9 text-emerald-500" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-gray-900">
        {result.firstName ? words.joinedTitleNamed.replace('{name}', result.firstName) : words['joined.title']}
      </h1>
      <p className="mt-2 text-sm leading-6 text-gray-600">{words.joinedBody}</p>
      {result.welcomePoints > 0 && (
        <div className="mt-5 flex items-center justify-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800">
          <Gift className="size-4 shrink-0" aria-hidden />
          {words.welcomePoints}
        </div>
      )}
      {result.programs.length > 0 && (
        <div className="mt-5 text-left">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{words['joined.programs']}</p>
          <ul className="mt-2 space-y-1.5">
            {result.programs.map((name) => (
              <li key={name} className="flex items-center gap-2 text-sm text-gray-800">
                <CircleCheck className="size-4 shrink-0 text-brand-500" aria-hidden />
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {wallet && (wallet.apple || wallet.google) && (
        <div className="mt-6 border-t border-gray-100 pt-5">
          <p className="text-sm font-medium text-gray-900">{words['joined.walletTitle']}</p>
          <p className="mt-1 text-xs text-gray-500">{words['joined.walletBody']}</p>
          <WalletButtons links={wallet} className="mt-3" />
        </div>
      )}
      <Button asChild size="lg" className="mt-7 w-full">
        <Link to={portal ? '/customer/dashboard' : '/customer/login'}>{words['joined.viewRewards']}</Link>
      </Button>
      <p className="mt-3 text-xs text-gray-500">{portal ? words['joined.signedIn'] : words['joined.logInLater']}</p>
    </div>
  );
}
