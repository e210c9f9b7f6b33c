import { useMe } from '../../api/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { TwoStepRequiredScreen } from '../two-step/index.ts';
import { adminNav } from './nav-items.ts';
import { Shell } from './shell.tsx';

export function AdminShell() {
  const { data: me } = useMe();
  // Every super admin account signs in with a second step: its set-up comes first (issue 53).
  if (me?.twoStepOwed) {
    return <TwoStepRequiredScreen requiredBy={me.twoStepOwed} companyName="" userEmail={me.user.email} />;
  }
  return (
    <Shell
      title="Super Admin"
      subtitle="Platform administration"
      homeHref="/admin/dashboard"
      nav={adminNav}
      userEmail={me?.user.email}
      badge={<Badge tone="brand">Admin</Badge>}
    />
  );
}
