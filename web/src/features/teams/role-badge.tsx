import type { TTeamMember } from '@regulars/contracts';
import { useMe } from '../../api/auth.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = { role: TTeamMember['role']; tone: BadgeTone };

/**
 * A team role's badge, 'Admin' or 'Member', in the user's language. On an agency's own team a member is an 'Account
 * manager' (issue 53): they work in the clients assigned to them.
 */
export function RoleBadge({ role, tone }: Props) {
  const { t } = useAppWords();
  const me = useMe().data;
  const agencyTeam = Boolean(me?.runsClients && !me.openClient);
  if (role === 'admin') return <Badge tone={tone}>{t('company.role.admin')}</Badge>;
  return <Badge tone={tone}>{agencyTeam ? t('company.role.accountManager') : t('company.role.member')}</Badge>;
}
