import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';

/**
 * The role an invitation gives. The team's roles are admin and member, and a team has one admin (whoever signed the
 * business up), so an invitation always makes a member: said here, with what a member can and cannot do.
 */
export function InviteRole() {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="invite-role">Role</Label>
      <Input id="invite-role" value="Member" readOnly aria-describedby="invite-role-hint" className="bg-gray-50" />
      <FieldHint id="invite-role-hint">
        Members record visits and work with customers, rewards and campaigns. The team, billing, settings and
        automations stay with you, the admin.
      </FieldHint>
    </div>
  );
}
