import type { TAreaCatalogue } from '../en.ts';
import type { signinEn } from './en.ts';

export const signinDe: TAreaCatalogue<typeof signinEn> = {
  'signin.email': 'E-Mail',
  'signin.emailPlaceholder': 'du@firma.de',
  'signin.password': 'Passwort',
  'signin.passwordHint': '{count, plural, one {Mindestens # Zeichen} other {Mindestens # Zeichen}}',
  'signin.backToHome': 'Zur Startseite',
  'signin.backToSignIn': 'Zurück zur Anmeldung',
  'signin.orEmail': 'oder weiter mit E-Mail',

  'signin.panel.title': 'Mach aus Erstbesuchern Stammgäste.',
  'signin.panel.text': 'Die Treueplattform für Cafés, Salons, Restaurants und jedes kleine Geschäft dazwischen.',
  'signin.panel.rewards': 'Punkte, Stempelkarten, Rabattcodes, Nachlässe und Gratisartikel',
  'signin.panel.qr': 'Kunden melden sich per QR-Code an – ohne App-Installation',
  'signin.panel.campaigns': 'SMS- und E-Mail-Kampagnen, die Kunden zurückbringen',

  'signin.login.title': 'Melde dich bei deinem Konto an',
  'signin.login.noAccount': 'Noch kein Konto?',
  'signin.login.signUp': 'Registrieren',
  'signin.login.google': 'Mit Google anmelden',
  'signin.login.forgot': 'Passwort vergessen?',
  'signin.login.signingIn': 'Anmeldung läuft…',
  'signin.login.submit': 'Anmelden',

  // The second step of a sign-in with two-step sign-in on (issue 53)
  'signin.secondStep.title': 'Anmeldung in zwei Schritten',
  'signin.secondStep.appText':
    'Öffne deine Authentifizierungs-App und gib den 6-stelligen Code ein, den sie für dieses Konto anzeigt.',
  'signin.secondStep.code': 'Code',
  'signin.secondStep.recoveryText':
    'Gib einen der Wiederherstellungscodes ein, die du beim Einschalten der Anmeldung in zwei Schritten gespeichert hast. Jeder Code funktioniert einmal.',
  'signin.secondStep.recoveryCode': 'Wiederherstellungscode',
  'signin.secondStep.submit': 'Bestätigen',
  'signin.secondStep.verifying': 'Wird geprüft...',
  'signin.secondStep.useRecovery': 'Handy verloren? Wiederherstellungscode verwenden',
  'signin.secondStep.useApp': 'Stattdessen die Authentifizierungs-App verwenden',
  'signin.secondStep.trust': 'Auf diesem Gerät 30 Tage lang nicht nach einem Code fragen',
  'signin.secondStep.again': 'Erneut anmelden',
  'signin.secondStep.refusal.codeRequired': 'Gib den 6-stelligen Code aus deiner Authentifizierungs-App ein',
  'signin.secondStep.refusal.codeInvalid':
    'Dieser Code hat nicht funktioniert. Gib den neuesten Code aus deiner Authentifizierungs-App ein.',
  'signin.secondStep.refusal.recoveryRequired': 'Gib einen deiner Wiederherstellungscodes ein',
  'signin.secondStep.refusal.recoveryInvalid':
    'Dieser Wiederherstellungscode hat nicht funktioniert. Jeder Code funktioniert einmal.',
  'signin.secondStep.refusal.expired':
    'Diese Anmeldung hat zu lange gedauert. Melde dich erneut mit deinem Passwort an.',
  'signin.secondStep.refusal.tooManyCodes': 'Zu viele falsche Codes. Melde dich erneut mit deinem Passwort an.',
  'signin.secondStep.refusal.locked': 'Zu viele falsche Codes für dieses Konto. Versuche es in 15 Minuten erneut.',

  'signin.signup.title': 'Erstelle dein Konto',
  'signin.signup.haveAccount': 'Du hast schon ein Konto?',
  'signin.signup.signIn': 'Anmelden',
  'signin.signup.google': 'Mit Google registrieren',
  'signin.signup.companyName': 'Name des Unternehmens',
  'signin.signup.companyPlaceholder': 'Café Blau',
  'signin.signup.creating': 'Konto wird erstellt…',
  'signin.signup.submit': 'Konto erstellen',
  'signin.signup.checkoutFailed':
    'Die Bezahlseite konnte nicht geöffnet werden. Du kannst deinen Tarif im Dashboard ändern.',

  'signin.reset.title': 'Passwort zurücksetzen',
  'signin.reset.intro':
    'Gib die E-Mail-Adresse ein, mit der du dich registriert hast, und wir schicken dir einen Link zum Zurücksetzen.',
  'signin.reset.sending': 'Wird gesendet…',
  'signin.reset.submit': 'Link senden',
  'signin.reset.sentTitle': 'Schau in dein Postfach',
  'signin.reset.sentText':
    'Falls es ein Konto für {email} gibt, haben wir dir einen Link zum Zurücksetzen deines Passworts geschickt.',
  'signin.reset.notReceived': 'Nichts angekommen? Schau in deinen Spam-Ordner oder {link}.',
  'signin.reset.tryAnother': 'versuch eine andere E-Mail-Adresse',

  'signin.newPassword.title': 'Neues Passwort festlegen',
  'signin.newPassword.intro': 'Wähle ein neues Passwort für dein Konto.',
  'signin.newPassword.label': 'Neues Passwort',
  'signin.newPassword.confirm': 'Passwort bestätigen',
  'signin.newPassword.updating': 'Wird gespeichert…',
  'signin.newPassword.submit': 'Passwort ändern',
  'signin.newPassword.mismatch': 'Die Passwörter stimmen nicht überein',
  'signin.newPassword.doneTitle': 'Dein Passwort wurde geändert',
  'signin.newPassword.doneText': 'Du kannst dich jetzt mit deinem neuen Passwort anmelden.',
  'signin.newPassword.signIn': 'Anmelden',

  'signin.invalidLink.title': 'Ungültiger Link',
  'signin.invalidLink.text': 'Links zum Zurücksetzen gelten nur einmal und laufen nach einer Weile ab.',
  'signin.invalidLink.requestNew': 'Neuen Link anfordern',
  'signin.invalidLink.reason': 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen',

  'signin.notFound.title': 'Seite nicht gefunden',
  'signin.notFound.text': 'Die gesuchte Seite gibt es nicht oder sie wurde verschoben.',

  'signin.signOut.failed': 'Abmelden fehlgeschlagen',

  'signin.check.form': 'Prüf das Formular und versuch es noch einmal',
  'signin.check.companyRequired': 'Der Name des Unternehmens fehlt',
  'signin.check.companyTooLong': 'Der Name des Unternehmens darf höchstens 200 Zeichen lang sein',
  'signin.check.emailRequired': 'Die E-Mail-Adresse fehlt',
  'signin.check.emailInvalid': 'Gib eine gültige E-Mail-Adresse ein',
  'signin.check.emailTooLong': 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  'signin.check.passwordRequired': 'Das Passwort fehlt',
  'signin.check.passwordTooShort': 'Das Passwort muss mindestens 6 Zeichen lang sein',
  'signin.check.passwordTooLong': 'Das Passwort darf höchstens 128 Zeichen lang sein',
  'signin.check.tierRequired': 'Wähle einen Tarif',
  'signin.check.loginRequired': 'E-Mail und Passwort sind erforderlich',

  'signin.refusal.invalidCredentials': 'E-Mail oder Passwort ist falsch',
  'signin.refusal.loginFailed': 'Die Anmeldung ist fehlgeschlagen',
  'signin.refusal.emailTaken': 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Melde dich stattdessen an.',
  'signin.refusal.noTenant': 'Dein Unternehmen konnte weder angelegt noch gefunden werden',
  'signin.refusal.noEmail': 'Für dieses Konto ist keine E-Mail-Adresse hinterlegt',
  'signin.refusal.notAuthenticated': 'Du bist nicht angemeldet',
  'signin.refusal.googleUnavailable': 'Die Anmeldung mit Google ist nicht verfügbar',
  'signin.refusal.invalidOrigin': 'Ungültige Herkunft der Anfrage',
  'signin.refusal.missingOrigin': 'Die Herkunft der Anfrage fehlt',
  'signin.refusal.invalidCallback': 'Ungültige Rücksprungadresse',
  'signin.refusal.invalidErrorCallback': 'Ungültige Rücksprungadresse für Fehler',
  'signin.refusal.tooManyAttempts':
    '{count, plural, one {Zu viele Versuche. Versuch es in # Sekunde noch einmal.} other {Zu viele Versuche. Versuch es in # Sekunden noch einmal.}}',
  'signin.refusal.generic': 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
  'signin.refusal.network': 'Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  'signin.refusal.unexpected': 'Der Server hat unerwartet geantwortet. Bitte versuch es noch einmal.',
  'signin.refusal.http': 'Etwas ist schiefgelaufen (HTTP {status}). Bitte versuch es noch einmal.',
  'signin.plans.choose': 'Wähle deinen Tarif',
  'signin.plans.loading': 'Tarife werden geladen',
  'signin.plans.popular': 'Am beliebtesten',
  'signin.plans.customers': '{count, plural, one {{customers} Kunde} other {{customers} Kunden}}',
  'signin.plans.unlimitedCustomers': 'Unbegrenzt viele Kunden',
  'signin.plans.sms': '{sms} SMS pro Monat',
  'signin.plans.unlimitedSms': 'Unbegrenzt SMS',
  'signin.plans.perMonth': '/Monat',
  'signin.plans.freeForever': 'Für immer kostenlos',
  'signin.plans.trialThen':
    '{count, plural, one {# Tag kostenlos testen, danach {price}/Monat} other {# Tage kostenlos testen, danach {price}/Monat}}',
  'signin.plans.monthly': '{price}/Monat',
  'signin.plans.loadFailed': 'Die Tarife konnten nicht geladen werden.',
  'signin.plans.tryAgain': 'Erneut versuchen',
  'signin.plans.tryingAgain': 'Neuer Versuch…',

  // Single sign-on (issue 53)
  'signin.sso.link': 'Mit Single Sign-on (SSO) anmelden',
  'signin.sso.intro':
    'Gib deine geschäftliche E-Mail-Adresse ein, dann bringen wir dich zur Anmeldeseite deines Teams.',
  'signin.sso.email': 'Geschäftliche E-Mail',
  'signin.sso.emailPlaceholder': 'du@deineagentur.de',
  'signin.sso.submit': 'Weiter',
  'signin.sso.starting': 'Dein Anbieter wird geöffnet…',
  'signin.sso.usePassword': 'Stattdessen mit Passwort anmelden',
  'signin.sso.emailRequired': 'Gib deine geschäftliche E-Mail-Adresse ein',
  'signin.sso.notSetUp':
    'Für diese E-Mail-Adresse ist kein Single Sign-on eingerichtet. Melde dich mit deinem Passwort an.',
  'signin.sso.failed':
    'Single Sign-on wurde nicht abgeschlossen. Versuch es noch einmal oder melde dich mit deinem Passwort an.',
  'signin.sso.expired': 'Die Anmeldung hat zu lange gedauert. Starte Single Sign-on noch einmal.',
  'signin.sso.denied':
    'Dein Anbieter hat dich nicht angemeldet. Versuch es noch einmal oder melde dich mit deinem Passwort an.',
  'signin.sso.notMember':
    'Dein Anbieter hat dich mit einer E-Mail-Adresse angemeldet, die nicht zu diesem Team gehört. Bitte den Admin deines Teams, diese Adresse einzuladen.',
  'signin.sso.notAllowed':
    'Dieses Konto meldet sich mit Passwort und Anmeldung in zwei Schritten an, nicht mit Single Sign-on.',

  // Passkeys: signing in with one alone, or as the second step (issue 53)
  'signin.passkey.button': 'Mit einem Passkey anmelden',
  'signin.passkey.waiting': 'Warte auf deinen Passkey...',
  'signin.secondStep.usePasskey': 'Stattdessen einen Passkey verwenden',
  'signin.passkey.notRecognised':
    'Dieser Passkey gehört hier zu keinem Konto. Melde dich mit deinem Passwort an und füge ihn dann unter Einstellungen hinzu.',
  'signin.passkey.failed':
    'Der Passkey hat nicht funktioniert. Versuche es erneut oder melde dich mit deinem Passwort an.',
  'signin.passkey.expired': 'Das hat zu lange gedauert. Versuche es erneut.',
  'signin.passkey.unavailable':
    'Passkeys brauchen einen Domainnamen für diesen Server. Frag den Betreiber der Plattform.',
  'signin.passkey.notSupported': 'Dieser Browser kann keine Passkeys verwenden.',
  'signin.passkey.cancelled': 'Der Passkey wurde nicht verwendet. Versuche es erneut, wenn du bereit bist.',
};
