import { Link } from 'react-router';
import { AuthLayout } from '../components/layout/auth-layout.tsx';
import { SignupForm } from '../features/auth/index.ts';

export function SignupPage() {
  return (
    <AuthLayout>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Create your account</h1>
      <p className="mt-2 text-sm text-gray-500">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-600 hover:text-brand-700">
          Sign in
        </Link>
      </p>
      <SignupForm />
    </AuthLayout>
  );
}
