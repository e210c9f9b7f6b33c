/**
 * The owner's app: /campaigns and /campaigns/:id: the list of campaigns, one campaign, its results. The server's and
 * the contracts' English is repeated word for word where the screen translates it (see
 * web/src/features/campaigns/campaign-refusals.ts).
 */
export const campaignsEn = {
  // What several parts say
  'campaigns.cancel': 'Cancel',
  'campaigns.all': 'All',
  'campaigns.recipients': 'Recipients',
  'campaigns.statusHeading': 'Status',
  'campaigns.versionA': 'Version A',
  'campaigns.versionB': 'Version B',
  'campaigns.cancelled': 'Campaign cancelled',
  'campaigns.upgradePlan': 'Upgrade plan',
  'campaigns.type.email': 'Email',
  'campaigns.type.sms': 'SMS',
  'campaigns.status.draft': 'Draft',
  'campaigns.status.scheduled': 'Scheduled',
  'campaigns.status.sending': 'Sending',
  'campaigns.status.sent': 'Sent',
  'campaigns.status.failed': 'Failed',
  'campaigns.status.cancelled': 'Cancelled',
  'campaigns.date.sent': 'Sent {date}',
  'campaigns.date.scheduledFor': 'Scheduled for {date}',
  'campaigns.date.started': 'Started {date}',
  'campaigns.date.failed': 'Failed {date}',
  'campaigns.date.created': 'Created {date}',
  'campaigns.resultsEmail':
    '{sent, plural, one {# sent} other {# sent}} · {opened, plural, one {# opened} other {# opened}} · {clicked, plural, one {# clicked} other {# clicked}}',
  'campaigns.resultsSms':
    '{sent, plural, one {# sent} other {# sent}} · {clicked, plural, one {# clicked} other {# clicked}}',

  // What a request may end with (api/client.ts, the server's guards and campaign routes)
  'campaigns.problem.generic': 'Something went wrong. Please try again.',
  'campaigns.problem.network': 'Unable to reach the server. Please check your connection and try again.',
  'campaigns.problem.unexpected': 'The server sent an unexpected response. Please try again.',
  'campaigns.problem.checkForm': 'Check the form and try again',
  'campaigns.problem.planLimit':
    "Your plan's allowance and credits don't cover this. Upgrade your plan or add credits.",
  'campaigns.refusal.notFound': 'Campaign not found',
  'campaigns.refusal.onlyCancellable': 'Only a scheduled or sending campaign can be cancelled',
  'campaigns.refusal.onlyDeletable': 'Only a draft or cancelled campaign can be deleted',
  'campaigns.refusal.accessEnded': 'Your access to this team has ended',
  'campaigns.refusal.suspended': 'This account is suspended. Contact support to reactivate it.',
  'campaigns.refusal.closed': 'This business is closed. A team admin can reopen it from the app until it is deleted.',

  // The page
  'campaigns.title': 'Campaigns',
  'campaigns.description': 'Email and SMS to your customers, now or at a time you choose.',
  'campaigns.create': 'Create Campaign',

  // The list
  'campaigns.list.filter': 'Filter campaigns',
  'campaigns.list.count': '{count, plural, one {# campaign} other {# campaigns}}',
  'campaigns.list.loadFailed': 'Campaigns could not be loaded',
  'campaigns.list.loading': 'Loading campaigns',
  'campaigns.list.emptyAll': 'No campaigns yet',
  'campaigns.list.emptyAllHint':
    'Send your regulars news, offers or a nudge to come back, by email or SMS, to everyone or a segment.',
  'campaigns.list.emptyEmail': 'No email campaigns yet',
  'campaigns.list.emptyEmailHint': 'Write an email with your news or an offer, and see who opens it and clicks.',
  'campaigns.list.createEmail': 'Create an email campaign',
  'campaigns.list.emptySms': 'No SMS campaigns yet',
  'campaigns.list.emptySmsHint': 'A short text reaches customers who opted in to SMS, wherever they are.',
  'campaigns.list.createSms': 'Create an SMS campaign',
  'campaigns.list.campaign': 'Campaign',
  'campaigns.list.date': 'Date',
  'campaigns.list.results': 'Results',
  'campaigns.list.recipientCount': '{count, plural, one {# recipient} other {# recipients}}',
  'campaigns.list.progress': '{handled} of {total} sent so far',
  'campaigns.list.progressOf': 'Sending progress of {name}',

  // Creating a campaign
  'campaigns.create.description': 'Start a draft: you write it and choose who gets it next.',
  'campaigns.create.name': 'Campaign name',
  'campaigns.create.namePlaceholder': 'e.g. Spring double points',
  'campaigns.create.type': 'Type',
  'campaigns.create.emailHint': 'Subject and rich text, with opens and clicks',
  'campaigns.create.smsHint': 'A short text to their phone',
  'campaigns.create.creating': 'Creating...',
  'campaigns.create.created': 'Campaign created',
  'campaigns.create.nameRequired': 'Campaign name is required',
  'campaigns.create.nameTooLong': 'Name must be at most 100 characters',
  'campaigns.create.typeRequired': 'Choose email or SMS',

  // One campaign: loading, not found, its header
  'campaigns.detail.loadFailed': 'This campaign could not be opened',
  'campaigns.detail.notFoundText': 'This campaign does not exist or has been deleted.',
  'campaigns.detail.back': 'Back to Campaigns',
  'campaigns.detail.loading': 'Loading campaign',
  'campaigns.header.all': 'All campaigns',
  'campaigns.header.email': 'Email campaign',
  'campaigns.header.sms': 'SMS campaign',

  // A scheduled campaign
  'campaigns.scheduled.cancel': 'Cancel campaign',
  'campaigns.scheduled.for': 'Scheduled for',
  'campaigns.scheduled.zone': 'Times are in {zone}',
  'campaigns.scheduled.ifNow': '{count} if it went now; the list is made when it goes.',
  'campaigns.scheduled.cancelTitle': 'Cancel campaign?',
  'campaigns.scheduled.cancelText': '“{name}” will not be sent. You can delete it afterwards, or create it again.',
  'campaigns.scheduled.keep': 'Keep it scheduled',
  'campaigns.scheduled.cancelling': 'Cancelling...',

  // What was (or will be) sent, and to whom
  'campaigns.summary.title': 'Message and audience',
  'campaigns.summary.audience': 'Audience',
  'campaigns.summary.abTest': 'A/B test',
  'campaigns.summary.split': 'Version B to {b} of those messaged, version A to {a}',
  'campaigns.summary.subject': 'Subject',
  'campaigns.summary.subjectA': 'Version A subject',
  'campaigns.summary.subjectB': 'Version B subject',
  'campaigns.summary.body': 'Body',
  'campaigns.summary.bodyA': 'Version A body',
  'campaigns.summary.bodyB': 'Version B body',
  'campaigns.summary.message': 'Message',
  'campaigns.summary.messageA': 'Version A message',
  'campaigns.summary.messageB': 'Version B message',
  'campaigns.summary.yourBusiness': 'Your business',

  // The audience in a sentence
  'campaigns.audience.allEmail': 'All customers opted in to email',
  'campaigns.audience.allSms': 'All customers opted in to SMS',
  'campaigns.audience.someEmail': 'Customers opted in to email with {rules}',
  'campaigns.audience.someSms': 'Customers opted in to SMS with {rules}',
  'campaigns.audience.visitsBetween': '{min}–{max} visits',
  'campaigns.audience.visitsAtLeast': 'at least {count, plural, one {# visit} other {# visits}}',
  'campaigns.audience.visitsAtMost': 'at most {count, plural, one {# visit} other {# visits}}',
  'campaigns.audience.pointsBetween': '{min}–{max} points',
  'campaigns.audience.pointsAtLeast': 'at least {count, plural, one {# point} other {# points}}',
  'campaigns.audience.pointsAtMost': 'at most {count, plural, one {# point} other {# points}}',
  'campaigns.audience.joinedBetween': 'joined {from} – {to}',
  'campaigns.audience.joinedFrom': 'joined on or after {date}',
  'campaigns.audience.joinedTo': 'joined on or before {date}',
  'campaigns.audience.birthday': 'birthday in {month}',
  'campaigns.audience.program': 'in {program}',
  'campaigns.audience.aProgram': 'a program',
  'campaigns.audience.lastVisit': 'last visit more than {count, plural, one {# day} other {# days}} ago',
  'campaigns.audience.overdueByRhythm': 'overdue by their own rhythm',

  // How many it goes to
  'campaigns.count.receive': '{count} of {total, plural, one {# customer} other {# customers}} will receive it',
  'campaigns.count.receiveSplit':
    '{count} of {total, plural, one {# customer} other {# customers}} will receive it ({a} version A, {b} version B)',
  'campaigns.count.control':
    '{count} of {total, plural, one {# customer} other {# customers}} match: {messaged} will get it, {control} kept as a control group',
  'campaigns.count.controlSplit':
    '{count} of {total, plural, one {# customer} other {# customers}} match: {messaged} will get it ({a} version A, {b} version B), {control} kept as a control group',

  // Quiet hours
  'campaigns.quiet.heldUntil': 'Held by quiet hours until {time} ({zone})',
  'campaigns.quiet.goesOutAt': 'It goes out at {time} ({zone}), when your quiet hours end.',

  // Sending, sent, failed or cancelled
  'campaigns.results.stop': 'Stop sending',
  'campaigns.results.delete': 'Delete',
  'campaigns.results.failedTitle': 'Sending failed',
  'campaigns.results.stoppedTitle': 'Sending stopped early',
  'campaigns.results.stoppedAllowance':
    "Stopped after {count, plural, one {# message} other {# messages}}: your plan's allowance and credits ran out. Upgrade your plan or add credits to reach the rest.",
  'campaigns.results.errorUnknown': 'Sending did not reach every recipient.',
  'campaigns.results.notSent': 'Cancelled before it was sent: no customer received it.',
  'campaigns.results.stopTitle': 'Stop sending?',
  'campaigns.results.stopText': 'Messages not sent yet will not go out. Those already sent cannot be taken back.',
  'campaigns.results.keepSending': 'Keep sending',
  'campaigns.results.stopping': 'Stopping...',
  'campaigns.results.deleteTitle': 'Delete campaign?',
  'campaigns.results.deleteText': '“{name}” and its results will be deleted. This cannot be undone.',
  'campaigns.results.deleteConfirm': 'Delete campaign',
  'campaigns.results.deleting': 'Deleting...',
  'campaigns.results.deleted': 'Campaign deleted',

  // Progress while it sends
  'campaigns.progress.sending': 'Sending…',
  'campaigns.progress.count': '{handled} of {total}',
  'campaigns.progress.label': 'Sending progress',
  'campaigns.progress.note':
    '{queued, plural, one {# queued} other {# queued}} · {sent, plural, one {# sent} other {# sent}}. This page updates on its own; you can leave it.',
  'campaigns.progress.noteFailed':
    '{queued, plural, one {# queued} other {# queued}} · {sent, plural, one {# sent} other {# sent}} · {failed, plural, one {# failed} other {# failed}}. This page updates on its own; you can leave it.',

  // The figures
  'campaigns.figures.recipientsHint': 'In the audience',
  'campaigns.figures.sent': 'Sent',
  'campaigns.figures.ofRecipients': '{rate} of recipients',
  'campaigns.figures.delivered': 'Delivered',
  'campaigns.figures.ofSent': '{rate} of sent',
  'campaigns.figures.ofDelivered': '{rate} of delivered',
  'campaigns.figures.inOutbox': 'In the outbox',
  'campaigns.figures.noEmailProvider': 'No email provider is configured',
  'campaigns.figures.noSmsProvider': 'No SMS provider is configured',
  'campaigns.figures.failed': 'Failed',
  'campaigns.figures.opened': 'Opened',
  'campaigns.figures.openRate': '{rate} open rate',
  'campaigns.figures.clicked': 'Clicked',
  'campaigns.figures.clickRate': '{rate} click rate',
  'campaigns.figures.unsubscribed': 'Unsubscribed',
  'campaigns.figures.outboxEmail': 'In the outbox: no email provider is configured',
  'campaigns.figures.outboxSms': 'In the outbox: no SMS provider is configured',
  'campaigns.figures.outboxText':
    'Nobody has received this campaign: its messages are kept in the outbox until the platform sets up a provider.',
  'campaigns.figures.loading': 'Loading results',

  // What the campaign caused (a control group, an A/B test)
  'campaigns.lift.titleControl': 'Did it bring people in?',
  'campaigns.lift.titleVersions': 'Version A and version B',
  'campaigns.lift.controlText':
    '{count, plural, one {# customer ({share}) were kept back as a control group.} other {# customers ({share}) were kept back as a control group.}} Whoever came back in each group is compared: the difference is what the campaign caused. {split}',
  'campaigns.lift.versionsText':
    '{split} No control group was kept: whoever came back after version B is compared with whoever came back after version A, which says which version works better, not what either caused against sending nothing.',
  'campaigns.lift.loading': 'Loading the lift',
  'campaigns.lift.none': 'Nobody was kept back yet: the comparison appears once the campaign has been sent.',
  'campaigns.lift.customers': '{count, plural, one {# customer} other {# customers}}',
  'campaigns.lift.cameBack': 'Came back',
  'campaigns.lift.spendEach': 'Spend each',
  'campaigns.lift.redeemedEach': 'Redeemed each',
  'campaigns.lift.points': '{points} pts',
  'campaigns.lift.fewerIn100': '{n} fewer in 100',
  'campaigns.lift.moreIn100': '{n} more in 100',
  'campaigns.lift.messaged': 'Messaged',
  'campaigns.lift.control': 'Control group (not messaged)',
  'campaigns.lift.bAgainstA': 'Version B against version A',
  // A cause fills {cause} in the headlines below, here and in automations' and analytics' catalogues: each language
  // writes it as that place needs (German's genitive after "wegen", Portuguese's "da"/"desta" after "por causa").
  'campaigns.lift.causeCampaign': 'this campaign',
  'campaigns.lift.causeA': 'version A',
  'campaigns.lift.causeB': 'version B',
  'campaigns.lift.causeBOverA': 'version B rather than version A',
  'campaigns.lift.more':
    '{count, plural, one {About # more customer in every 100 came back because of {cause} ({range})} other {About # more customers in every 100 came back because of {cause} ({range})}}',
  'campaigns.lift.fewer':
    '{count, plural, one {About # fewer customer in every 100 came back because of {cause} ({range})} other {About # fewer customers in every 100 came back because of {cause} ({range})}}',
  'campaigns.lift.range': '95% range: {from} to {to}',
  'campaigns.lift.rangeFewer': '95% range: {from} to {to} fewer',
  'campaigns.lift.alike': 'Not conclusive yet: so far the groups come back alike',
  'campaigns.lift.alikeOver': 'Not conclusive: the groups came back alike',
  'campaigns.lift.settleRecipients':
    'Not conclusive yet: about {count, plural, one {# more recipient} other {# more recipients}} would settle it',
  'campaigns.lift.settledRecipients':
    'Not conclusive: about {count, plural, one {# more recipient} other {# more recipients}} would have settled it',
  'campaigns.lift.settleCustomers':
    'Not conclusive yet: about {count, plural, one {# more customer} other {# more customers}} would settle it',
  'campaigns.lift.settledCustomers':
    'Not conclusive: about {count, plural, one {# more customer} other {# more customers}} would have settled it',
  'campaigns.lift.sofar': 'So far {n} in every 100 ({range}).',
  'campaigns.lift.windowOpen': 'Visits count until {date} ({days}-day window).',
  'campaigns.lift.windowClosed': 'The {days}-day window closed on {date}.',
  'campaigns.lift.spendMore': 'About {amount} more spent per customer (95% range: {low} to {high})',
  'campaigns.lift.spendLess': 'About {amount} less spent per customer (95% range: {low} to {high})',
  'campaigns.lift.splitAsked': 'Version B went to {share} of those messaged, version A to the rest.',
  'campaigns.lift.splitPlanned': 'Version B is to go to {share} of those messaged, version A to the rest.',
  'campaigns.lift.splitCounts':
    'Version B went to {b} of the {total} messaged ({percent}; {share} asked for), version A to {a}.',
  'campaigns.lift.rangeLabel':
    'Customers in every 100 who came back because of it: about {n}, 95% range {low} to {high}. Zero is no difference.',

  // Who it went to
  'campaigns.recipients.filter': 'Filter recipients',
  'campaigns.recipients.all': 'All',
  'campaigns.recipients.filterControl': 'Control',
  'campaigns.recipients.empty': 'No recipients here',
  'campaigns.recipients.loading': 'Loading recipients',
  'campaigns.recipients.noneAll': 'Nobody has been sent this campaign yet.',
  'campaigns.recipients.nonePending': 'Nothing is queued.',
  'campaigns.recipients.noneSent': 'No message has been sent yet.',
  'campaigns.recipients.noneFailed': 'No message failed.',
  'campaigns.recipients.noneOpened': 'Nobody has opened it yet.',
  'campaigns.recipients.noneClicked': 'Nobody has clicked a link yet.',
  'campaigns.recipients.noneControl': 'Nobody has been kept back yet.',
  'campaigns.recipients.recipient': 'Recipient',
  'campaigns.recipients.time': 'Time',
  'campaigns.recipients.deletedCustomer': 'Deleted customer',
  'campaigns.recipients.noName': 'No name',
  'campaigns.recipient.control': 'Control',
  'campaigns.recipient.failed': 'Failed',
  'campaigns.recipient.queued': 'Queued',
  'campaigns.recipient.delivered': 'Delivered',
  'campaigns.recipient.sent': 'Sent',
  'campaigns.recipient.opened': 'Opened',
  'campaigns.recipient.clicked': 'Clicked',
  'campaigns.recipient.unsubscribed': 'Unsubscribed',
  // Why one message was not sent (server/src/campaigns/cancel-campaign.ts, server/src/messaging/delivery-refusal.ts)
  'campaigns.recipient.errorUnknown': 'The provider did not deliver this message.',
  'campaigns.recipient.cancelled': 'Not sent: the campaign was cancelled',
  'campaigns.recipient.suspended': 'Not sent: the business is suspended',
  'campaigns.recipient.closed': 'Not sent: the business is closed',
  'campaigns.recipient.customerGone': 'Not sent: the customer was deleted',
  'campaigns.recipient.emailOptedOut': 'Not sent: the customer unsubscribed from email',
  'campaigns.recipient.smsOptedOut':
    'Not sent: this number asked you to stop texting it (it can text START to opt back in)',
  'campaigns.recipient.interrupted':
    'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.',
  'campaigns.recipient.smsNotOptedIn': 'Customer has not opted in to receive SMS messages',
  'campaigns.recipient.phoneRequired': 'Customer phone number is required',
  'campaigns.recipient.emailRequired': 'Customer email address is required',
  'campaigns.recipient.undelivered': 'The provider reported the message undelivered',
} as const;
