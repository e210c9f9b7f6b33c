/** The teams feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CompanyInfoCard } from './company-info-card.tsx';
export { CompanyUnavailable } from './company-unavailable.tsx';
export { CreateAccountForm } from './create-account-form.tsx';
export { InvalidInvitation } from './invalid-invitation.tsx';
export { InviteMemberDialog } from './invite-member-dialog.tsx';
export { PendingInvitationsCard } from './pending-invitations-card.tsx';
export { SeatUsageCard } from './seat-usage-card.tsx';
export { SignInAcceptForm } from './sign-in-accept-form.tsx';
export { TeamMembersCard } from './team-members-card.tsx';
export { useCompanySetup } from './use-company-setup.ts';
