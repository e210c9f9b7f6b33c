import type { ComponentProps } from 'react';
import { useMe } from '../../api/auth.ts';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/**
 * The role an invitation gives. A team has one admin (whoever signed the business up), so it is a member (on an
 * agency's own team, an account manager of the clients assigned to them) or an analyst, who looks at everything and
 * changes nothing (issue 53); the hint says what the chosen one may do.
 */
export function InviteRole({ value, ...select }: ComponentProps<'select'>) {
  const { t } = useAppWords();
  const me = useMe().data;
  const agencyTeam = Boolean(me?.runsClients && !me.openClient);
  return (
    <div className="space-y-1.5">
      <Label htmlFor="invite-role">{t('company.invite.role')}</Label>
      <Select id="invite-role" aria-describedby="invite-role-hint" value={value} {...select}>
        <option value="member">{agencyTeam ? t('company.role.accountManager') : t('company.role.member')}</option>
        <option value="analyst">{t('company.role.analystChoice')}</option>
      </Select>
      <FieldHint id="invite-role-hint">
        {agencyTeam ? t('company.invite.roleHintAgency') : t('company.invite.roleHint')}
      </FieldHint>
    </div>
  );
}
