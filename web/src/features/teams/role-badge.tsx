import type { TTeamMember } from '@regulars/contracts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

type Props = { role: TTeamMember['role']; tone: BadgeTone };

/** A team role's badge, 'Admin' or 'Member', in the user's language. */
export function RoleBadge({ role, tone }: Props) {
  const { t } = useAppWords();
  return <Badge tone={tone}>{role === 'admin' ? t('company.role.admin') : t('company.role.member')}</Badge>;
}
