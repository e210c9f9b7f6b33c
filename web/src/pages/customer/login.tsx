import { AuthLayout, type TAuthPanel } from '../../components/layout/auth-layout.tsx';
import { PortalSignIn } from '../../features/portal/index.ts';

const CUSTOMER_PANEL: TAuthPanel = {
  eyebrow: 'Customer Portal',
  title: 'Your rewards, all in one place.',
  text: 'Check your points and stamps, see the rewards waiting for you, and show your card at the counter.',
  points: [
    'Every program you belong to, with your progress',
    'Reward codes ready to redeem, with their expiry dates',
    'Your member QR code for a quick check-in',
  ],
};

export function CustomerLoginPage() {
  return (
    <AuthLayout panel={CUSTOMER_PANEL}>
      <PortalSignIn />
    </AuthLayout>
  );
}
