/**
 * The owner's app: /communications: every message sent, its filters and details. The server's and the contracts'
 * English is repeated word for word where the screen translates it (web/src/features/messaging/communications/
 * communication-refusals.ts).
 */
export const communicationsEn = {
  // The page
  'communications.title': 'Communication History',
  'communications.description': 'Every email and SMS sent to your customers',
  'communications.count': '{count, plural, one {# message} other {# messages}}',
  'communications.countFound': '{count, plural, one {# message found} other {# messages found}}',
  'communications.loading': 'Loading messages',
  'communications.noMessages': 'No messages yet',
  'communications.noMessagesText':
    'Emails and SMS you send to customers (quick messages from the customer list, welcome and reward messages) will appear here.',
  'communications.noMatches': 'No messages found',
  'communications.noMatchesSearch': 'Nothing matches “{search}” with these filters.',
  'communications.noMatchesFilters': 'No message matches these filters.',
  'communications.clear': 'Clear search and filters',

  // Search and filters
  'communications.search': 'Search messages',
  'communications.searchPlaceholder': 'Search recipients and messages',
  'communications.filter.type': 'Type',
  'communications.filter.status': 'Status',
  'communications.filter.all': 'All',
  'communications.filter.sent': 'Sent',
  'communications.filter.outbox': 'In the outbox',
  'communications.filter.opened': 'Opened',
  'communications.filter.failed': 'Failed',

  // A message's channel
  'communications.type.email': 'Email',
  'communications.type.sms': 'SMS',

  // A message's status
  'communications.status.sent': 'Sent',
  'communications.status.failed': 'Failed',
  'communications.status.pending': 'Pending',
  'communications.status.opened': '{count, plural, one {Opened once} other {Opened # times}}',
  'communications.status.emailOutbox': 'In the outbox: no email provider is configured',
  'communications.status.smsOutbox': 'In the outbox: no SMS provider is configured',

  // Who a message went to, and what sent it
  'communications.unknownRecipient': 'Unknown recipient',
  'communications.deletedCustomer': 'Deleted customer',
  'communications.campaign': 'Campaign',
  'communications.template': 'Template',
  'communications.campaignNamed': 'Campaign: {name}',
  'communications.templateNamed': 'Template: {name}',
  'communications.source.quick': 'Quick send',
  'communications.source.campaign': 'Campaign',
  'communications.source.welcome': 'Welcome trigger',
  'communications.source.rewardEarned': 'Reward earned trigger',
  'communications.source.pointsMilestone': 'Points milestone trigger',
  'communications.source.pointsExpiring': 'Points expiring trigger',
  'communications.source.statusUp': 'Moved up a tier trigger',
  'communications.source.referralReferrer': 'Referral reward trigger (inviter)',
  'communications.source.referralFriend': 'Referral reward trigger (friend)',
  'communications.source.birthday': 'Birthday trigger',
  'communications.source.other': 'Automatic message',

  // The list
  'communications.column.date': 'Date',
  'communications.column.recipient': 'Recipient',
  'communications.column.type': 'Type',
  'communications.column.message': 'Message',
  'communications.column.status': 'Status',
  'communications.noContent': 'No content',

  // One message in full
  'communications.detail.smsTitle': 'SMS message',
  'communications.detail.emailTitle': 'Email',
  'communications.detail.emailTo': 'Email to {name} · {date}',
  'communications.detail.smsTo': 'SMS to {name} · {date}',
  'communications.detail.customer': 'Customer',
  'communications.detail.noEmail': 'No email',
  'communications.detail.noPhone': 'No phone',
  'communications.detail.message': 'Message',
  'communications.detail.loading': 'Loading message',
  'communications.detail.notSent': 'This message could not be sent',
  'communications.detail.noReason': 'The provider did not say why.',
  'communications.detail.providerSaid': 'The provider said: {reason}',
  'communications.detail.sent': 'Sent',
  'communications.detail.provider': 'Provider',
  'communications.detail.outboxProvider': 'outbox',
  'communications.detail.sentBy': 'Sent by',
  'communications.detail.providerMessageId': 'Provider message ID',
  'communications.detail.opens': 'Opens',
  'communications.detail.notOpened': 'Not opened yet',
  'communications.detail.firstOpened': 'First opened {date}',

  // Why a message was not sent (server/src/messaging: delivery-refusal.ts, record-sms-status.ts, queue-message.ts)
  'communications.reason.suspended': 'Not sent: the business is suspended',
  'communications.reason.closed': 'Not sent: the business is closed',
  'communications.reason.customerGone': 'Not sent: the customer was deleted',
  'communications.reason.emailOptedOut': 'Not sent: the customer unsubscribed from email',
  'communications.reason.smsOptedOut':
    'Not sent: this number asked you to stop texting it (it can text START to opt back in)',
  'communications.reason.interrupted':
    'Delivery unknown: the send stopped while the provider was taking the message. It was not sent again, so the customer never gets it twice.',
  'communications.reason.smsNotOptedIn': 'Customer has not opted in to receive SMS messages',
  'communications.reason.phoneRequired': 'Customer phone number is required',
  'communications.reason.emailRequired': 'Customer email address is required',
  'communications.reason.undelivered': 'The provider reported the message undelivered',
  'communications.reason.postalAddress':
    'Add your business postal address in Settings before sending marketing email: the law requires it in every one.',

  // What the history's requests may be refused with
  'communications.refusal.generic': 'Something went wrong. Please try again.',
  'communications.refusal.network': 'Unable to reach the server. Please check your connection and try again.',
  'communications.refusal.unexpected': 'The server sent an unexpected response. Please try again.',
  'communications.refusal.notFound': 'Message not found',
  'communications.refusal.searchTooLong': 'Search must be at most 200 characters',
} as const;
