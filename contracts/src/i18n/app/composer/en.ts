/**
 * The owner's app: /campaigns: the campaign composer (audience, message, schedule, review). The server's and the
 * contracts' English is repeated word for word where the composer translates it (see
 * web/src/features/campaigns/composer/composer-refusals.ts).
 */
export const composerEn = {
  // What several parts say
  'composer.cancel': 'Cancel',
  'composer.back': 'Back',
  'composer.sending': 'Sending...',
  'composer.tryAgain': 'Try again',
  'composer.yourBusiness': 'Your business',
  'composer.checkForm': 'Check the form and try again',
  'composer.somethingWrong': 'Something went wrong. Please try again.',
  'composer.versionA': 'Version A',
  'composer.versionB': 'Version B',

  // The header's buttons and whether the draft is saved
  'composer.deleteDraft': 'Delete draft',
  'composer.saveDraft': 'Save draft',
  'composer.save.saved': 'All changes saved',
  'composer.save.saving': 'Saving...',
  'composer.save.notSavedYet': 'Not saved yet: {problem}',
  'composer.save.notSaved': 'Not saved: {problem}',
  'composer.save.leave': 'Leave without your last changes? They are not saved: {problem}',

  // What the buttons' work ends with
  'composer.toast.saved': 'Campaign saved',
  'composer.toast.scheduled': 'Campaign scheduled',
  'composer.toast.sending': 'Campaign is sending',
  'composer.toast.deleted': 'Campaign deleted',
  'composer.toast.testSent': 'Test sent to {address}',
  'composer.toast.testSentVersion': 'Test sent (version {version}) to {address}',

  // The message (or an A/B test's version A and B)
  'composer.message.title': 'Message',
  'composer.message.description': 'Placeholders such as {firstName} are filled in for each customer when it is sent.',
  'composer.message.descriptionB':
    'What the customers drawn for version B get instead. Change one thing (the subject, the offer) to learn what works.',
  'composer.message.name': 'Campaign name',
  'composer.message.nameHint': 'Only you see it, in your list of campaigns.',
  'composer.message.subject': 'Subject',
  'composer.message.subjectB': 'Version B subject',
  'composer.message.subjectPlaceholder': 'A treat for you, {firstName}',
  'composer.message.body': 'Body',
  'composer.message.bodyB': 'Version B body',
  'composer.message.text': 'Message',
  'composer.message.textB': 'Version B message',
  'composer.message.emailPlaceholder':
    'Hi {firstName},\n\nThis week only: double points on every coffee at {business_name}.',
  'composer.message.smsPlaceholder': 'Hi {firstName}! Double points all week at {business_name}.',
  'composer.message.htmlHint':
    'Plain text, or HTML for formatting, links and images. Scripts and unsafe code are removed when you save.',
  'composer.message.stopHint': 'Campaign texts end with “{line}” unless your message already says how to stop.',

  // Starting from a template
  'composer.template.label': 'Start from a template',
  'composer.template.loading': 'Loading templates…',
  'composer.template.none': 'No templates yet',
  'composer.template.choose': 'Choose a template…',
  'composer.template.inactive': '{name} (inactive)',
  'composer.template.create': 'Write the message below, or {link} to reuse.',
  'composer.template.createLink': 'create a template',
  'composer.template.copies': 'Copies the template’s words in; edit them freely, the template itself stays as it is.',

  // Test two versions (A/B)
  'composer.ab.label': 'Test two versions (A/B)',
  'composer.ab.hint': 'Send a second version to some of those messaged and see which brings more people back.',

  // The audience
  'composer.audience.title': 'Audience',
  'composer.audience.description': 'Choose who receives this campaign.',
  'composer.audience.all': 'All opted-in customers',
  'composer.audience.allHint': 'Everyone who agreed to hear from you on this channel',
  'composer.audience.segment': 'A segment',
  'composer.audience.segmentHint': 'Only customers who match the rules below',
  'composer.audience.minVisits': 'Min visits',
  'composer.audience.maxVisits': 'Max visits',
  'composer.audience.minPoints': 'Min points',
  'composer.audience.maxPoints': 'Max points',
  'composer.audience.any': 'Any',
  'composer.audience.joinedFrom': 'Joined from',
  'composer.audience.joinedTo': 'Joined to',
  'composer.audience.birthdayMonth': 'Birthday month',
  'composer.audience.anyMonth': 'Any month',
  'composer.audience.program': 'Program',
  'composer.audience.anyProgram': 'Any program',
  'composer.audience.lastVisit': 'Last visit more than … days ago',
  'composer.audience.lastVisitPlaceholder': 'e.g. 30',
  'composer.audience.overdueByRhythm': 'Overdue by their own rhythm',
  'composer.audience.overdueByRhythmHint':
    'Customers past the usual gap between their visits, give or take, as their page shows it (from 4 visit days; kept every night).',

  // The live count under the audience
  'composer.count.fixRules': 'Fix the rules above to see who will receive it.',
  'composer.count.counting': 'Counting…',
  'composer.count.countingLabel': 'Counting',
  'composer.count.neverEmail':
    'Customers without an email address, or who unsubscribed or opted out of email, are never counted or sent to.',
  'composer.count.neverSms':
    'Customers without a mobile number, or who unsubscribed or opted out of SMS, are never counted or sent to.',

  // The control group and the split
  'composer.control.title': 'Control group',
  'composer.control.titleSplit': 'Control group and split',
  'composer.control.description':
    'Keep a few customers back: comparing them with those messaged shows how many came back because of this campaign, not anyway.',
  'composer.control.keep': 'Keep a control group',
  'composer.control.keepHint':
    'They get nothing and cost nothing. Who is kept back is drawn at random for this campaign.',
  'composer.control.share': 'Control group (%)',
  'composer.control.variantBShare': 'Version B (%)',
  'composer.control.split': 'Version B gets {b}% of those messaged, version A {a}%.',
  'composer.control.splitHint': 'The share of those messaged who get version B.',
  'composer.control.window': 'Window (days)',
  'composer.control.windowHint': 'Days after the send in which a visit counts as coming back.',

  // Ready to send?
  'composer.ready.title': 'Ready to send?',
  'composer.ready.goesTo':
    '{count, plural, one {It goes to {n} customer, now or at a time you choose.} other {It goes to {n} customers, now or at a time you choose.}}',
  'composer.ready.goesToAudience': 'It goes to the customers in this audience, now or at a time you choose.',
  'composer.ready.savedFirst': 'Your changes are saved first.',
  'composer.ready.postalAddress':
    'Add your business postal address before sending: the law requires it in every marketing email.',
  'composer.ready.postalAddressLink': 'Add it in Settings',
  'composer.action.sendTest': 'Send test',
  'composer.action.schedule': 'Schedule',
  'composer.action.sendNow': 'Send now',

  // Send now
  'composer.send.title': 'Send campaign now?',
  'composer.send.message':
    '“{name}” goes to {who} right away. You can stop it while it is sending, but messages already sent cannot be taken back.',
  'composer.send.messageHeld':
    '“{name}” goes to {who}. You can stop it while it is sending, but messages already sent cannot be taken back.',
  'composer.send.who': '{count, plural, one {{n} customer} other {{n} customers}}',
  'composer.send.whoAudience': 'the customers in this audience',
  'composer.send.quietHold': 'It goes out at {time} ({zone}), when your quiet hours end.',
  'composer.send.confirm': '{count, plural, one {Send to {n} customer} other {Send to {n} customers}}',

  // Delete the draft
  'composer.delete.title': 'Delete draft?',
  'composer.delete.message': '“{name}” will be deleted. This cannot be undone.',
  'composer.delete.busy': 'Deleting...',

  // Schedule
  'composer.schedule.title': 'Schedule campaign',
  'composer.schedule.goesTo':
    '{count, plural, one {It goes to {n} customer at the time you choose.} other {It goes to {n} customers at the time you choose.}}',
  'composer.schedule.goesToAudience': 'It goes to the customers in this audience at the time you choose.',
  'composer.schedule.date': 'Date',
  'composer.schedule.time': 'Time',
  'composer.schedule.zone': 'Times are in {zone}',
  'composer.schedule.busy': 'Scheduling...',

  // Send test
  'composer.test.descriptionEmail':
    'The draft is saved first; the test shows the placeholders filled in as a customer would see them. It is charged like any email on your plan.',
  'composer.test.descriptionSms':
    'The draft is saved first; the test shows the placeholders filled in as a customer would see them. It is charged like any SMS (per segment) on your plan.',
  'composer.test.version': 'Version to test',
  'composer.test.form': 'Send the test',

  // Where tests go: the verified numbers and addresses, adding one, its code
  'composer.recipients.sendTo': 'Send to',
  'composer.recipients.yourAccount': 'Your account',
  'composer.recipients.verified': 'Verified',
  'composer.recipients.noNumbers': 'No verified numbers yet',
  'composer.recipients.noAddresses': 'No verified addresses yet',
  'composer.recipients.noNumbersHint':
    'Add your own mobile: we text it a 6-digit code, and tests can go there once you enter it.',
  'composer.recipients.noAddressesHint':
    'Add your own address: we email it a 6-digit code, and tests can go there once you enter it.',
  'composer.recipients.waiting': 'Waiting for a code',
  'composer.recipients.enterCode': 'Enter code',
  'composer.recipients.remove': 'Remove {address}',
  'composer.recipients.removed': 'Test recipient removed',
  'composer.recipients.loading': 'Loading test recipients',
  'composer.recipients.loadFailed': 'Could not load your test numbers.',
  'composer.recipients.addNumber': 'Add a number',
  'composer.recipients.addEmail': 'Add an email',
  'composer.recipients.addNumberHint': 'We text it a 6-digit code. Tests go only to numbers you have verified.',
  'composer.recipients.addEmailHint': 'We email it a 6-digit code. Tests go only to addresses you have verified.',
  'composer.recipients.mobile': 'Mobile number',
  'composer.recipients.mobilePlaceholder': '(555) 123-4567',
  'composer.recipients.email': 'Email address',
  'composer.recipients.emailPlaceholder': 'you@example.com',
  'composer.recipients.sendCode': 'Send code',
  'composer.recipients.sendingCode': 'Sending code...',
  'composer.recipients.codeTitle': 'Enter the code',
  'composer.recipients.codeTexted': 'We texted a 6-digit code to {address}. It works for 10 minutes.',
  'composer.recipients.codeEmailed': 'We emailed a 6-digit code to {address}. It works for 10 minutes.',
  'composer.recipients.code': '6-digit code',
  'composer.recipients.newCode': 'Send a new code',
  'composer.recipients.verify': 'Verify',
  'composer.recipients.verifying': 'Verifying...',

  // The contracts' and the server's messages, word for word (composer-refusals.ts)
  'composer.refusal.network': 'Unable to reach the server. Please check your connection and try again.',
  'composer.refusal.unexpected': 'The server sent an unexpected response. Please try again.',
  'composer.refusal.accessEnded': 'Your access to this team has ended',
  'composer.refusal.notFound': 'Campaign not found',
  'composer.refusal.nameRequired': 'Campaign name is required',
  'composer.refusal.nameTooLong': 'Name must be at most 100 characters',
  'composer.refusal.subjectTooLong': 'Subject must be at most 200 characters',
  'composer.refusal.emailBodyTooLong': 'Message must be at most 20,000 characters',
  'composer.refusal.smsBodyTooLong': 'Message must be at most 1,600 characters',
  'composer.refusal.channelRequired': 'Choose email or SMS',
  'composer.refusal.onlyDraftEditable': 'Only a draft campaign can be changed',
  'composer.refusal.onlyDraftDeletable': 'Only a draft or cancelled campaign can be deleted',
  'composer.refusal.messageRequired': 'Write the message before sending',
  'composer.refusal.subjectRequired': 'Add a subject before sending',
  'composer.refusal.noRecipients': 'No customers match this audience: nobody would receive it',
  'composer.refusal.chooseDateTime': 'Choose a date and time',
  'composer.refusal.scheduleInPast': 'Choose a time in the future',
  'composer.refusal.scheduleTooFar': 'Campaigns can be scheduled up to a year ahead',
  'composer.refusal.postalAddress':
    'Add your business postal address in Settings before sending marketing email: the law requires it in every one.',
  'composer.refusal.campaignNotCovered':
    '{count, plural, one {This campaign would go to {n} customer, but your plan and credits cover only {limit} of them. Upgrade your plan or add credits, or narrow the audience.} other {This campaign would go to {n} customers, but your plan and credits cover only {limit} of them. Upgrade your plan or add credits, or narrow the audience.}}',
  'composer.refusal.testNotCovered':
    'Your plan and credits do not cover this test. Upgrade your plan or add credits to send more.',
  'composer.refusal.testEmailRequired': 'Enter an email address for the test',
  'composer.refusal.testPhoneRequired': 'Enter a mobile number for the test',
  'composer.refusal.tooManyTests':
    'You have sent 10 tests in the last 10 minutes. Wait a few minutes before sending another.',
  'composer.refusal.unknownProgram': 'That program does not exist',
  'composer.refusal.minVisitsWhole': 'Minimum visits must be a whole number',
  'composer.refusal.minVisitsNegative': 'Minimum visits cannot be negative',
  'composer.refusal.minVisitsTooLarge': 'Minimum visits is too large',
  'composer.refusal.maxVisitsWhole': 'Maximum visits must be a whole number',
  'composer.refusal.maxVisitsNegative': 'Maximum visits cannot be negative',
  'composer.refusal.maxVisitsTooLarge': 'Maximum visits is too large',
  'composer.refusal.minPointsWhole': 'Minimum points must be a whole number',
  'composer.refusal.minPointsNegative': 'Minimum points cannot be negative',
  'composer.refusal.minPointsTooLarge': 'Minimum points is too large',
  'composer.refusal.maxPointsWhole': 'Maximum points must be a whole number',
  'composer.refusal.maxPointsNegative': 'Maximum points cannot be negative',
  'composer.refusal.maxPointsTooLarge': 'Maximum points is too large',
  'composer.refusal.visitsRange': 'Minimum visits cannot be more than maximum visits',
  'composer.refusal.pointsRange': 'Minimum points cannot be more than maximum points',
  'composer.refusal.joinedFromDate': 'Joined from must be a date (YYYY-MM-DD)',
  'composer.refusal.joinedToDate': 'Joined to must be a date (YYYY-MM-DD)',
  'composer.refusal.joinedRange': 'Joined from must be on or before joined to',
  'composer.refusal.birthdayMonth': 'Birthday month must be 1 to 12',
  'composer.refusal.daysWhole': 'Days must be a whole number',
  'composer.refusal.daysMin': 'Days must be at least 1',
  'composer.refusal.daysMax': 'Days must be at most 3,650',
  'composer.refusal.controlShare': 'Control group must be a whole percentage from 0% to 50%',
  'composer.refusal.allInControl':
    'Everyone in this audience falls in the control group: nobody would receive it. Lower the control group or widen the audience',
  'composer.refusal.outcomeWindow': 'Results window must be a whole number of days from 1 to 90',
  'composer.refusal.variantBShare': 'Version B must get a whole percentage from 1% to 99% of those messaged',
  'composer.refusal.variantBBody': "Write version B's message, or turn off the A/B test",
  'composer.refusal.variantBSubject': "Add version B's subject, or turn off the A/B test",
  'composer.refusal.noVariantB': 'This campaign has no version B: turn on “Test two versions (A/B)” to write one',
  'composer.refusal.recipientNotFound': 'Test recipient not found',
  'composer.refusal.addressRequired': 'Enter a number or an email address',
  'composer.refusal.addressTooLong': 'That is too long for a number or an email address',
  'composer.refusal.phoneRequired': 'Enter a mobile number, e.g. (555) 123-4567',
  'composer.refusal.emailRequired': 'Enter an email address, e.g. you@example.com',
  'composer.refusal.verifyPhoneFirst': 'Verify this number first: we text it a code.',
  'composer.refusal.verifyEmailFirst': 'Verify this email address first: we email it a code.',
  'composer.refusal.codeFormat': 'Enter the 6-digit code',
  'composer.refusal.codeWrong': 'That code is not right. Check the message and try again.',
  'composer.refusal.codeVoid': 'That code has expired or was tried too many times. Send a new code.',
  'composer.refusal.optedOut':
    'This number asked you to stop texting it. It can receive tests again once it texts START to your number.',
  'composer.refusal.unsubscribed': 'This address unsubscribed from your emails, so tests cannot go to it.',
  'composer.refusal.tooManyCodes': 'You have sent 5 codes in the last hour. Wait a while before sending another.',
  'composer.refusal.tooManyCodesToAddress':
    'This address got 3 codes in the last hour. Wait a while before sending another.',
  'composer.refusal.removedWhileSending': 'The test recipient was removed while its code was being sent.',
  // The answers to adding and verifying a test recipient
  'composer.refusal.codeSentSms': 'Code sent: check the text message',
  'composer.refusal.codeSentEmail': 'Code sent: check the inbox',
  'composer.refusal.alreadyVerified': 'Already verified: pick it from the list',
  'composer.refusal.nowVerified': 'Verified: tests can go here now',
} as const;
