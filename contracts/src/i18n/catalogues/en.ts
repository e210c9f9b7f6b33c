/**
 * The English catalogue: every message of the surfaces spoken in the business's or customer's language, in ICU
 * MessageFormat (plurals, selects, numbers in the language's own format). The source of every other catalogue; the
 * spec's strings stay word for word here. Keys are written out where they are used (catalogues.test.ts finds each).
 */
export const en = {
  // Shared by the public pages
  'common.loading': 'Loading',
  'common.somethingWentWrong': 'Something went wrong',
  'common.tryAgain': 'Try Again',
  'common.poweredBy': 'Powered by',
  'common.alreadyMemberLogIn': 'Already a member? Log in',
  'common.backToHome': 'Back to Home',

  // The sign-up form (/signup-form/:code)
  'join.title': 'Join our rewards',
  'join.welcomeTitle': 'Welcome aboard',
  'join.bonusPoints': 'Get {count, plural, one {# bonus point} other {# bonus points}} just for joining',
  'join.firstName': 'First name',
  'join.lastName': 'Last name',
  'join.phone': 'Mobile number',
  'join.phoneHint': 'Your number is your membership card — no app needed.',
  'join.email': 'Email',
  'join.emailPlaceholder': 'you@example.com',
  'join.birthday': 'Birthday',
  'join.birthdayHint': 'Optional — for a birthday treat.',
  'join.pin': 'Create a PIN',
  'join.pinPlaceholder': '4–6 digits',
  'join.showPin': 'Show PIN',
  'join.hidePin': 'Hide PIN',
  'join.pinHint': "You'll use it with your number to see your rewards online.",
  'join.messages': 'Messages',
  'join.website': 'Website',
  'join.failed': 'Could not sign you up',
  'join.submit': 'Join now',
  'join.submitting': 'Joining...',
  'join.alreadyMember': 'Already a member?',
  'join.logIn': 'Log in',
  'join.invitedBy': '{name} invited you',
  'join.aFriend': 'A friend',
  'join.youGet': 'You get {reward} after {when}.',
  'join.pausedTitle': 'Sign-ups are paused',
  'join.pausedAsk': '{message} Please ask a member of staff.',
  'join.notFoundTitle': "This sign-up link isn't working",
  'join.notFoundBody':
    'The QR code you scanned may have been replaced or removed. Please ask a member of staff for a current one.',

  // What the form checks (the server's ZEnrolmentRequest messages, word for word)
  'enrolment.phoneRequired': 'Phone number is required',
  'enrolment.phoneInvalid': 'Please enter a valid phone number',
  'enrolment.emailInvalid': 'Please enter a valid email address',
  'enrolment.birthdayInvalid': 'Please enter a valid birthday',
  'enrolment.pin': 'PIN must be 4 to 6 digits',
  'enrolment.nameTooLong': '{label} must be at most {max} characters',
  'enrolment.notFound': 'This sign-up link is not valid or is no longer active.',
  'enrolment.closed': "Sorry, this business isn't accepting new members right now. Please ask a member of staff.",
  'enrolment.dailyLimit': "This sign-up form has reached today's limit. Please ask staff to add you.",
  'enrolment.suspended': "This business isn't taking sign-ups right now.",
  'enrolment.tooMany': 'Too many sign-up attempts from this network. Please try again in a few minutes.',
  'enrolment.smsConsent':
    'Yes, send me text messages from {business} about my rewards and offers. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out.',
  'enrolment.emailConsent':
    'Yes, email me about my rewards, offers and news from {business}. I can unsubscribe at any time.',

  // Just joined
  'joined.title': "You're in!",
  'joined.titleNamed': "You're in, {name}!",
  'joined.body': "Welcome to {business}'s rewards. Show your phone number at the counter to collect rewards.",
  'joined.welcomePoints':
    '{count, plural, one {# welcome point is} other {# welcome points are}} already in your account',
  'joined.programs': "You've joined",
  'joined.walletTitle': 'Keep your card in your phone',
  'joined.walletBody': 'It shows your rewards and updates after every visit.',
  'joined.viewRewards': 'View my rewards',
  'joined.signedIn': 'You are signed in on this phone. Later, log in with your phone number and PIN.',
  'joined.logInLater': 'Log in any time with your phone number and PIN.',

  // A program in one line
  'program.points':
    'Earn {perUnit, plural, one {# point} other {# points}} per {unit} · redeem at {minimum, plural, one {# point} other {# points}}{welcome, plural, =0 {} one { · # welcome point} other { · # welcome points}}',
  'program.stampsFor': 'Collect {count, plural, one {# stamp} other {# stamps}} for {reward}',
  'program.stampsForAReward': 'Collect {count, plural, one {# stamp} other {# stamps}} for a reward',
  'program.rebate': '{value} off with {prefix} codes · valid {days, plural, one {# day} other {# days}}',
  'program.rebateNoPrefix': '{value} off with a code · valid {days, plural, one {# day} other {# days}}',
  'program.discountTier': '{discount} at {visits, plural, one {# visit} other {# visits}}',
  'program.freeItem': '{item} after {count, plural, one {# purchase} other {# purchases}}',
  'program.freeItemEveryTime': '{item} after {count, plural, one {# purchase} other {# purchases}}, every time',
  'program.aFreeItem': 'A free item',

  // Refer a friend, as the friend reads it
  'referral.points': '{count, plural, one {# point} other {# points}}',
  'referral.stamps': '{count, plural, one {# stamp} other {# stamps}}',
  'referral.yourFirstVisit': 'your first visit within {days, plural, one {# day} other {# days}}',
  'referral.yourFirstPurchase': 'your first purchase within {days, plural, one {# day} other {# days}}',
  'referral.yourFirstPurchaseOf':
    'your first purchase of {amount} or more within {days, plural, one {# day} other {# days}}',
  // The customer portal's way in (/customer/login), in the visitor's browser's language
  'portalIn.panelTitle': 'Your rewards, all in one place.',
  'portalIn.panelText':
    'Check your points and stamps, see the rewards waiting for you, and show your card at the counter.',
  'portalIn.panelPrograms': 'Every program you belong to, with your progress',
  'portalIn.panelCodes': 'Reward codes ready to redeem, with their expiry dates',
  'portalIn.panelQr': 'Your member QR code for a quick check-in',
  'portalIn.title': 'Customer Portal',
  'portalIn.intro': 'Log in with your phone number and PIN to see your points, stamps and rewards.',
  'portalIn.formLabel': 'Customer login',
  'portalIn.phone': 'Phone number',
  'portalIn.pin': 'PIN',
  'portalIn.forgotPin': 'Forgot PIN?',
  'portalIn.pinHint': 'Enter your 4-6 digit PIN',
  'portalIn.showPin': 'Show PIN',
  'portalIn.hidePin': 'Hide PIN',
  'portalIn.logIn': 'Log In',
  'portalIn.loggingIn': 'Logging in...',
  'portalIn.newHere': 'New here or no PIN?',
  'portalIn.resetTitle': 'Reset your PIN',
  'portalIn.resetIntro': "Enter the phone number you joined with. We'll text you a 6-digit code to choose a new PIN.",
  'portalIn.sendCode': 'Send code',
  'portalIn.sending': 'Sending...',
  'portalIn.backToLogIn': 'Back to log in',
  'portalIn.codeTitle': 'Enter your code',
  'portalIn.codeIntro': 'Type the 6-digit code from the text message and choose a new PIN.',
  'portalIn.codeFormLabel': 'Choose a new PIN',
  'portalIn.code': 'Code',
  'portalIn.newPin': 'New PIN',
  'portalIn.newPinHint': '4 to 6 digits, just for you',
  'portalIn.setPin': 'Set PIN and log in',
  'portalIn.saving': 'Saving...',
  'portalIn.noText': "Didn't get a text?",
  'portalIn.sendAgain': 'Send it again',
  'portalIn.sentAgain': 'Sent again',
  'portalIn.or': 'or',
  'portalIn.useAnotherNumber': 'use another number',
  'portalIn.chooseIntro':
    'Your phone number is registered with more than one business. Whose rewards would you like to see?',
  'portalIn.businesses': 'Businesses',
  'portalIn.useAnotherPhone': 'Use another phone number',
  'portalIn.contact': 'Contact your business',
  'portalIn.contactIntro': 'No portal access or no PIN yet? The business can help.',
  'portalIn.askTitle': 'Ask at the counter',
  'portalIn.askText':
    'The business where you collect rewards runs your portal. Staff can turn on portal access for your phone number.',
  'portalIn.getPinTitle': 'Get a PIN',
  'portalIn.getPinText': 'They can set a PIN for you, or you choose one when you join by scanning their QR code.',
  'portalIn.forgotTitle': 'Forgot it?',
  'portalIn.forgotText': "Use 'Forgot PIN?' to get a code by text message and choose a new one yourself.",
  'portalIn.gotIt': 'Got it',

  // The portal's refusals (PORTAL_MESSAGES, word for word in English) and the other answers its screens can get
  'portalRefusal.phoneNotFound': 'Phone number not found. Please check and try again.',
  'portalRefusal.portalDisabled': 'Portal access is disabled. Please contact the business.',
  'portalRefusal.invalidPin': 'Invalid PIN. Please try again.',
  'portalRefusal.failed': 'Failed to log in. Please try again.',
  'portalRefusal.locked': 'Too many wrong PINs. Please try again in 15 minutes.',
  'portalRefusal.pinDailyLimit':
    "Too many wrong PINs today. Tap 'Forgot PIN?' to get a code by text message and choose a new PIN.",
  'portalRefusal.portalPaused': "This business's rewards portal is paused. Please contact the business.",
  'portalRefusal.phoneRequired': 'Phone number is required',
  'portalRefusal.pinRequired': 'PIN is required',
  'portalRefusal.pinDigits': 'PIN can only contain digits',
  'portalRefusal.pinTooLong': 'PIN must be at most 6 digits',
  'portalRefusal.newPinLength': 'Choose a PIN of 4 to 6 digits',
  'portalRefusal.codeInvalid': 'This code is invalid or has expired',
  'portalRefusal.codeSent': 'If this phone number has a portal, we sent it a code.',
  'portalRefusal.notSignedIn': 'Please log in to the customer portal',
  'portalRefusal.chooseBusiness': 'Choose a business',
  'portalRefusal.triesLeft':
    '{count, plural, =0 {No tries left: this number is locked for {minutes} minutes.} one {# try left before this number is locked for {minutes} minutes.} other {# tries left before this number is locked for {minutes} minutes.}}',
  'portalRefusal.tooManyAttempts':
    'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'portalRefusal.unreachable': 'Unable to reach the server. Please check your connection and try again.',
  'portalRefusal.somethingWrong': 'Something went wrong. Please try again.',

  // The unsubscribe page (/unsubscribe/:token) and the mail client's one-click answer
  'unsubscribe.preferences': 'Email preferences',
  'unsubscribe.question': 'Unsubscribe from {business}?',
  'unsubscribe.willStop': '{email} will stop getting emails from {business}; your points and rewards stay as they are.',
  'unsubscribe.youWillStop': 'You will stop getting emails from {business}; your points and rewards stay as they are.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.doneTitle': "You're unsubscribed",
  'unsubscribe.done': '{business} will not email {email} again.',
  'unsubscribe.doneYou': '{business} will not email you again.',
  'unsubscribe.failed': 'We could not unsubscribe you just now. Please try again.',
  'unsubscribe.invalidTitle': 'Link not valid',
  'unsubscribe.invalid': 'This unsubscribe link is not valid. Use the link in your most recent email.',
  'unsubscribe.oneClick': 'Unsubscribed: {business} will not email you again.',
} as const;

export type TMessageKey = keyof typeof en;
/** Every language's catalogue has exactly the English one's keys (the compiler and catalogues.test.ts check). */
export type TCatalogue = Record<TMessageKey, string>;
