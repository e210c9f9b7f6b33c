import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/** Any failure to use the link ends on 'Invalid Invitation' with 'Go to Login'. */
export function InvalidInvitation({ message }: { message: string }) {
  const { t } = useAppWords();
  return (
    <Card className="px-6 py-10 text-center sm:px-10">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50">
        <CircleAlert className="size-6 text-red-500" aria-hidden />
      </div>
      <h1 className="mt-4 text-xl font-semibold tracking-tight text-gray-900">{t('invitation.invalid.title')}</h1>
      <p className="mt-2 text-sm text-gray-600" role="alert">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/login">{t('invitation.invalid.toLogin')}</Link>
      </Button>
    </Card>
  );
}
