/**
 * The owner's app: /settings: the Settings page and its own cards (branding, tracking, sending, money, country, opt-outs, sign-up limit, e-mail configuration, data export, closing the business).
 * The server's and the contracts' English is repeated word for word where the screen translates it (see
 * web/src/features/settings/settings-refusals.ts, branding/brand-refusals.ts, data-export/data-export-refusals.ts and
 * closing/closing-refusals.ts).
 */
export const settingsEn = {
  // What several cards say
  'settings.saving': 'Saving...',
  'settings.cancel': 'Cancel',
  'settings.remove': 'Remove',
  'settings.tryAgain': 'Try again',
  'settings.unreachable': "We couldn't reach the server. Check your connection and try again.",
  'settings.network': 'Unable to reach the server. Please check your connection and try again.',
  'settings.somethingWrong': 'Something went wrong. Please try again.',
  'settings.checkForm': 'Check the form and try again',
  'settings.unsavable': 'Remove the unsupported character and try again',
  'settings.adminOnly': 'Only the team admin can do this',
  'settings.teamAdminOnly': 'Only the team admin can change settings',
  'settings.accessEnded': 'Your access to this team has ended',
  'settings.businessNotFound': 'Business not found',
  'settings.closed': 'This business is closed. A team admin can reopen it from the app until it is deleted.',
  'settings.suspended': 'This account is suspended. Contact support to reactivate it.',
  'settings.emailTooLong': 'Email must be at most 254 characters',

  // The page
  'settings.title': 'Settings',
  'settings.description':
    'Your brand, email tracking, the rules your messages follow, email delivery, and a copy of all your data.',
  'settings.viewOnly.lead': 'View only.',
  'settings.viewOnly.text': 'Only your team admin can change these settings; ask them if something needs to change.',
  'settings.loading': 'Loading settings',
  'settings.loadFailed': 'Failed to load settings',

  // Brand
  'settings.brand.title': 'Brand',
  'settings.brand.description':
    'How customers see you: on your sign-up form and portal, in your emails and texts, on your printed QR signs and wallet cards.',
  'settings.brand.loading': 'Loading your brand',
  'settings.brand.loadFailed': 'Failed to load your brand',
  'settings.brand.whiteLabelOn': 'White-label is on.',
  'settings.brand.whiteLabelOnText':
    'Customers see only your brand: no "Powered by Regulars" on your pages, emails or signs.',
  'settings.brand.whiteLabelOff':
    'Customers see your name and logo, with a small "Powered by Regulars" at the bottom of your pages, emails and signs. Plans with white-label leave it out.',
  'settings.brand.comparePlans': 'Compare plans',
  'settings.brand.nameTitle': 'Display name',
  'settings.brand.nameDescription':
    'The name customers see instead of your company name, if they know you by another one.',
  'settings.brand.name': 'Name customers see',
  'settings.brand.nameHint': 'Optional. Leave empty to use your company name, {companyName}.',
  'settings.brand.saveName': 'Save name',
  'settings.brand.nameSaved': 'Display name saved',
  'settings.brand.nameCleared': 'Display name removed: customers see your company name',
  'settings.brand.nameFailed': 'Failed to save the display name',
  'settings.brand.nameTooLong': 'Keep the display name to 60 characters or fewer',
  'settings.brand.nameInvalid': 'Enter the name as text',
  'settings.brand.checkName': 'Check the display name field and try again',
  'settings.brand.colorTitle': 'Brand colour',
  'settings.brand.colorDescription':
    'The band of your sign-up form and portal, the header of your QR signs and the accents of your emails. Text on it stays readable whatever you pick.',
  'settings.brand.color': 'Colour',
  'settings.brand.hex': 'Hex code',
  'settings.brand.resetColor': 'Reset to default',
  'settings.brand.saveColor': 'Save colour',
  'settings.brand.signsSwatch': 'QR signs and emails',
  'settings.brand.pagesSwatch': 'Sign-up form and portal',
  'settings.brand.contrastTitle': 'White text is hard to read on this colour',
  'settings.brand.contrast':
    'Customers will see {adjusted} instead on your sign-up form, portal and unsubscribe page, so their white text stays readable (this colour gives {contrast}:1; {minimum}:1 is the minimum). Your QR signs and emails keep {color}, their text turning dark where that reads better.',
  'settings.brand.colorSaved': 'Brand colour saved',
  'settings.brand.colorReset': 'Brand colour reset to the default',
  'settings.brand.colorFailed': 'Failed to save the brand colour',
  'settings.brand.colorInvalid': 'Choose a colour such as #4f46e5',
  'settings.brand.logoTitle': 'Logo',
  'settings.brand.logoDescription':
    'Shown on your sign-up form and portal, your printed QR signs and at the top of your emails. A PNG or JPEG of at most 256 KB; we scale a large one down to 1024 pixels. A wide logo on a transparent background looks best.',
  'settings.brand.logoAlt': 'Your logo',
  'settings.brand.logoSize': '{width} × {height} pixels',
  'settings.brand.noLogo': 'No logo yet',
  'settings.brand.noLogoHint': "Until you add one, signs show your business's first letter.",
  'settings.brand.logoFile': 'Logo file',
  'settings.brand.uploading': 'Uploading...',
  'settings.brand.replaceLogo': 'Replace logo',
  'settings.brand.uploadLogo': 'Upload logo',
  'settings.brand.logoUploaded': 'Logo uploaded',
  'settings.brand.logoRemoved': 'Logo removed',
  'settings.brand.logoFailed': 'Failed to upload the logo',
  'settings.brand.removeFailed': 'Failed to remove the logo',
  'settings.brand.notImage': 'Upload a PNG or JPEG image',
  'settings.brand.tooLarge': 'The logo must be at most 256 KB',
  'settings.brand.tooManyPixels': 'The logo must be at most 4000 × 4000 pixels',

  // Email tracking
  'settings.tracking.title': 'Email tracking',
  'settings.tracking.description': 'See which customers open the emails you send them.',
  'settings.tracking.label': 'Track email opens',
  'settings.tracking.hint':
    'Adds an invisible 1×1 image to each email. When a customer opens it, the message shows as “Opened” in Communication History and counts toward your open rate. Some mail apps open every message automatically, so treat the numbers as a guide.',
  'settings.tracking.updated': 'Email tracking setting updated',
  'settings.tracking.failed': 'Failed to update tracking setting',

  // Sending & compliance
  'settings.sending.title': 'Sending & compliance',
  'settings.sending.description':
    'What the law and your customers expect of every message you send. We apply these for you.',
  'settings.sending.form': 'Sending and compliance',
  'settings.sending.addressTitle': 'Postal address',
  'settings.sending.addressDescription':
    "Anti-spam laws (such as CAN-SPAM in the US) require a physical address in every marketing email. We add it to the footer for you; marketing email can't go out until it's set.",
  'settings.sending.address': 'Business postal address',
  'settings.sending.addressPlaceholder': '12 Harbour Street\nPortland, ME 04101',
  'settings.sending.helpTitle': 'Contact for HELP replies',
  'settings.sending.helpDescription':
    'When a customer texts HELP, the automatic reply gives your business name and this contact, so they can reach a person.',
  'settings.sending.phone': 'Contact phone',
  'settings.sending.email': 'Contact email',
  'settings.sending.emailPlaceholder': 'hello@yourbusiness.com',
  'settings.sending.zoneTitle': 'Time zone',
  'settings.sending.zoneDescription': "Quiet hours and birthday messages follow your local time, not the server's.",
  'settings.sending.zone': 'Business time zone',
  'settings.sending.zoneProposed': 'Proposed from this browser. Save to keep it.',
  'settings.sending.zoneSearch': 'Type a city or region to search.',
  'settings.sending.quietTitle': 'Quiet hours for marketing texts',
  'settings.sending.quietDescription':
    'Promotional texts are never delivered at night: anything due in these hours waits until they end. Replies a customer asks for (HELP, STOP) still go out.',
  'settings.sending.quietFrom': 'From',
  'settings.sending.quietUntil': 'Until',
  'settings.sending.quietSummary': 'No marketing texts from {start} to {end}; they wait and go out at {end}.',
  'settings.sending.quietSummaryOvernight':
    'No marketing texts from {start} to {end} the next morning; they wait and go out at {end}.',
  'settings.sending.discard': 'Discard changes',
  'settings.sending.save': 'Save sending settings',
  'settings.sending.saved': 'Sending settings saved',
  'settings.sending.failed': 'Failed to save sending settings',
  'settings.sending.invalidPhone': 'Enter a valid contact phone number, e.g. +1 415 555 0100',
  'settings.sending.invalidEmail': 'Enter a valid contact email address',
  'settings.sending.zoneRequired': 'Choose your time zone',
  'settings.sending.invalidZone': 'Choose a time zone from the list (for example America/New_York)',
  'settings.sending.invalidTime': 'Use a 24-hour time such as 21:00',
  'settings.sending.quietSame': 'Quiet hours must start and end at different times',
  'settings.sending.addressTooLong': 'The postal address must be at most 500 characters',
  'settings.sending.phoneTooLong': 'The contact phone must be at most 40 characters',
  'settings.sending.checkAddress': 'Check the postal address field and try again',
  'settings.sending.checkPhone': 'Check the contact phone field and try again',
  'settings.sending.checkEmail': 'Check the contact email field and try again',
  'settings.sending.checkZone': 'Check the time zone field and try again',
  'settings.sending.checkQuietStart': 'Check the quiet hours start field and try again',
  'settings.sending.checkQuietEnd': 'Check the quiet hours end field and try again',

  // The time zone the business has not chosen yet
  'settings.zonePrompt.title': 'Which time zone is your business in?',
  'settings.zonePrompt.text':
    'Every time your screens show, your quiet hours and birthday messages follow it. This browser is in {zone}.',
  'settings.zonePrompt.use': 'Use {zone}',
  'settings.zonePrompt.another': 'Choose another',
  'settings.zonePrompt.failed': 'The time zone could not be saved',
  'settings.zonePrompt.chooseBelow': 'Choose it below and save the card.',
  'settings.zonePrompt.saved': 'Time zone set to {zone}',

  // Currency and language
  'settings.money.title': 'Currency and language',
  'settings.money.description': 'The currency purchases are recorded in, and how amounts are written.',
  'settings.money.currency': 'Currency',
  'settings.money.currencyHint': 'New purchases are recorded in it. Amounts already recorded keep theirs.',
  'settings.money.locale': 'Language and region',
  'settings.money.example': 'Amounts read like {example}',
  'settings.money.noExample': 'How amounts are written',
  'settings.money.save': 'Save currency and language',
  'settings.money.confirmTitle': 'Change the currency to {currency}?',
  'settings.money.confirmText':
    'Purchases already recorded keep their amounts in {from}; new purchases will be recorded in {to}. Nothing is converted, and analytics count only amounts in {to} from now on.',
  'settings.money.confirm': 'Change to {currency}',
  'settings.money.saved': 'Currency and language saved',
  'settings.money.failed': 'Failed to save the currency and language',
  'settings.money.invalidCurrency': 'Choose a currency from the list (for example EUR)',
  'settings.money.invalidLocale': 'Choose a language and region from the list (for example en-GB)',

  // Country
  'settings.country.title': 'Country',
  'settings.country.description': "Where your customers' phone numbers come from.",
  'settings.country.hint':
    "A number typed without a country code is read as this country's. Numbers from elsewhere need their code, like +1.",
  'settings.country.hintWithExample':
    "A number typed without a country code is read as this country's: {example}. Numbers from elsewhere need their code, like +1.",
  'settings.country.example': '{national} is {international}',
  'settings.country.save': 'Save country',
  'settings.country.saved': 'Country saved',
  'settings.country.failed': 'Failed to save the country',
  'settings.country.invalid': 'Choose a country from the list (for example GB)',

  // SMS opt-outs
  'settings.optOuts.title': 'SMS opt-outs',
  'settings.optOuts.description':
    'Numbers on this list never get a text from you: customers join it by texting STOP and leave it by texting START.',
  'settings.optOuts.add': 'Add number',
  'settings.optOuts.search': 'Search opted-out numbers',
  'settings.optOuts.searchPlaceholder': 'Search by phone number',
  'settings.optOuts.loading': 'Loading opted-out numbers',
  'settings.optOuts.loadFailed': 'Failed to load the opted-out numbers',
  'settings.optOuts.noMatches': 'No numbers match your search',
  'settings.optOuts.noMatchesHint': 'Try fewer digits, or clear the search to see every number.',
  'settings.optOuts.empty': 'No one has opted out',
  'settings.optOuts.emptyHint':
    'When a customer texts STOP, or asks to stop in their own words, their number shows up here.',
  'settings.optOuts.list': 'Opted-out numbers',
  'settings.optOuts.since': 'Since',
  'settings.optOuts.quote': '“{quote}”',
  'settings.optOuts.replied': 'Replied {keyword}',
  'settings.optOuts.ownWords': 'Asked to stop in their own words',
  'settings.optOuts.addedBy': 'Added by {who}',
  'settings.optOuts.addedByTeam': 'Added by your team',
  'settings.optOuts.removeNamed': 'Remove {phone}',
  'settings.optOuts.removeQuestion': 'Remove {phone}?',
  'settings.optOuts.removeText':
    'Your texts can reach this number again. Customers with this number stay opted out of SMS until they agree to texts again.',
  'settings.optOuts.removing': 'Removing...',
  'settings.optOuts.removed': 'Number removed from the list',
  'settings.optOuts.removeFailed': 'Failed to remove the number',
  'settings.optOuts.addForm': 'Add number to the opt-out list',
  'settings.optOuts.addTitle': 'Add a number',
  'settings.optOuts.addDescription':
    "For someone who asked you in person or by phone. They won't get any texts from you, and SMS is turned off for customers with this number.",
  'settings.optOuts.phone': 'Phone number',
  'settings.optOuts.phoneHint': 'Include the country code for numbers from abroad (e.g. +44).',
  'settings.optOuts.adding': 'Adding...',
  'settings.optOuts.added': 'Number added. It will not get any texts from you.',
  'settings.optOuts.addFailed': 'Failed to add the number',
  'settings.optOuts.invalidPhone': 'Enter a valid phone number',
  'settings.optOuts.checkPhone': 'Check the phone field and try again',
  'settings.optOuts.alreadyListed': 'This number is already on the list',
  'settings.optOuts.onlyCustomer': 'Only the customer can undo this: they text START to opt back in',
  'settings.optOuts.notFound': 'Number not found on the list',
  'settings.optOuts.notSaved': 'The number was not saved',

  // Sign-up form limit
  'settings.signupLimit.title': 'Sign-up form',
  'settings.signupLimit.description': 'How many guests can join through your QR codes each day.',
  'settings.signupLimit.groupTitle': 'Daily sign-up limit',
  'settings.signupLimit.groupDescription':
    "Each sign-up sends a welcome text from your plan and counts toward your customer limit. Past this many in a day (UTC), the form asks guests to have staff add them, and we email you, so junk sign-ups can't run up your bill.",
  'settings.signupLimit.label': 'Sign-ups per day',
  'settings.signupLimit.hint': 'From {min} to {max}.',
  'settings.signupLimit.todayOpen':
    '{count, plural, one {# guest signed up today} other {# guests signed up today}}, {left} more before the form closes for the day.',
  'settings.signupLimit.todayClosed':
    '{count, plural, one {# guest signed up today} other {# guests signed up today}}: the form is closed until midnight UTC. Raise the limit to open it again.',
  'settings.signupLimit.loadFailed': 'Failed to load the limit',
  'settings.signupLimit.save': 'Save limit',
  'settings.signupLimit.saved': 'Sign-up form limit saved',
  'settings.signupLimit.failed': 'Failed to save the sign-up form limit',
  'settings.signupLimit.invalid': 'Enter a whole number from 1 to 10,000',

  // Email configuration (SendGrid, deprecated)
  'settings.email.title': 'Email configuration',
  'settings.email.deprecated': 'Deprecated',
  'settings.email.description': 'Your own SendGrid account, kept for businesses that set one up earlier.',
  'settings.email.providersAll':
    "All email and SMS go through the platform's central providers: you don't need a SendGrid account to send messages. Fill this in only if you already use it.",
  'settings.email.providersNone':
    'No email or SMS provider is configured on this platform yet: your email and SMS messages are kept in the outbox and nobody receives them. Fill this in only if you already use SendGrid.',
  'settings.email.providersNoEmail':
    'No email provider is configured on this platform yet: your email messages are kept in the outbox and nobody receives them. Fill this in only if you already use SendGrid.',
  'settings.email.providersNoSms':
    'No SMS provider is configured on this platform yet: your SMS messages are kept in the outbox and nobody receives them. Fill this in only if you already use SendGrid.',
  'settings.email.apiKey': 'SendGrid API key',
  'settings.email.keyNotSet': 'Not set',
  'settings.email.keySaved': 'Saved',
  'settings.email.keySavedLast4': 'Saved •••• {last4}',
  'settings.email.keepKey': 'Leave blank to keep the saved key',
  'settings.email.keyPlaceholder': 'SG.…',
  'settings.email.keyHint': 'Stored encrypted and never shown again, not even to you.',
  'settings.email.fromEmail': 'From Email',
  'settings.email.fromEmailPlaceholder': 'hello@yourbusiness.com',
  'settings.email.fromName': 'From Name',
  'settings.email.fromNamePlaceholder': 'Your business',
  'settings.email.active': 'Use this configuration',
  'settings.email.activeHint': 'When on, your emails go out through your SendGrid account and sender.',
  'settings.email.save': 'Save',
  'settings.email.saved': 'Email configuration saved successfully',
  'settings.email.failed': 'Failed to save email configuration',
  'settings.email.required': 'From Email and From Name are required',
  'settings.email.invalidFromEmail': 'Please enter a valid From Email address',
  'settings.email.keySpaces': 'The API key cannot contain spaces',
  'settings.email.keyTooLong': 'The API key must be at most 500 characters',
  'settings.email.fromNameTooLong': 'From Name must be at most 200 characters',
  'settings.email.activeNeedsKey': 'Enter a SendGrid API key before turning this configuration on',
  'settings.email.checkApiKey': 'Check the API key field and try again',
  'settings.email.checkFromEmail': 'Check the from email field and try again',
  'settings.email.checkFromName': 'Check the from name field and try again',

  // Data
  'settings.data.title': 'Data',
  'settings.data.description': 'Take a copy of everything your business keeps on Regulars.',
  'settings.data.exportTitle': 'Export all data',
  'settings.data.what':
    'A ZIP of spreadsheet files (CSV): customers, consents, programs, the ledger, rewards, the messages log, campaigns and their results, QR codes and locations, with a README describing every column.',
  'settings.data.loading': 'Loading your exports',
  'settings.data.loadFailed': 'Your exports could not be loaded.',
  'settings.data.adminOnly': 'Only the team admin can export all data.',
  'settings.data.askAdmin': 'Ask them for a copy if you need one.',
  'settings.data.queued': 'Starting your export…',
  'settings.data.running': 'Building your export…',
  'settings.data.progress': 'Export progress',
  'settings.data.canLeave': "You can leave this page: we'll email you the link when it's ready.",
  'settings.data.readyLine': '{size} · Link valid until {date}',
  'settings.data.bytes': '{size} bytes',
  'settings.data.kilobytes': '{size} KB',
  'settings.data.megabytes': '{size} MB',
  'settings.data.gigabytes': '{size} GB',
  'settings.data.download': 'Download',
  'settings.data.starting': 'Starting…',
  'settings.data.again': 'Export again',
  'settings.data.lastFailed': 'The last export did not finish',
  'settings.data.empty':
    'No export yet. It takes a minute or less for most businesses; the download link works for 24 hours.',
  'settings.data.export': 'Export all data',
  'settings.data.startFailed': 'The export could not be started',
  'settings.data.failed': 'The export could not be finished. Try again; if it fails again, contact support.',
  'settings.data.stalled': 'The export stopped before it finished. Try again.',
  'settings.data.notFound': 'Export not found',

  // Closing the business
  'settings.close.title': 'Close business',
  'settings.close.description': 'Stop using Regulars and delete everything this business holds.',
  'settings.close.exportFirst':
    '{link} first: customers, their points and your message history cannot be recovered afterwards.',
  'settings.close.exportLink': 'Export all data',
  'settings.close.subscription': 'Your subscription is cancelled at once; nothing more is charged.',
  'settings.close.stops':
    'Your team, counters, API keys, sign-up forms and the customer portal stop working straight away. Messages and campaigns stop going out.',
  'settings.close.grace':
    '{days, plural, one {For # day you can reopen it from here. After that every customer, program and message is deleted for good.} other {For # days you can reopen it from here. After that every customer, program and message is deleted for good.}}',
  'settings.close.open': 'Close business…',
  'settings.close.dialogTitle': 'Close {name}?',
  'settings.close.dialogTitleUnnamed': 'Close this business?',
  'settings.close.dialogDescription':
    '{days, plural, one {Everyone on your team loses access now, and in # day everything is deleted.} other {Everyone on your team loses access now, and in # days everything is deleted.}}',
  'settings.close.exported': 'Have you exported your data?',
  'settings.close.downloadFirst':
    "Download everything first from {link}. Once the business is deleted, we can't get any of it back.",
  'settings.close.subscriptionNote':
    "Your subscription is cancelled at once. Reopening doesn't restore it: you pick a plan again.",
  'settings.close.stopsNote': 'Counters, API keys, the sign-up form and the customer portal stop working.',
  'settings.close.reopenNote':
    '{days, plural, one {A team admin can reopen the business within # day.} other {A team admin can reopen the business within # days.}}',
  'settings.close.typeName': 'Type {name} to confirm',
  'settings.close.keep': 'Keep business',
  'settings.close.closing': 'Closing…',
  'settings.close.confirm': 'Close business',
  'settings.close.failed': "We couldn't close the business",
  'settings.close.nameRequired': 'Type the business name to confirm',
  'settings.close.nameTooLong': 'That name is too long',
  'settings.close.wrongName': "That isn't the business's name. Type it exactly as shown to close the business.",
  'settings.close.alreadyClosed': 'This business is already closed.',
} as const;
