import type { TAreaCatalogue } from '../en.ts';
import type { invitationEn } from './en.ts';

export const invitationDe: TAreaCatalogue<typeof invitationEn> = {
  'invitation.loading': 'Wird geladen',
  'invitation.loadingText': 'Einladung wird geladen…',
  'invitation.loadFailed': 'Die Einladung konnte nicht geladen werden',
  'invitation.title': 'Einladung ins Team',
  'invitation.invitedTo': 'Du wurdest eingeladen, {company} beizutreten',
  'invitation.email': 'E-Mail',
  'invitation.password': 'Passwort',
  'invitation.role': 'Rolle:',
  'invitation.role.admin': 'Admin',
  'invitation.role.member': 'Mitglied',
  'invitation.role.analyst': 'Analyst (nur lesen)',
  'invitation.createTab': 'Konto erstellen',
  'invitation.signInTab': 'Anmelden',
  'invitation.checkForm': 'Prüf das Formular und versuch es noch einmal',
  'invitation.tooManyAttempts':
    '{count, plural, one {Zu viele Versuche. Versuch es in # Sekunde noch einmal.} other {Zu viele Versuche. Versuch es in # Sekunden noch einmal.}}',

  'invitation.invalid.title': 'Ungültige Einladung',
  'invitation.invalid.toLogin': 'Zur Anmeldung',
  'invitation.invalid.link': 'Ungültiger Einladungslink',
  'invitation.invalid.notFound': 'Einladung nicht gefunden',
  'invitation.invalid.usedOrRevoked': 'Diese Einladung wurde bereits verwendet oder widerrufen',
  'invitation.invalid.expired': 'Diese Einladung ist abgelaufen',

  'invitation.create.firstName': 'Vorname',
  'invitation.create.lastName': 'Nachname',
  'invitation.create.passwordHint': '{count, plural, one {Mindestens # Zeichen} other {Mindestens # Zeichen}}',
  'invitation.create.accepting': 'Einladung wird angenommen…',
  'invitation.create.submit': 'Annehmen und Konto erstellen',
  'invitation.create.failed': 'Die Einladung konnte nicht angenommen werden',
  'invitation.create.noSession': 'Die Sitzung konnte nicht erstellt werden',
  'invitation.create.firstNameTooLong': 'Der Vorname darf höchstens 100 Zeichen lang sein',
  'invitation.create.lastNameTooLong': 'Der Nachname darf höchstens 100 Zeichen lang sein',
  'invitation.create.passwordRequired': 'Das Passwort fehlt',
  'invitation.create.passwordTooShort': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'invitation.create.emailTaken': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melde dich stattdessen an.',
  'invitation.passwordTooLong': 'Das Passwort darf höchstens 128 Zeichen lang sein',

  'invitation.signIn.signingIn': 'Anmeldung läuft…',
  'invitation.signIn.submit': 'Anmelden und annehmen',
  'invitation.signIn.failed': 'Die Anmeldung ist fehlgeschlagen',
  'invitation.signIn.noSession': 'Die Sitzung konnte nicht aufgebaut werden',
  'invitation.signIn.required': 'E-Mail und Passwort sind erforderlich',
  'invitation.signIn.emailTooLong': 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  'invitation.signIn.wrongEmail': 'Melde dich mit der eingeladenen E-Mail-Adresse an: {email}',
  'invitation.signIn.invalidCredentials': 'E-Mail oder Passwort ist falsch',
  'invitation.signIn.superAdmin': 'Ein Super-Admin-Konto kann keinem Team beitreten',
  'invitation.signIn.adminWithTeam':
    'Du bist Admin eines Teams mit weiteren Mitgliedern. Entferne sie, bevor du einem anderen Team beitrittst.',
};
