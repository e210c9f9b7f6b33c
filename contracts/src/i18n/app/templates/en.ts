/**
 * The owner's app: /sms-templates and /email-templates: the templates, their editors and the e-mail designer. The
 * placeholders a message holds ({firstName}, {business_name}…) are arguments here, filled with themselves: they stay
 * as typed in every language. The contracts' and the server's English is repeated word for word where the screen
 * translates it (see web/src/features/messaging/templates/template-refusals.ts).
 */
export const templatesEn = {
  // The two pages
  'templates.sms.title': 'SMS Templates',
  'templates.sms.description':
    'Texts sent on a trigger (welcome, rewards, birthdays …) and offered in the quick SMS from Customers.',
  'templates.sms.empty': 'No SMS templates yet',
  'templates.sms.emptyHint': 'Write a welcome text so every new customer hears from you the moment they join.',
  'templates.email.title': 'Email Templates',
  'templates.email.description': 'Emails sent on a trigger and offered in the quick email from Customers.',
  'templates.email.empty': 'No email templates yet',
  'templates.email.emptyHint': 'Start with a welcome or birthday email: customers who opted in get it automatically.',
  'templates.new': 'New template',
  'templates.loading': 'Loading templates',
  'templates.loadFailed': 'Templates could not be loaded',
  'templates.yourBusiness': 'Your business',
  'templates.activated': '{name} activated',
  'templates.deactivated': '{name} deactivated',

  // A template in the list
  'templates.card.active': 'Active',
  'templates.card.inactive': 'Inactive',
  'templates.card.edit': 'Edit',
  'templates.card.editNamed': 'Edit {name}',
  'templates.card.activate': 'Activate',
  'templates.card.activateNamed': 'Activate {name}',
  'templates.card.deactivate': 'Deactivate',
  'templates.card.deactivateNamed': 'Deactivate {name}',

  // When a template is sent: the select and the badges
  'templates.trigger.label': 'Trigger',
  'templates.trigger.welcome': 'Welcome',
  'templates.trigger.rewardEarned': 'Reward earned',
  'templates.trigger.pointsMilestone': 'Points milestone',
  'templates.trigger.birthday': 'Birthday',
  'templates.trigger.custom': 'Custom',
  'templates.trigger.promotional': 'Promotional',
  'templates.trigger.reward': 'Reward',
  'templates.trigger.pointsExpiring': 'Points expiring',
  'templates.trigger.statusUp': 'Moved up a tier',
  'templates.trigger.referralReferrer': 'Referral: their friend qualified',
  'templates.trigger.referralFriend': 'Referral: joined through a friend',

  // The editors
  'templates.editor.editTitle': 'Edit “{name}”',
  'templates.editor.cancel': 'Cancel',
  'templates.editor.saving': 'Saving...',
  'templates.editor.create': 'Create template',
  'templates.editor.save': 'Save changes',
  'templates.editor.name': 'Name',
  'templates.editor.created': 'Template created successfully',
  'templates.editor.updated': 'Template updated successfully',
  'templates.sms.newTitle': 'New SMS template',
  'templates.sms.namePlaceholder': 'e.g. Welcome message',
  'templates.sms.message': 'Message',
  'templates.sms.messagePlaceholder': 'Hi {firstName}, thanks for joining {business_name}! You have {points} points.',
  'templates.email.newTitle': 'New email template',
  'templates.email.namePlaceholder': 'e.g. Birthday treat',
  'templates.email.subject': 'Subject',
  'templates.email.subjectPlaceholder': 'A treat for you, {firstName}',
  'templates.email.body': 'Body',
  'templates.email.bodyPlaceholder': 'Hi {firstName},\n\nThanks for being a regular at {business_name}.',
  'templates.email.bodyHint':
    'Plain text, or HTML for formatting, links and images. Scripts and unsafe code are removed when you save.',

  // Placeholders: the chips, what each becomes, and the notes under a message
  'templates.placeholders.insert': 'Insert a placeholder',
  'templates.placeholders.insertNamed': 'Insert {token}: {hint}',
  'templates.hint.businessName': 'Your business name',
  'templates.hint.name': "The customer's full name",
  'templates.hint.firstName': "The customer's first name",
  'templates.hint.lastName': "The customer's last name",
  'templates.hint.points': "The customer's points balance",
  'templates.hint.email': "The customer's email address",
  'templates.hint.reward':
    'The reward just earned (reward and referral messages; on moving up, what the tier unlocked)',
  'templates.hint.milestone': 'The points milestone reached (milestone messages)',
  'templates.hint.expiringPoints': 'Points about to lapse (expiry notices)',
  'templates.hint.expiryDate': 'The date they lapse (expiry notices)',
  'templates.hint.tier': 'The status tier reached (moved-up messages)',
  'templates.hint.friendName': "The friend's first name (referral messages to the inviter)",
  'templates.hint.referrerName': "The inviter's first name (referral messages to the friend)",
  'templates.hint.walletLink':
    'A link to add their card to Apple or Google Wallet (the sentence is left out when no wallet is set up)',
  'templates.hint.referralLink':
    "The customer's link to invite friends (the sentence is left out while refer-a-friend is off)",
  'templates.placeholders.unknown':
    '{count, plural, one {Unknown placeholder {tokens} will be sent as typed.} other {Unknown placeholders {tokens} will be sent as typed.}}',
  'templates.placeholders.walletNotice':
    '{token} is not filled in campaigns: the sentence holding it is left out of every message.',
  'templates.placeholders.referralNotice':
    'Refer a friend is off: the sentence holding {token} is left out of every message.',

  // The live preview, for the sample customer
  'templates.preview.title': 'Preview',
  'templates.preview.for': '{count, plural, one {For {name} · {points} point} other {For {name} · {points} points}}',
  'templates.preview.smsEmpty': 'Your message appears here as you type.',
  'templates.preview.emailEmpty': 'Your email appears here as you type.',
  'templates.preview.from': 'From',
  'templates.preview.to': 'To',
  'templates.preview.subject': 'Subject',
  'templates.preview.noSubject': '(no subject)',
  'templates.preview.frame': 'Email preview',
  'templates.preview.designEmpty': 'Your email appears here.',
  'templates.preview.failed': 'The preview could not be loaded.',
  'templates.preview.stale': 'The preview updates when every block is filled in.',
  'templates.sample.reward': 'Free coffee',
  'templates.sample.tier': 'Gold',

  // The SMS counter
  'templates.counter.characters': '{count, plural, one {{characters} character} other {{characters} characters}}',
  'templates.counter.segments': '{count, plural, one {# SMS} other {# SMS parts}}',
  'templates.counter.perSms': '{encoding} ({perSegment} per SMS)',
  'templates.counter.perPart': '{encoding} ({perSegment} per part)',
  'templates.counter.long': 'Messages over 160 characters are sent as multiple SMS',
  'templates.counter.quoted': '“{character}”',
  'templates.counter.unicode':
    '{count, plural, one {{characters} is not in the GSM alphabet, so the whole message is sent as Unicode: 70 characters per SMS, 67 per part.} other {{characters} are not in the GSM alphabet, so the whole message is sent as Unicode: 70 characters per SMS, 67 per part.}}',

  // The e-mail's body: the visual editor or the HTML box
  'templates.body.chooseEditor': 'Choose the editor',
  'templates.body.visual': 'Visual editor',
  'templates.body.html': 'HTML or text',
  'templates.body.toHtmlTitle': 'Edit this email as HTML?',
  'templates.body.toHtmlMessage':
    "Your blocks become HTML you can change by hand. The visual editor can't read HTML back: to use blocks again you start a new design.",
  'templates.body.toHtmlConfirm': 'Edit as HTML',
  'templates.body.toHtmlBusy': 'Converting...',
  'templates.body.toVisualTitle': 'Start a new design with blocks?',
  'templates.body.toVisualMessage':
    'The visual editor starts from a fresh design. What you wrote in the HTML box is replaced when you save with blocks.',
  'templates.body.toVisualConfirm': 'Use the visual editor',
  'templates.body.toVisualBusy': 'Switching...',

  // The visual editor: the colour and logo, the blocks
  'templates.design.colour': 'Colour',
  'templates.design.pickColour': 'Pick the colour',
  'templates.design.showLogo': 'Show your logo at the top',
  'templates.design.addLogo': 'Add your logo in {settings} to show it at the top of your emails.',
  'templates.design.settings': 'Settings',
  'templates.design.colourHint': 'Headings, buttons and dividers take this colour.',
  'templates.design.blocks': 'Blocks',
  'templates.design.noBlocks': 'Your email has no blocks yet. Add a heading, some text or a button below.',
  'templates.design.addBlock': 'Add a block',
  'templates.design.full': 'An email can hold at most {count, plural, one {# block} other {# blocks}}.',
  'templates.block.heading': 'Heading',
  'templates.block.text': 'Text',
  'templates.block.image': 'Image',
  'templates.block.button': 'Button',
  'templates.block.divider': 'Divider',
  'templates.block.named':
    '{type, select, heading {Heading block} text {Text block} image {Image block} button {Button block} other {Divider block}}',
  'templates.block.add':
    '{type, select, heading {Add heading} text {Add text} image {Add image} button {Add button} other {Add divider}}',
  'templates.block.moveUp':
    '{type, select, heading {Move heading up} text {Move text up} image {Move image up} button {Move button up} other {Move divider up}}',
  'templates.block.moveDown':
    '{type, select, heading {Move heading down} text {Move text down} image {Move image down} button {Move button down} other {Move divider down}}',
  'templates.block.remove':
    '{type, select, heading {Remove heading} text {Remove text} image {Remove image} button {Remove button} other {Remove divider}}',
  'templates.block.headingPlaceholder': 'Double stamps this week',
  'templates.block.textPlaceholder': 'Write a paragraph. Press Enter for a new line.',
  'templates.block.imageAddress': 'Image address',
  'templates.block.imageDescription': 'Description',
  'templates.block.imageDescriptionPlaceholder': 'A latte with heart art',
  'templates.block.imageDescriptionHint': 'Read aloud, and shown when images are off.',
  'templates.block.buttonLabel': 'Button label',
  'templates.block.buttonLabelPlaceholder': 'See the menu',
  'templates.block.buttonLink': 'Button link',
  'templates.block.dividerHint': 'A line across the email, in your colour.',
  'templates.block.newHeading': 'A heading',
  'templates.block.newButton': 'Visit us',

  // The contracts' checks and the server's refusals, word for word
  'templates.refusal.smsRequired': 'Name and message are required',
  'templates.refusal.emailRequired': 'Name, subject, and body are required',
  'templates.refusal.triggerRequired': 'Please choose a trigger',
  'templates.refusal.nameTooLong': 'Name must be at most 100 characters',
  'templates.refusal.messageTooLong': 'Message must be at most 1,600 characters',
  'templates.refusal.subjectTooLong': 'Subject must be at most 200 characters',
  'templates.refusal.bodyTooLong': 'Body must be at most 20,000 characters',
  'templates.refusal.headingRequired': 'Write the heading, or remove the block',
  'templates.refusal.textRequired': 'Write the text, or remove the block',
  'templates.refusal.imageUrl': 'Give the image as an https:// address (for example https://example.com/photo.jpg)',
  'templates.refusal.buttonLabel': 'Give the button a label',
  'templates.refusal.buttonUrl': 'Give the button a web address starting with https:// or http://',
  'templates.refusal.noBlocks': 'Add at least one block to the email',
  'templates.refusal.tooManyBlocks': 'An email can hold at most 40 blocks',
  'templates.refusal.headingTooLong': 'A heading must be at most 200 characters',
  'templates.refusal.textTooLong': 'A text block must be at most 5,000 characters',
  'templates.refusal.buttonLabelTooLong': 'A button label must be at most 60 characters',
  'templates.refusal.descriptionTooLong': 'Image descriptions must be at most 200 characters',
  'templates.refusal.colour': 'Choose a colour such as #4f46e5',
  'templates.refusal.checkForm': 'Check the form and try again',
  'templates.refusal.notFound': 'Template not found',
  'templates.refusal.saveFailed': 'Failed to save template',
  'templates.refusal.toggleFailed': 'Failed to toggle template',
  'templates.refusal.toHtmlFailed': 'The blocks could not be turned into HTML. Please try again.',
  'templates.refusal.suspended': 'This account is suspended. Contact support to reactivate it.',
  'templates.refusal.closed': 'This business is closed. A team admin can reopen it from the app until it is deleted.',
  'templates.refusal.accessEnded': 'Your access to this team has ended',
  'templates.refusal.network': 'Unable to reach the server. Please check your connection and try again.',
  'templates.refusal.unexpected': 'The server sent an unexpected response. Please try again.',
  'templates.refusal.somethingWrong': 'Something went wrong. Please try again.',
} as const;
