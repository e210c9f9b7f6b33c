import type { TCatalogue } from './en.ts';

/** German (de): du, as cafés and barbers in Germany, Austria and Switzerland mostly write to their regulars. */
export const de = {
  'common.loading': 'Wird geladen',
  'common.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'common.tryAgain': 'Erneut versuchen',
  'common.poweredBy': 'Bereitgestellt von',
  'common.alreadyMemberLogIn': 'Schon Mitglied? Anmelden',
  'common.backToHome': 'Zur Startseite',

  'join.title': 'Mach mit beim Bonusprogramm',
  'join.welcomeTitle': 'Willkommen an Bord',
  'join.bonusPoints': 'Hol dir {count, plural, one {# Bonuspunkt} other {# Bonuspunkte}} nur fürs Mitmachen',
  'join.firstName': 'Vorname',
  'join.lastName': 'Nachname',
  'join.phone': 'Handynummer',
  'join.phoneHint': 'Deine Nummer ist deine Mitgliedskarte – keine App nötig.',
  'join.email': 'E-Mail',
  'join.emailPlaceholder': 'du@beispiel.de',
  'join.birthday': 'Geburtstag',
  'join.birthdayHint': 'Optional – für eine kleine Geburtstagsüberraschung.',
  'join.pin': 'PIN festlegen',
  'join.pinPlaceholder': '4–6 Ziffern',
  'join.showPin': 'PIN anzeigen',
  'join.hidePin': 'PIN verbergen',
  'join.pinHint': 'Mit ihr und deiner Nummer siehst du deine Prämien online.',
  'join.messages': 'Nachrichten',
  'join.website': 'Website',
  'join.failed': 'Anmeldung fehlgeschlagen',
  'join.submit': 'Jetzt mitmachen',
  'join.submitting': 'Wird angemeldet...',
  'join.alreadyMember': 'Schon Mitglied?',
  'join.logIn': 'Anmelden',
  'join.invitedBy': '{name} hat dich eingeladen',
  'join.aFriend': 'Ein Freund',
  'join.youGet': 'Du bekommst {reward} nach {when}.',
  'join.pausedTitle': 'Anmeldungen sind pausiert',
  'join.pausedAsk': '{message} Bitte frag das Personal.',
  'join.notFoundTitle': 'Dieser Anmeldelink funktioniert nicht',
  'join.notFoundBody':
    'Der gescannte QR-Code wurde vielleicht ersetzt oder entfernt. Bitte frag das Personal nach einem aktuellen.',

  'enrolment.phoneRequired': 'Telefonnummer ist erforderlich',
  'enrolment.phoneInvalid': 'Bitte gib eine gültige Telefonnummer ein',
  'enrolment.emailInvalid': 'Bitte gib eine gültige E-Mail-Adresse ein',
  'enrolment.birthdayInvalid': 'Bitte gib einen gültigen Geburtstag ein',
  'enrolment.pin': 'Die PIN muss 4 bis 6 Ziffern haben',
  'enrolment.nameTooLong': '{label} darf höchstens {max} Zeichen lang sein',
  'enrolment.notFound': 'Dieser Anmeldelink ist ungültig oder nicht mehr aktiv.',
  'enrolment.closed': 'Dieses Geschäft nimmt gerade keine neuen Mitglieder auf. Bitte frag das Personal.',
  'enrolment.dailyLimit':
    'Dieses Anmeldeformular hat sein Tageslimit erreicht. Bitte lass dich vom Personal eintragen.',
  'enrolment.suspended': 'Dieses Geschäft nimmt gerade keine Anmeldungen an.',
  'enrolment.tooMany': 'Zu viele Anmeldeversuche aus diesem Netzwerk. Bitte versuch es in ein paar Minuten erneut.',
  'enrolment.smsConsent':
    'Ja, ich möchte SMS von {business} zu meinen Prämien und Angeboten erhalten. Die Häufigkeit der Nachrichten variiert. Es können Kosten für SMS und Daten anfallen. Antworte STOP, um dich abzumelden.',
  'enrolment.emailConsent':
    'Ja, ich möchte E-Mails zu meinen Prämien, Angeboten und Neuigkeiten von {business} erhalten. Ich kann mich jederzeit abmelden.',

  'joined.title': 'Du bist dabei!',
  'joined.titleNamed': 'Du bist dabei, {name}!',
  'joined.body':
    'Willkommen beim Bonusprogramm von {business}. Nenn an der Kasse deine Telefonnummer, um Prämien zu sammeln.',
  'joined.welcomePoints':
    '{count, plural, one {# Willkommenspunkt ist} other {# Willkommenspunkte sind}} schon auf deinem Konto',
  'joined.programs': 'Du machst mit bei',
  'joined.walletTitle': 'Deine Karte im Handy',
  'joined.walletBody': 'Sie zeigt deine Prämien und aktualisiert sich nach jedem Besuch.',
  'joined.viewRewards': 'Meine Prämien ansehen',
  'joined.signedIn': 'Du bist auf diesem Handy angemeldet. Später meldest du dich mit Telefonnummer und PIN an.',
  'joined.logInLater': 'Melde dich jederzeit mit deiner Telefonnummer und PIN an.',

  'program.points':
    '{perUnit, plural, one {# Punkt} other {# Punkte}} pro {unit} · einlösbar ab {minimum, plural, one {# Punkt} other {# Punkten}}{welcome, plural, =0 {} one { · # Willkommenspunkt} other { · # Willkommenspunkte}}',
  'program.stampsFor': 'Sammle {count, plural, one {# Stempel} other {# Stempel}} für {reward}',
  'program.stampsForAReward': 'Sammle {count, plural, one {# Stempel} other {# Stempel}} für eine Prämie',
  'program.rebate': '{value} Rabatt mit {prefix}-Codes · {days, plural, one {# Tag} other {# Tage}} gültig',
  'program.rebateNoPrefix': '{value} Rabatt mit einem Code · {days, plural, one {# Tag} other {# Tage}} gültig',
  'program.discountTier': '{discount} ab {visits, plural, one {# Besuch} other {# Besuchen}}',
  'program.freeItem': '{item} nach {count, plural, one {# Einkauf} other {# Einkäufen}}',
  'program.freeItemEveryTime': '{item} nach {count, plural, one {# Einkauf} other {# Einkäufen}}, jedes Mal',
  'program.aFreeItem': 'Ein Gratisartikel',

  'referral.points': '{count, plural, one {# Punkt} other {# Punkte}}',
  'referral.stamps': '{count, plural, one {# Stempel} other {# Stempel}}',
  'referral.yourFirstVisit': 'deinem ersten Besuch innerhalb von {days, plural, one {# Tag} other {# Tagen}}',
  'referral.yourFirstPurchase': 'deinem ersten Einkauf innerhalb von {days, plural, one {# Tag} other {# Tagen}}',
  'referral.yourFirstPurchaseOf':
    'deinem ersten Einkauf ab {amount} innerhalb von {days, plural, one {# Tag} other {# Tagen}}',
} satisfies TCatalogue;
