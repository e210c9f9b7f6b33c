/**
 * What the owner's app frame shows around every screen: Help and its conversations, the agency's business switcher,
 * the test-payments and suspension banners, and the screen a closed business's team sees instead of the app.
 * The server's and the contracts' English is repeated word for word where a screen translates it (see app-refusal.ts).
 */
export const frameEn = {
  'frame.somethingWrong': 'Something went wrong. Please try again.',
  'frame.suspendedRefusal': 'This account is suspended. Contact support to reactivate it.',

  // Help: the header's button, its dialog and the business's earlier requests
  'frame.help.button': 'Help',
  'frame.help.title': 'Get help',
  'frame.help.description': 'Ask the Regulars team anything. We reply by email.',
  'frame.help.descriptionTo': 'Ask the Regulars team anything. We reply by email to {email}.',
  'frame.help.attached': 'Attached to your request',
  'frame.help.business': 'Business',
  'frame.help.plan': '{plan} plan',
  'frame.help.page': 'Page',
  'frame.help.sentFrom': 'Sent from',
  'frame.help.subject': 'Subject',
  'frame.help.subjectPlaceholder': "e.g. A customer's stamps are missing",
  'frame.help.message': 'Message',
  'frame.help.messagePlaceholder': 'What happened, what you expected, and anything you already tried.',
  'frame.help.cancel': 'Cancel',
  'frame.help.sending': 'Sending...',
  'frame.help.send': 'Send request',
  'frame.help.sent': "Request sent. We'll reply by email.",
  'frame.help.checkForm': 'Check the form and try again',
  'frame.help.subjectRequired': 'Enter a subject',
  'frame.help.subjectTooLong': 'The subject can be at most 200 characters',
  'frame.help.messageRequired': 'Describe what you need help with',
  'frame.help.messageTooLong': 'The message can be at most 5,000 characters',
  'frame.help.pageInvalid': 'The page must be a path in the app, such as /customers',
  'frame.help.unsavable': 'Remove the unsupported character and try again',
  'frame.help.tooMany': 'Too many support requests from this business. Try again in an hour.',
  'frame.help.switchedOff': 'Support requests are switched off on this install.',
  'frame.help.loading': 'Loading your requests',
  'frame.help.yourRequests': 'Your requests',
  'frame.help.replies': '{count, plural, one {# reply} other {# replies}}',
  'frame.support.open': 'Open',
  'frame.support.answered': 'Answered',
  'frame.support.closed': 'Closed',
  'frame.support.priority': 'Priority',
  'frame.support.conversation': 'Conversation',
  'frame.support.team': 'Regulars support',

  // The agency's business switcher
  'frame.help.descriptionOwn': 'Ask us anything. We reply by email to {email}.',
  'frame.support.teamOwn': 'Support',
  'frame.switcher.title': 'Switch business',
  'frame.switcher.short': 'Switch',
  'frame.switcher.description': 'Work in your agency or one of its client businesses.',
  'frame.switcher.search': 'Search businesses by name',
  'frame.switcher.searchPlaceholder': 'Search by name...',
  'frame.switcher.businesses': 'Businesses',
  'frame.switcher.yourAgency': 'Your agency',
  'frame.switcher.customers': '{count, plural, one {# customer} other {# customers}}',
  'frame.switcher.loading': 'Loading client businesses...',
  'frame.switcher.loadFailed': 'Could not load your client businesses.',
  'frame.switcher.noMatch': 'No client businesses match your search.',
  'frame.switcher.none': 'No client businesses yet.',
  'frame.switcher.showing': 'Showing {shown} of {total}: search to find the others.',
  'frame.switcher.manage': 'Manage client businesses',
  'frame.switcher.here': 'Working here',
  'frame.switcher.opened': 'You are working in {name}',
  'frame.switcher.backToAgency': 'Back to {name}',
  'frame.switcher.openFailed': 'Could not open that business',
  'frame.switcher.clientNotFound': 'Client business not found',
  'frame.switcher.notAnAgency':
    'Your plan does not include client businesses. Upgrade to the Agency plan to run businesses for clients.',

  // The banners over every screen
  'frame.testPayments': 'Test payments: plans are granted without charge on this server',
  'frame.suspended.title': 'Your account is suspended',
  'frame.suspended.since': 'since {date}',
  'frame.suspended.notice':
    'You can still see all your data, but changes and messages are paused. Contact support to reactivate it. Billing stays open so you can update your payment.',

  // The closed business's screen
  'frame.closed.signOut': 'Sign out',
  'frame.closed.loading': 'Loading',
  'frame.closed.loadFailed': "We couldn't load your business",
  'frame.closed.checkConnection': 'Check your connection and try again.',
  'frame.closed.title': 'This business is closed',
  'frame.closed.when':
    'It was closed on {closedOn}. Its customers, programs and messages will be deleted for good on {deletesOn}.',
  'frame.closed.reopenNote':
    'Changed your mind? Reopen it before then and everything is as you left it. Your subscription stays cancelled: choose a plan again on the Subscription page.',
  'frame.closed.reopen': 'Reopen business',
  'frame.closed.reopening': 'Reopening…',
  'frame.closed.onlyAdmin': 'Only a team admin can reopen it. Ask yours if this is a mistake.',
  'frame.closed.reopened':
    'Business reopened. Its subscription stays cancelled: choose a plan again on the Subscription page.',
  'frame.closed.reopenFailed': "We couldn't reopen the business",
  'frame.closed.notClosed': 'This business is not closed.',
  'frame.closed.gracePassed': 'The 30 days to reopen this business have passed: it is being deleted.',
  'frame.viewOnly': 'You have view-only access: you can look at everything here, and change nothing.',
} as const;
