import { QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PublicPageLayout } from '../branding/index.ts';

export function SignupFormNotFound() {
  return (
    <PublicPageLayout>
      <div className="mt-16 rounded-2xl bg-white px-6 py-10 text-center shadow-xl shadow-gray-900/5 ring-1 ring-gray-200">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-gray-100">
          <QrCode className="size-7 text-gray-400" aria-hidden />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-gray-900">This sign-up link isn&apos;t working</h1>
        <p className="mt-2 text-sm leading-6 text-gray-500">
          The QR code you scanned may have been replaced or removed. Please ask a member of staff for a current one.
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <Button asChild variant="secondary">
            <Link to="/customer/login">Already a member? Log in</Link>
          </Button>
          <Button asChild variant="link">
            <Link to="/">Back to Home</Link>
          </Button>
        </div>
      </div>
    </PublicPageLayout>
  );
}
