/**
 * The owner's app: /campaigns: the automations that send on their own (birthday, win-back) and their lift. The
 * server's and the contracts' English is repeated word for word where the screen translates it (see
 * web/src/features/automations/automation-refusals.ts).
 */
export const automationsEn = {
  // The panel
  'automations.title': 'Automations',
  'automations.description': 'Messages that go out on their own, at the right moment for each customer.',
  'automations.loading': 'Loading automations',
  'automations.loadFailed': 'Failed to load automations. Check your connection and try again.',
  'automations.tryAgain': 'Try Again',
  'automations.viewOnly.lead': 'View only.',
  'automations.viewOnly.text': 'Only your team admin can change automations; ask them if something needs to change.',
  'automations.saved': 'Automation saved',
  'automations.saveFailed': 'Failed to save automation',
  'automations.addressNote': 'Emails need your postal address: {link}.',
  'automations.addressNote.link': 'add it in Settings',
  'automations.smsTemplates': 'SMS templates',
  'automations.emailTemplates': 'Email templates',

  // An automation's row
  'automations.row.on': 'On',
  'automations.row.off': 'Off',
  'automations.row.sends': 'What {title} sends',
  'automations.row.sms': 'SMS:',
  'automations.row.email': 'Email:',
  'automations.row.notUsed': 'not used',
  'automations.row.switchedOff': '(switched off)',
  'automations.row.editSettings': 'Edit settings',
  'automations.row.editNamed': 'Edit {title} settings',
  'automations.row.sentNone': 'Nothing sent in the last {days} days',
  'automations.row.sent': 'Sent {count} in the last {days} days',
  'automations.row.control': 'Control group: {share}',

  // Win-back
  'automations.winBack.title': 'Win-back',
  'automations.winBack.pitch': "Bring back customers who haven't visited in {days, plural, one {# day} other {# days}}",
  'automations.winBack.pitchLine': '{pitch}, once per absence.',
  // A cause is said inside the campaigns' lift sentence ('came back because of {cause}'): each language writes it to
  // fit the words around it there (French 'grâce à', German 'wegen' with the genitive, Portuguese 'por causa de').
  'automations.winBack.cause': 'win-back',
  'automations.winBack.switchedOn': 'Win-back switched on',
  'automations.winBack.switchedOff': 'Win-back switched off',
  'automations.winBack.onNoteNone':
    'Customers get your message once they reach {days, plural, one {# day} other {# days}} without a visit.',
  'automations.winBack.onNote':
    '{lapsed, plural, one {# customer} other {# customers}} past {days, plural, one {# day} other {# days}} without a visit get your message within the hour (once per absence).',
  'automations.winBack.pitchRhythm': 'Bring back customers once they are overdue by their own rhythm',
  'automations.winBack.onNoteRhythmNone':
    'Customers get your message once they are overdue by their own rhythm (after {days, plural, one {# day} other {# days}} without a visit for those with fewer than 4 visit days).',
  'automations.winBack.onNoteRhythm':
    '{lapsed, plural, one {# customer overdue by their own rhythm gets} other {# customers overdue by their own rhythm get}} your message within the hour (once per absence).',
  'automations.winBack.byRhythm': "Time it by each customer's own rhythm",
  'automations.winBack.byRhythmHint':
    'A weekly regular gets it after about a week without a visit, a monthly one after about a month. Customers with fewer than 4 visit days get it after the days above.',
  'automations.winBack.messageOff': 'Its message is switched off, so nothing is sent. Choose another in its settings.',
  'automations.winBack.settings': 'Win-back settings',
  'automations.winBack.settingsDescription':
    'A customer who stops visiting gets your message once. If they come back and drift away again, they get it again.',
  'automations.winBack.days': 'Days without a visit',
  'automations.winBack.daysHint': 'Between {min} and {max}. {days} days suits most cafés and salons.',
  'automations.winBack.sms': 'SMS message',
  'automations.winBack.smsHint': 'To customers who agreed to texts. Never delivered during your quiet hours.',
  'automations.winBack.email': 'Email message',
  'automations.winBack.emailHint': 'To customers who agreed to email.',
  'automations.winBack.addressAlert':
    'Marketing email needs your postal address. {link} or the emails will not go out.',
  'automations.winBack.addressAlert.link': 'Add it in Settings',
  'automations.winBack.otherMessage': 'Need a different message? Write one in {sms} or {email}.',
  'automations.winBack.controlHint':
    'Each time a customer lapses, a few are held back at random: they get no message and cost nothing. Comparing who comes back in each group shows whether win-back works.',
  'automations.winBack.saveAndSwitchOn': 'Save and switch on',

  // Birthday
  'automations.birthday.title': 'Birthday',
  'automations.birthday.pitch': 'Wish customers a happy birthday at 9:00 on the day, with an optional reward.',
  'automations.birthday.cause': 'the birthday greeting',
  'automations.birthday.causeReward': 'the birthday greeting and reward',
  'automations.birthday.noActiveTemplate': 'no active template',
  'automations.birthday.rewardChip': 'Reward: {reward}',
  'automations.birthday.rewardSummary': '{description}, valid {days, plural, one {# day} other {# days}}',
  'automations.birthday.switchedOn': 'Birthday messages switched on',
  'automations.birthday.switchedOff': 'Birthday messages switched off',
  'automations.birthday.offNote': 'No birthday messages or rewards go out until you switch it back on.',
  'automations.birthday.noTemplate':
    'No active Birthday template, so no greeting is sent. Create one in {sms} or {email}.',
  'automations.birthday.noTemplateReward':
    'No active Birthday template, so no greeting is sent (the reward is still issued). Create one in {sms} or {email}.',
  'automations.birthday.settings': 'Birthday settings',
  'automations.birthday.settingsDescription':
    'Goes out at 9:00 on the customer’s birthday in your time zone, once a year.',
  'automations.birthday.greeting': 'Greeting',
  'automations.birthday.greetingNote': 'Your active Birthday templates are sent.',
  'automations.birthday.noneActive': 'none active',
  'automations.birthday.createOne': 'create one',
  'automations.birthday.reward': 'Birthday reward',
  'automations.birthday.rewardHint':
    'Issued once a year on the birthday, ready to redeem at check-in. Add {placeholder} to your birthday template to name it.',
  'automations.birthday.rewardField': 'Reward',
  'automations.birthday.rewardPlaceholder': 'Free coffee',
  'automations.birthday.validDays': 'Valid for (days)',
  'automations.birthday.controlHint':
    'On each birthday a few customers are held back at random: no greeting and no reward that year. Comparing who comes back in each group shows whether the birthday offer works.',

  // The settings dialogs
  'automations.cancel': 'Cancel',
  'automations.save': 'Save',
  'automations.saving': 'Saving...',

  // A message's template
  'automations.template.noSms': "Don't send an SMS",
  'automations.template.noEmail': "Don't send an email",
  'automations.template.loading': 'Loading templates…',
  'automations.template.option': '{name} · {trigger}',
  'automations.template.optionOff': '{name} · {trigger} (switched off)',
  'automations.template.subject': 'Subject: {subject}',
  'automations.trigger.welcome': 'Welcome',
  'automations.trigger.rewardEarned': 'Reward earned',
  'automations.trigger.pointsMilestone': 'Points milestone',
  'automations.trigger.birthday': 'Birthday',
  'automations.trigger.custom': 'Custom',
  'automations.trigger.promotional': 'Promotional',
  'automations.trigger.reward': 'Reward',
  'automations.trigger.pointsExpiring': 'Points expiring',
  'automations.trigger.statusUp': 'Moved up a tier',
  'automations.trigger.referralReferrer': 'Referral: their friend qualified',
  'automations.trigger.referralFriend': 'Referral: joined through a friend',

  // Keep a control group
  'automations.control.keep': 'Keep a control group',
  'automations.control.share': 'Control group (%)',
  'automations.control.shareHint': 'Up to {max}. {share} suits most businesses.',
  'automations.control.window': 'Results window (days)',
  'automations.control.windowHint': 'Days in which a visit or purchase counts as coming back.',

  // The last 90 days' lift
  'automations.lift.title': 'Last {days} days',
  'automations.lift.loadFailed': 'The results could not be loaded: {reason}',
  'automations.lift.loading': 'Loading',
  'automations.lift.waiting':
    '{share} of the customers it reaches are held back as a control group. The comparison appears once it has reached customers in both groups.',
  'automations.lift.none': 'Keep a control group to see whether this brings customers back.',
  'automations.lift.messaged': 'Messaged',
  'automations.lift.control': 'Control group',
  'automations.lift.cameBack': 'of {count, plural, one {# customer} other {# customers}} came back',
  'automations.lift.period':
    'Customers reached since {date}, each followed for {days, plural, one {# day} other {# days}}.',

  // What the server and the contracts may answer (word for word)
  'automations.refusal.unknown': 'Something went wrong. Please try again.',
  'automations.refusal.network': 'Unable to reach the server. Please check your connection and try again.',
  'automations.refusal.unexpected': 'The server sent an unexpected response. Please try again.',
  'automations.refusal.adminOnly': 'Only the team admin can do this',
  'automations.refusal.accessEnded': 'Your access to this team has ended',
  'automations.refusal.suspended': 'This account is suspended. Contact support to reactivate it.',
  'automations.refusal.closed': 'This business is closed. A team admin can reopen it from the app until it is deleted.',
  'automations.refusal.checkForm': 'Check the form and try again',
  'automations.refusal.daysRange': 'Days must be between 7 and 365',
  'automations.refusal.daysWhole': 'Days must be a whole number',
  'automations.refusal.templateNotFound': 'Template not found',
  'automations.refusal.templateInactive':
    'The chosen template is switched off. Switch it on in Templates, or choose another.',
  'automations.refusal.messageRequired': 'Choose an SMS or email message before switching win-back on',
  'automations.refusal.rewardRequired': 'Describe the birthday reward, for example Free coffee',
  'automations.refusal.rewardTooLong': 'The reward description must be at most 100 characters',
  'automations.refusal.rewardDaysRange': 'A reward must be valid for between 1 and 365 days',
  'automations.refusal.enabledRequired': 'enabled must be true or false',
  'automations.refusal.unsavable': 'Remove the unsupported character and try again',
  'automations.refusal.controlShare': 'Control group must be a whole percentage from 0% to 50%',
  'automations.refusal.outcomeWindow': 'Results window must be a whole number of days from 1 to 90',
} as const;
