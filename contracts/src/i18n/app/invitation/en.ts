/**
 * The owner's app: /accept-invitation: a team invitation, read before signing in (in the browser's language). The
 * server's and the contracts' English (INVITATION_MESSAGES, the password, name and email checks, the sign-in's and
 * the sign-up's refusals) is repeated word for word where the page translates it (see
 * web/src/features/teams/invitation-refusals.ts).
 */
export const invitationEn = {
  // The page
  'invitation.loading': 'Loading',
  'invitation.loadingText': 'Loading invitation...',
  'invitation.loadFailed': 'Failed to load invitation',
  'invitation.title': 'Team Invitation',
  'invitation.invitedTo': "You've been invited to join {company}",
  'invitation.email': 'Email',
  'invitation.password': 'Password',
  'invitation.role': 'Role:',
  'invitation.role.admin': 'Admin',
  'invitation.role.member': 'Member',
  'invitation.role.analyst': 'Analyst (view only)',
  'invitation.createTab': 'Create Account',
  'invitation.signInTab': 'Sign In',
  'invitation.checkForm': 'Check the form and try again',
  'invitation.tooManyAttempts':
    '{count, plural, one {Too many attempts. Try again in # second.} other {Too many attempts. Try again in # seconds.}}',

  // A link that cannot be used
  'invitation.invalid.title': 'Invalid Invitation',
  'invitation.invalid.toLogin': 'Go to Login',
  'invitation.invalid.link': 'Invalid invitation link',
  'invitation.invalid.notFound': 'Invitation not found',
  'invitation.invalid.usedOrRevoked': 'This invitation has already been used or revoked',
  'invitation.invalid.expired': 'This invitation has expired',

  // Create Account
  'invitation.create.firstName': 'First Name',
  'invitation.create.lastName': 'Last Name',
  'invitation.create.passwordHint': '{count, plural, one {Minimum # character} other {Minimum # characters}}',
  'invitation.create.accepting': 'Accepting Invitation...',
  'invitation.create.submit': 'Accept & Create Account',
  'invitation.create.failed': 'Failed to accept invitation',
  'invitation.create.noSession': 'Failed to create session',
  'invitation.create.firstNameTooLong': 'First name must be at most 100 characters',
  'invitation.create.lastNameTooLong': 'Last name must be at most 100 characters',
  'invitation.create.passwordRequired': 'Password is required',
  'invitation.create.passwordTooShort': 'Password must be at least 6 characters',
  'invitation.create.emailTaken': 'An account with this email already exists. Sign in instead.',
  'invitation.passwordTooLong': 'Password must be at most 128 characters',

  // Sign In
  'invitation.signIn.signingIn': 'Signing In...',
  'invitation.signIn.submit': 'Sign In & Accept Invitation',
  'invitation.signIn.failed': 'Failed to log in',
  'invitation.signIn.noSession': 'Failed to establish session',
  'invitation.signIn.required': 'Email and password are required',
  'invitation.signIn.emailTooLong': 'Email must be at most 254 characters',
  'invitation.signIn.wrongEmail': 'Please log in with the invited email address: {email}',
  'invitation.signIn.invalidCredentials': 'Invalid email or password',
  'invitation.signIn.superAdmin': 'A super admin account cannot join a team',
  'invitation.signIn.adminWithTeam':
    'You are the admin of a team with other members. Remove them before joining another team.',
} as const;
