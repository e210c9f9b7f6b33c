import type { TSignupFormWords } from '@regulars/contracts';
import { QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PublicPageLayout } from '../branding/index.ts';

/** A link that leads nowhere, in the visitor's browser's language (the server chose it). */
export function SignupFormNotFound({ words }: { words: TSignupFormWords }) {
  return (
    <PublicPageLayout poweredBy={words['common.poweredBy']}>
      <div className="mt-16 rounded-2xl bg-white px-6 py-10 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-gray-100">
          <QrCode className="size-7 text-gray-400" aria-hidden />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-gray-900">{words['join.notFoundTitle']}</h1>
        <p className="mt-2 text-sm leading-6 text-gray-500">{words['join.notFoundBody']}</p>
        <div className="mt-6 flex flex-col gap-2">
          <Button asChild variant="secondary">
            <Link to="/customer/login">{words['common.alreadyMemberLogIn']}</Link>
          </Button>
          <Button asChild variant="link">
            <Link to="/">{words['common.backToHome']}</Link>
          </Button>
        </div>
      </div>
    </PublicPageLayout>
  );
}
