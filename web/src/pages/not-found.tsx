import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredPage } from '../components/layout/centered-page.tsx';
import { Button } from '../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <CenteredPage>
      <div className="text-center">
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-gray-900">Page not found</h1>
        <p className="mt-3 text-sm text-gray-500">The page you are looking for does not exist or has moved.</p>
        <Button asChild className="mt-8">
          <Link to="/">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Home
          </Link>
        </Button>
      </div>
    </CenteredPage>
  );
}
