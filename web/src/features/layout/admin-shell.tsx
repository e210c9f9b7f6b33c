import { useMe } from '../../api/auth.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { adminNav } from './nav-items.ts';
import { Shell } from './shell.tsx';

export function AdminShell() {
  const { data: me } = useMe();
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
