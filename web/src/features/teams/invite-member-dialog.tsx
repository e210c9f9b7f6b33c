import { type FormEvent, useState } from 'react';
import { teamErrorMessage, useInviteMember } from '../../api/teams.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldHint, Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/toaster.tsx';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateInviteEmail(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address';
  return null;
}

/** The Invite Team Member modal; the role is always member (spec section 6). */
export function InviteMemberDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close(next: boolean) {
    if (invite.isPending) return;
    if (!next) {
      setEmail('');
      setError(null);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateInviteEmail(email);
    setError(problem);
    if (problem) return;
    invite.mutate(email.trim(), {
      onSuccess: () => {
        toast.success('Invitation sent successfully!');
        setEmail('');
        onOpenChange(false);
      },
      onError: (caught) => setError(teamErrorMessage(caught, 'Failed to send invitation')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <form onSubmit={handleSubmit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>Invite Team Member</DialogTitle>
            <DialogDescription>They&apos;ll join your team as a member.</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="invite-email">Email Address</Label>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                placeholder="colleague@business.com"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setError(null);
                }}
                aria-invalid={Boolean(error) || undefined}
                disabled={invite.isPending}
                autoFocus
              />
              <FieldHint>They&apos;ll receive an email with a link to join your team</FieldHint>
            </div>
            {error && <Alert tone="error">{error}</Alert>}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={invite.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send Invitation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
