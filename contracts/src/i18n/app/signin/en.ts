/**
 * The owner's app: /login, /signup, /reset-password and a page not found: the owner's way in, in the browser's language (nobody is signed in yet).
 * The server's and the contracts' English (the email, password and company checks, the sign-in's, sign-up's, reset's
 * and Google's refusals) is repeated word for word where the pages translate it (see
 * web/src/features/auth/signin-refusals.ts).
 */
export const signinEn = {
  // What several pages say
  'signin.email': 'Email',
  'signin.emailPlaceholder': 'you@business.com',
  'signin.password': 'Password',
  'signin.passwordHint': '{count, plural, one {Minimum # character} other {Minimum # characters}}',
  'signin.backToHome': 'Back to Home',
  'signin.backToSignIn': 'Back to sign in',
  'signin.orEmail': 'or continue with email',

  // The brand panel beside the forms
  'signin.panel.title': 'Turn first-time visitors into regulars.',
  'signin.panel.text':
    'The loyalty platform built for coffee shops, salons, restaurants and every small business in between.',
  'signin.panel.rewards': 'Points, stamp cards, rebate codes, discounts and free items',
  'signin.panel.qr': 'Customers join by scanning a QR code — no app to install',
  'signin.panel.campaigns': 'SMS and email campaigns that bring people back',

  // /login
  'signin.login.title': 'Sign in to your account',
  'signin.login.noAccount': "Don't have an account?",
  'signin.login.signUp': 'Sign up',
  'signin.login.google': 'Sign in with Google',
  'signin.login.forgot': 'Forgot password?',
  'signin.login.signingIn': 'Signing in...',
  'signin.login.submit': 'Sign In',

  // The second step of a sign-in with two-step sign-in on (issue 53)
  'signin.secondStep.title': 'Two-step sign-in',
  'signin.secondStep.appText': 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  'signin.secondStep.code': 'Code',
  'signin.secondStep.recoveryText':
    'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.',
  'signin.secondStep.recoveryCode': 'Recovery code',
  'signin.secondStep.submit': 'Verify',
  'signin.secondStep.verifying': 'Verifying...',
  'signin.secondStep.useRecovery': 'Lost your phone? Use a recovery code',
  'signin.secondStep.useApp': 'Use your authenticator app instead',
  'signin.secondStep.trust': 'Don’t ask for a code on this device for 30 days',
  'signin.secondStep.again': 'Sign in again',
  'signin.secondStep.refusal.codeRequired': 'Enter the 6-digit code from your authenticator app',
  'signin.secondStep.refusal.codeInvalid': 'That code did not work. Enter the newest code from your authenticator app.',
  'signin.secondStep.refusal.recoveryRequired': 'Enter one of your recovery codes',
  'signin.secondStep.refusal.recoveryInvalid': 'That recovery code did not work. Each code works once.',
  'signin.secondStep.refusal.expired': 'This sign-in took too long. Sign in again with your password.',
  'signin.secondStep.refusal.tooManyCodes': 'Too many wrong codes. Sign in again with your password.',
  'signin.secondStep.refusal.locked': 'Too many wrong codes for this account. Try again in 15 minutes.',

  // /signup
  'signin.signup.title': 'Create your account',
  'signin.signup.haveAccount': 'Already have an account?',
  'signin.signup.signIn': 'Sign in',
  'signin.signup.google': 'Sign up with Google',
  'signin.signup.companyName': 'Company Name',
  'signin.signup.companyPlaceholder': 'Blue Door Coffee',
  'signin.signup.creating': 'Creating Account...',
  'signin.signup.submit': 'Create Account',
  'signin.signup.checkoutFailed': 'Failed to redirect to checkout. You can upgrade from your dashboard.',

  // /reset-password: asking for a link
  'signin.reset.title': 'Reset your password',
  'signin.reset.intro': "Enter the email you signed up with and we'll send you a reset link.",
  'signin.reset.sending': 'Sending...',
  'signin.reset.submit': 'Send reset link',
  'signin.reset.sentTitle': 'Check your email',
  'signin.reset.sentText': 'If an account exists for {email}, we sent a link to reset your password.',
  'signin.reset.notReceived': "Didn't get it? Check your spam folder or {link}.",
  'signin.reset.tryAnother': 'try another email',

  // /reset-password?token=: a new password
  'signin.newPassword.title': 'Set a new password',
  'signin.newPassword.intro': 'Choose a new password for your account.',
  'signin.newPassword.label': 'New Password',
  'signin.newPassword.confirm': 'Confirm Password',
  'signin.newPassword.updating': 'Updating...',
  'signin.newPassword.submit': 'Update password',
  'signin.newPassword.mismatch': 'Passwords do not match',
  'signin.newPassword.doneTitle': 'Your password has been updated',
  'signin.newPassword.doneText': 'You can now sign in with your new password.',
  'signin.newPassword.signIn': 'Sign in',

  // A reset link that cannot be used
  'signin.invalidLink.title': 'Reset link not valid',
  'signin.invalidLink.text': 'Reset links can be used once and expire after a while.',
  'signin.invalidLink.requestNew': 'Request a new link',
  'signin.invalidLink.reason': 'This reset link is invalid or has expired',

  // A page not found
  'signin.notFound.title': 'Page not found',
  'signin.notFound.text': 'The page you are looking for does not exist or has moved.',

  // Signing out (the app's menu)
  'signin.signOut.failed': 'Failed to sign out',

  // The forms' checks (contracts/src/auth.ts)
  'signin.check.form': 'Check the form and try again',
  'signin.check.companyRequired': 'Company name is required',
  'signin.check.companyTooLong': 'Company name must be at most 200 characters',
  'signin.check.emailRequired': 'Email is required',
  'signin.check.emailInvalid': 'Please enter a valid email address',
  'signin.check.emailTooLong': 'Email must be at most 254 characters',
  'signin.check.passwordRequired': 'Password is required',
  'signin.check.passwordTooShort': 'Password must be at least 6 characters',
  'signin.check.passwordTooLong': 'Password must be at most 128 characters',
  'signin.check.tierRequired': 'Please select a subscription tier',
  'signin.check.loginRequired': 'Email and password are required',

  // The server's refusals (server/src/auth, the session, better-auth's Google sign-in) and the app's own
  'signin.refusal.invalidCredentials': 'Invalid email or password',
  'signin.refusal.loginFailed': 'Failed to log in',
  'signin.refusal.emailTaken': 'An account with this email already exists. Sign in instead.',
  'signin.refusal.noTenant': 'Failed to create or find tenant',
  'signin.refusal.noEmail': 'No email address is available for this account',
  'signin.refusal.notAuthenticated': 'Not authenticated',
  'signin.refusal.googleUnavailable': 'Provider not found',
  'signin.refusal.invalidOrigin': 'Invalid origin',
  'signin.refusal.missingOrigin': 'Missing or null Origin',
  'signin.refusal.invalidCallback': 'Invalid callbackURL',
  'signin.refusal.invalidErrorCallback': 'Invalid errorCallbackURL',
  'signin.refusal.tooManyAttempts':
    '{count, plural, one {Too many attempts. Try again in # second.} other {Too many attempts. Try again in # seconds.}}',
  'signin.refusal.generic': 'Something went wrong. Please try again.',
  'signin.refusal.network': 'Unable to reach the server. Please check your connection and try again.',
  'signin.refusal.unexpected': 'The server sent an unexpected response. Please try again.',
  'signin.refusal.http': 'Something went wrong (HTTP {status}). Please try again.',
  // The plan chooser on /signup (features/pricing/plan-chooser.tsx); the landing page keeps pricing's English.
  'signin.plans.choose': 'Choose your plan',
  'signin.plans.loading': 'Loading plans',
  'signin.plans.popular': 'Popular',
  'signin.plans.customers': '{count, plural, one {{customers} customer} other {{customers} customers}}',
  'signin.plans.unlimitedCustomers': 'Unlimited customers',
  'signin.plans.sms': '{sms} SMS a month',
  'signin.plans.unlimitedSms': 'Unlimited SMS a month',
  'signin.plans.perMonth': '/mo',
  'signin.plans.freeForever': 'Free forever',
  'signin.plans.trialThen':
    '{count, plural, one {#-day free trial, then {price}/month} other {#-day free trial, then {price}/month}}',
  'signin.plans.monthly': '{price}/month',
  'signin.plans.loadFailed': 'We could not load the plans.',
  'signin.plans.tryAgain': 'Try again',
  'signin.plans.tryingAgain': 'Trying again...',

  // Single sign-on (issue 53): the agency's own provider; the return's refusals are SSO_MESSAGES word for word
  'signin.sso.link': 'Sign in with single sign-on (SSO)',
  'signin.sso.intro': "Enter your work email and we'll take you to your team's sign-in page.",
  'signin.sso.email': 'Work email',
  'signin.sso.emailPlaceholder': 'you@youragency.com',
  'signin.sso.submit': 'Continue',
  'signin.sso.starting': 'Opening your provider...',
  'signin.sso.usePassword': 'Sign in with a password instead',
  'signin.sso.emailRequired': 'Enter your work email',
  'signin.sso.notSetUp': 'Single sign-on is not set up for this email. Sign in with your password.',
  'signin.sso.failed': 'Single sign-on did not finish. Try again, or sign in with your password.',
  'signin.sso.expired': 'That sign-in took too long. Start single sign-on again.',
  'signin.sso.denied': 'Your provider did not sign you in. Try again, or sign in with your password.',
  'signin.sso.notMember':
    "Your provider signed you in with an email that is not on this team. Ask your team's admin to invite that email.",
  'signin.sso.notAllowed': 'This account signs in with its password and two-step sign-in, not single sign-on.',

  // Passkeys: signing in with one alone, or as the second step (issue 53)
  'signin.passkey.button': 'Sign in with a passkey',
  'signin.passkey.waiting': 'Waiting for your passkey...',
  'signin.secondStep.usePasskey': 'Use a passkey instead',
  'signin.passkey.notRecognised':
    'This passkey is not on any account here. Sign in with your password, then add it under Settings.',
  'signin.passkey.failed': 'The passkey did not work. Try again, or sign in with your password.',
  'signin.passkey.expired': 'That took too long. Try again.',
  'signin.passkey.unavailable': 'Passkeys need this server to have a domain name. Ask the platform operator.',
  'signin.passkey.notSupported': 'This browser cannot use passkeys.',
  'signin.passkey.cancelled': 'The passkey was not used. Try again when you are ready.',
} as const;
