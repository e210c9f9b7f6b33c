import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { useAppWords } from '../../lib/app-words.tsx';

/**
 * The role an invitation gives. The team's roles are admin and member, and a team has one admin (whoever signed the
 * business up), so an invitation always makes a member: said here, with what a member can and cannot do.
 */
export function InviteRole() {
  const { t } = useAppWords();
  return (
    <div className="space-y-1.5">
      <Label htmlFor="invite-role">{t('company.invite.role')}</Label>
      <Input
        id="invite-role"
        value={t('company.role.member')}
        readOnly
        aria-describedby="invite-role-hint"
        className="bg-gray-50"
      />
      <FieldHint id="invite-role-hint">{t('company.invite.roleHint')}</FieldHint>
    </div>
  );
}
