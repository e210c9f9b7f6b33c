import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { LoginForm } from '../features/auth/index.ts';

export function LoginPage() {
  return (
    <AuthLayout>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Sign in to your account</h1>
      <p className="mt-2 text-sm text-gray-500">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-brand-600 hover:text-brand-700">
          Sign up
        </Link>
      </p>

      <LoginForm />

      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-gray-500 hover:text-gray-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Home
      </Link>
    </AuthLayout>
  );
}
