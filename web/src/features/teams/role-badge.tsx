import type { TTeamMember } from '@regulars/contracts';
import { useMe } from '../../api/auth.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = { role: TTeamMember['role']; tone: BadgeTone };

/**
 * A team role's badge in the user's language: 'Admin', 'Member' (on an agency's own team an 'Account manager', who
 * works in the clients assigned to them) or 'Analyst', who looks and changes nothing (issue 53).
 */
export function RoleBadge({ role, tone }: Props) {
  const { t } = useAppWords();
  const me = useMe().data;
  const agencyTeam = Boolean(me?.runsClients && !me.openClient);
  const label =
    role === 'admin'
      ? t('company.role.admin')
      : role === 'analyst'
        ? t('company.role.analyst')
        : agencyTeam
          ? t('company.role.accountManager')
          : t('company.role.member');
  return <Badge tone={tone}>{label}</Badge>;
}
