/**
 * The owner's app: /clients: an agency's client businesses, adding one, inviting its owner, giving credits. The
 * server's and the contracts' English (AGENCY_MESSAGES, clientUsage, clientLimitMessage, the alerts of
 * server/src/agency/client-alerts.ts, the invite form's email checks) is repeated word for word where the screen
 * translates it (see web/src/features/agency/client-refusals.ts and client-alerts.ts).
 */
export const clientsEn = {
  // What several parts say
  'clients.cancel': 'Cancel',
  'clients.loading': 'Loading',
  'clients.network': 'Unable to reach the server. Please check your connection and try again.',
  'clients.adminOnly': 'Only the team admin can do this',
  'clients.accessEnded': 'Your access to this team has ended',
  'clients.suspended': 'This account is suspended. Contact support to reactivate it.',
  'clients.closed': 'This business is closed. A team admin can reopen it from the app until it is deleted.',
  'clients.notAnAgency':
    'Your plan does not include client businesses. Upgrade to the Agency plan to run businesses for clients.',
  'clients.clientNotFound': 'Client business not found',
  'clients.tooManyAttempts':
    '{count, plural, one {Too many attempts. Try again in # second.} other {Too many attempts. Try again in # seconds.}}',

  // The page
  'clients.title': 'Clients',
  'clients.description':
    "The businesses you run for clients: this month's figures, plan usage and what needs a look. Open one to work in it.",
  'clients.add': 'Add client',
  'clients.loadingList': 'Loading client businesses...',
  'clients.loadFailed': 'Could not load your client businesses',
  'clients.checkConnection': 'Please check your connection and try again.',
  'clients.usage': '{used} of {max, plural, one {# client business} other {# client businesses}}',
  'clients.usageUnlimited': '{count, plural, one {# client business} other {# client businesses}} (unlimited)',
  'clients.usageFull': '{usage} · your plan is full',
  'clients.agencyCredits': 'Your agency has {count, plural, one {# credit} other {# credits}} to give',
  'clients.search': 'Search client businesses by name',
  'clients.searchPlaceholder': 'Search by name...',
  'clients.none': 'No client businesses yet',
  'clients.noneText':
    'Add the first business you run for a client: its loyalty program, customers and messages, run from here.',
  'clients.noMatches': 'No matches',
  'clients.noMatchesText': 'No client businesses match your search',

  // The clients' rows
  'clients.table.business': 'Business',
  'clients.table.customers': 'Customers',
  'clients.table.visits': 'Visits this month',
  'clients.table.messages': 'Messages this month',
  'clients.table.credits': 'Credits',
  'clients.table.actions': 'Actions',
  'clients.table.usage': '{used} of {max}',
  'clients.table.unlimited': 'Unlimited',
  'clients.table.sms': 'SMS {usage}',
  'clients.table.workingHere': 'Working here',
  'clients.table.ownerInvited': 'Owner invited, not joined yet',
  'clients.table.ownerNotInvited': 'Owner not invited yet',
  'clients.table.releaseNamed': 'Move {name} to its own subscription',
  'clients.table.ownPlan': 'Own plan',
  'clients.table.giveCreditsNamed': 'Give credits to {name}',
  'clients.table.creditsButton': 'Credits',
  'clients.table.inviteNamed': 'Invite the owner of {name}',
  'clients.table.inviteOwner': 'Invite owner',
  'clients.table.openNamed': 'Open {name}',
  'clients.table.open': 'Open',

  // What a client's row asks the agency to look at (server/src/agency/client-alerts.ts)
  'clients.alert.closed': 'Closed by its team: deleted 30 days after closing',
  'clients.alert.suspended': 'Suspended by the platform: it can read but not change',
  'clients.alert.failingMessages':
    '{count, plural, one {# message failed in the last 7 days} other {# messages failed in the last 7 days}}',
  'clients.alert.customerLimit': '{used} of {max} customers on the plan',
  'clients.alert.smsLimit': '{used} of {max} SMS this month',
  'clients.alert.trialEnded': 'Trial ended',
  'clients.alert.trialTomorrow': 'Trial ends tomorrow',
  'clients.alert.trialEndsIn': '{count, plural, one {Trial ends in # day} other {Trial ends in # days}}',

  // Moving a client to its own subscription
  'clients.release.title': 'Move {name} to its own subscription?',
  'clients.release.message':
    'It leaves your agency: you can no longer open it, and it stops counting against your plan. The credits you gave it and it has not used come back to you. Its counter devices, staff PINs, API keys and webhook endpoints end, and the sessions your team has open in it close: its owner sets up their own. It keeps all its data and starts on the Free plan, with no credits, until its owner picks a plan.',
  'clients.release.confirm': 'Move to own subscription',
  'clients.release.moving': 'Moving...',
  'clients.release.done': '{name} now has its own subscription',
  'clients.release.failed': 'Could not move the business to its own subscription',
  'clients.release.needsOwner':
    'Invite its owner first: once they have joined, the business can move to its own subscription.',

  // Adding a client
  'clients.addDialog.title': 'Add client business',
  'clients.addDialog.description':
    'A business of its own on your plan: its customers, programs, messages and credits stay apart from every other.',
  'clients.addDialog.name': 'Business name',
  'clients.addDialog.namePlaceholder': 'Harbor Café',
  'clients.addDialog.nameHint': 'Its customers see this name. You can invite its owner once it is added.',
  'clients.addDialog.adding': 'Adding...',
  'clients.addDialog.added': '{name} added',
  'clients.addDialog.failed': 'Could not add the client business',
  'clients.addDialog.nameRequired': 'Enter the client business name',
  'clients.addDialog.nameTooLong': 'The business name must be at most 120 characters',
  'clients.addDialog.unsavable': 'Remove the unsupported character and try again',
  'clients.addDialog.clientOfClient': 'A client business cannot run client businesses of its own',
  'clients.addDialog.limit':
    'Your plan includes {count, plural, one {# client business} other {# client businesses}}. Upgrade your plan or ask us to raise it to add more.',

  // Inviting a client's owner
  'clients.invite.title': 'Invite the owner of {name}',
  'clients.invite.description':
    'They become the admin of {name} and nothing else: they never see your agency or your other clients.',
  'clients.invite.email': "Owner's email address",
  'clients.invite.emailPlaceholder': 'owner@business.com',
  'clients.invite.emailHint': "They'll receive an email with a link to join their business",
  'clients.invite.sending': 'Sending...',
  'clients.invite.send': 'Send Invitation',
  'clients.invite.sent': 'Invitation sent to {email}',
  'clients.invite.failed': 'Failed to send invitation',
  'clients.invite.emailRequired': 'Email is required',
  'clients.invite.emailInvalid': 'Please enter a valid email address',
  'clients.invite.emailTooLong': 'Email must be at most 254 characters',
  'clients.invite.alreadyMember': 'This person is already a member of your team',
  'clients.invite.alreadyInvited': 'An invitation is already pending for this email. Use Resend to send it again.',
  'clients.invite.seatLimit': "You've reached your seat limit. Upgrade your plan to invite more team members.",

  // Giving credits
  'clients.credits.title': 'Give credits to {name}',
  'clients.credits.description':
    "They come from your agency's balance and pay for its texts past the plan's monthly allowance. What it has not used comes back to you if it moves to its own subscription.",
  'clients.credits.balances':
    'Your agency has {agency, plural, one {# credit} other {# credits}}; {name} has {client, plural, one {# credit} other {# credits}}.',
  'clients.credits.amount': 'Credits to give',
  'clients.credits.atMost': 'At most {max}: what your agency has.',
  'clients.credits.noneToGive':
    "Your agency has no credits to give yet: a paid plan's credits come with its first payment.",
  'clients.credits.giving': 'Giving...',
  'clients.credits.give': 'Give credits',
  'clients.credits.given': '{count, plural, one {# credit given to {name}} other {# credits given to {name}}}',
  'clients.credits.failed': 'Could not give the credits',
  'clients.credits.amountRule': 'Enter a whole number of credits from 1 to 100,000',
  'clients.credits.short':
    "Your agency has {balance, plural, one {# credit} other {# credits}}, not enough to give {wanted}. A paid plan's credits come with its first payment.",
  'clients.credits.toClosed': '{name} is closed: it cannot take credits',
  'clients.noneAssigned': 'No clients assigned to you yet',
  'clients.noneAssignedText':
    'Your agency’s admin chooses who manages each client. Ask them to assign you the businesses you work on.',
  'clients.assignedCount':
    '{count, plural, one {# client business assigned to you} other {# client businesses assigned to you}}',
  'clients.managers.title': 'Account managers of {name}',
  'clients.managers.description': 'They see and open this business. Your agency’s admins open every client.',
  'clients.managers.noTeam': 'Your agency’s team has no account managers yet: invite them to your team first.',
  'clients.managers.toTeam': 'Go to Company',
  'clients.managers.legend': 'Account managers',
  'clients.managers.saved': 'Account managers of {name} saved',
  'clients.managers.failed': 'Could not save the account managers',
  'clients.managers.saving': 'Saving...',
  'clients.managers.save': 'Save',
  'clients.managers.changeNamed': 'Change the account managers of {name}',
  'clients.managers.list': 'Managed by {names}',
  'clients.managers.none': 'No account manager',
  'clients.managers.notOnTeam': 'Choose account managers from your agency’s team',
  'clients.managers.tooMany': 'Choose at most 50 account managers',
  'clients.library.title': 'Library',
  'clients.library.description':
    'Programs and starter kits saved from one client, to add to others in one go. Adding never changes anything a client already has.',
  'clients.library.loading': 'Loading the library',
  'clients.library.loadFailed': 'Could not load the library',
  'clients.library.empty':
    'Nothing saved yet. Open a client, go to Loyalty Programs and save a program to the library from its card.',
  'clients.library.itemLine': '{type} · saved from {source}',
  'clients.library.apply': 'Add to clients',
  'clients.library.applyNamed': 'Add {name} to clients',
  'clients.library.deleteNamed': 'Delete {name} from the library',
  'clients.library.deleteTitle': 'Delete {name} from the library?',
  'clients.library.deleteText': 'The clients it was added to keep their programs.',
  'clients.library.delete': 'Delete',
  'clients.library.deleting': 'Deleting...',
  'clients.library.deleteFailed': 'Could not delete it from the library',
  'clients.library.latest': 'Latest additions',
  'clients.library.running': 'Adding {name}: {done} of {count} clients done',
  'clients.library.done': '{name} added to {count, plural, one {# client} other {# clients}}:',
  'clients.library.outcome.pending': 'waiting',
  'clients.library.outcome.created': 'added',
  'clients.library.outcome.skippedName': 'has a program with this name',
  'clients.library.outcome.refusedPlan': 'its plan allows no more active programs',
  'clients.library.outcome.notClient': 'no longer your client',
  'clients.library.outcome.unavailable': 'closed or suspended',
  'clients.library.outcome.failed': 'could not add it',
  'clients.library.applyTitle': 'Add {name} to clients',
  'clients.library.applyText':
    'Each client gets its own active copy. A client with a program of this name keeps its own; one whose plan allows no more active programs is told apart.',
  'clients.library.clientsLegend': 'Client businesses',
  'clients.library.chooseAll': 'Choose all',
  'clients.library.chooseNone': 'Choose none',
  'clients.library.clientHint': '{count, plural, one {# customer} other {# customers}}',
  'clients.library.add': '{count, plural, =0 {Add} one {Add to # client} other {Add to # clients}}',
  'clients.library.adding': 'Adding...',
  'clients.library.started': 'Adding {name} to {count, plural, one {# client} other {# clients}}',
  'clients.library.applyFailed': 'Could not add it to the clients',
  'clients.library.itemNotFound': 'Library item not found',
  'clients.library.programNotFound': 'Program not found',
  'clients.library.nameTaken': 'Your library already has an item with this name',
  'clients.library.full': 'Your library holds at most 200 items: delete one first',
  'clients.library.chooseClients': 'Choose at least one client business',
  'clients.library.tooManyClients': 'Choose at most 500 client businesses',
  'clients.library.notYourClients': 'Choose client businesses of your agency',
  'clients.library.saveKit': 'Save a starter kit',
  'clients.library.kitTitle': 'Save a starter kit',
  'clients.library.kitText':
    'Every program and every SMS and email template of one client, to add to other clients in one go.',
  'clients.library.kitClient': 'From the client',
  'clients.library.kitName': 'Name',
  'clients.library.kitDefaultName': '{name} starter kit',
  'clients.library.kitSave': 'Save kit',
  'clients.library.kitSaving': 'Saving...',
  'clients.library.kitSaved': '{name} saved in the library',
  'clients.library.kitFailed': 'Could not save the starter kit',
  'clients.library.kitNameRequired': 'Name the starter kit',
  'clients.library.kitNameTooLong': 'The starter kit’s name must be at most 80 characters',
  'clients.library.kitEmpty': 'This client has no programs or templates to save',
  'clients.library.kitLine':
    'Starter kit · {programs, plural, one {# program} other {# programs}}, {sms, plural, one {# SMS template} other {# SMS templates}}, {email, plural, one {# email template} other {# email templates}} · saved from {source}',
  'clients.library.piecesAdded': '{count, plural, one {# added} other {# added}}',
  'clients.library.piecesSkipped': '{count, plural, one {# has one of that name} other {# have one of that name}}',
  'clients.library.piecesRefused': '{count, plural, one {# refused by its plan} other {# refused by its plan}}',
  'clients.library.piecesFailed': '{count, plural, one {# could not be added} other {# could not be added}}',
} as const;
