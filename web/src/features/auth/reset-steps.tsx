import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppWords } from '../../lib/app-words.tsx';

/** The round icon above each step of the reset-password flow. */
export function StepIcon({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'green' | 'red' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-600',
    green: 'bg-emerald-50 text-emerald-600',
    red: 'bg-red-50 text-red-600',
  };
  return <div className={`mb-6 flex size-12 items-center justify-center rounded-xl ${tones[tone]}`}>{children}</div>;
}

export function BackToSignIn() {
  const { t } = useAppWords();
  return (
    <Link
      to="/login"
      className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('signin.backToSignIn')}
    </Link>
  );
}
