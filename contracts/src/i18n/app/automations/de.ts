import type { TAreaCatalogue } from '../en.ts';
import type { automationsEn } from './en.ts';

export const automationsDe: TAreaCatalogue<typeof automationsEn> = {
  'automations.title': 'Automationen',
  'automations.description': 'Nachrichten, die von selbst rausgehen, im richtigen Moment für jeden Kunden.',
  'automations.loading': 'Automationen werden geladen',
  'automations.loadFailed':
    'Die Automationen konnten nicht geladen werden. Prüf deine Verbindung und versuch es noch einmal.',
  'automations.tryAgain': 'Erneut versuchen',
  'automations.viewOnly.lead': 'Nur ansehen.',
  'automations.viewOnly.text': 'Nur dein Team-Admin kann Automationen ändern; frag ihn, wenn sich etwas ändern soll.',
  'automations.saved': 'Automation gespeichert',
  'automations.saveFailed': 'Automation konnte nicht gespeichert werden',
  'automations.addressNote': 'E-Mails brauchen deine Postanschrift: {link}.',
  'automations.addressNote.link': 'trag sie in den Einstellungen ein',
  'automations.smsTemplates': 'SMS-Vorlagen',
  'automations.emailTemplates': 'E-Mail-Vorlagen',

  'automations.row.on': 'An',
  'automations.row.off': 'Aus',
  'automations.row.sends': 'Was „{title}“ sendet',
  'automations.row.sms': 'SMS:',
  'automations.row.email': 'E-Mail:',
  'automations.row.notUsed': 'nicht genutzt',
  'automations.row.switchedOff': '(ausgeschaltet)',
  'automations.row.editSettings': 'Einstellungen bearbeiten',
  'automations.row.editNamed': 'Einstellungen von „{title}“ bearbeiten',
  'automations.row.sentNone': 'In den letzten {days} Tagen nichts gesendet',
  'automations.row.sent': 'In den letzten {days} Tagen gesendet: {count}',
  'automations.row.control': 'Kontrollgruppe: {share}',

  'automations.winBack.title': 'Rückgewinnung',
  'automations.winBack.pitch': 'Hol Kunden zurück, die seit {days, plural, one {# Tag} other {# Tagen}} nicht da waren',
  'automations.winBack.pitchLine': '{pitch}, einmal pro Abwesenheit.',
  'automations.winBack.cause': 'der Rückgewinnung',
  'automations.winBack.switchedOn': 'Rückgewinnung eingeschaltet',
  'automations.winBack.switchedOff': 'Rückgewinnung ausgeschaltet',
  'automations.winBack.onNoteNone':
    'Kunden bekommen deine Nachricht, sobald sie {days, plural, one {# Tag} other {# Tage}} ohne Besuch erreichen.',
  'automations.winBack.onNote':
    '{lapsed, plural, one {# Kunde, der seit über {days, plural, one {# Tag} other {# Tagen}} nicht da war, bekommt} other {# Kunden, die seit über {days, plural, one {# Tag} other {# Tagen}} nicht da waren, bekommen}} deine Nachricht innerhalb einer Stunde (einmal pro Abwesenheit).',
  'automations.winBack.pitchRhythm': 'Hol Kunden zurück, sobald sie nach ihrem eigenen Rhythmus überfällig sind',
  'automations.winBack.onNoteRhythmNone':
    'Kunden bekommen deine Nachricht, sobald sie nach ihrem eigenen Rhythmus überfällig sind (wer weniger als 4 Besuchstage hat, nach {days, plural, one {# Tag} other {# Tagen}} ohne Besuch).',
  'automations.winBack.onNoteRhythm':
    '{lapsed, plural, one {# Kunde, der nach seinem eigenen Rhythmus überfällig ist, bekommt} other {# Kunden, die nach ihrem eigenen Rhythmus überfällig sind, bekommen}} deine Nachricht innerhalb einer Stunde (einmal pro Abwesenheit).',
  'automations.winBack.byRhythm': 'Nach dem Rhythmus jedes Kunden',
  'automations.winBack.byRhythmHint':
    'Wer jede Woche kommt, bekommt sie nach etwa einer Woche ohne Besuch, wer monatlich kommt, nach etwa einem Monat. Wer weniger als 4 Besuchstage hat, bekommt sie nach den Tagen oben.',
  'automations.winBack.messageOff':
    'Ihre Nachricht ist ausgeschaltet, also wird nichts gesendet. Wähl in den Einstellungen eine andere.',
  'automations.winBack.settings': 'Rückgewinnung einstellen',
  'automations.winBack.settingsDescription':
    'Ein Kunde, der nicht mehr kommt, bekommt deine Nachricht einmal. Kommt er zurück und bleibt wieder weg, bekommt er sie erneut.',
  'automations.winBack.days': 'Tage ohne Besuch',
  'automations.winBack.daysHint': 'Zwischen {min} und {max}. {days} Tage passen für die meisten Cafés und Salons.',
  'automations.winBack.sms': 'SMS-Nachricht',
  'automations.winBack.smsHint': 'An Kunden, die SMS zugestimmt haben. Nie während deiner Ruhezeiten zugestellt.',
  'automations.winBack.email': 'E-Mail-Nachricht',
  'automations.winBack.emailHint': 'An Kunden, die E-Mails zugestimmt haben.',
  'automations.winBack.addressAlert':
    'Marketing-E-Mails brauchen deine Postanschrift. {link}, sonst gehen die E-Mails nicht raus.',
  'automations.winBack.addressAlert.link': 'Trag sie in den Einstellungen ein',
  'automations.winBack.otherMessage': 'Brauchst du eine andere Nachricht? Schreib sie unter {sms} oder {email}.',
  'automations.winBack.controlHint':
    'Jedes Mal, wenn ein Kunde wegbleibt, werden einige zufällig zurückgehalten: Sie bekommen keine Nachricht und kosten nichts. Der Vergleich, wer in jeder Gruppe zurückkommt, zeigt, ob die Rückgewinnung wirkt.',
  'automations.winBack.saveAndSwitchOn': 'Speichern und einschalten',

  'automations.birthday.title': 'Geburtstag',
  'automations.birthday.pitch':
    'Gratuliere Kunden um 9:00 Uhr am Tag selbst zum Geburtstag, auf Wunsch mit einer Prämie.',
  'automations.birthday.cause': 'des Geburtstagsgrußes',
  'automations.birthday.causeReward': 'des Geburtstagsgrußes und der Prämie',
  'automations.birthday.noActiveTemplate': 'keine aktive Vorlage',
  'automations.birthday.rewardChip': 'Prämie: {reward}',
  'automations.birthday.rewardSummary': '{description}, {days, plural, one {# Tag} other {# Tage}} gültig',
  'automations.birthday.switchedOn': 'Geburtstagsnachrichten eingeschaltet',
  'automations.birthday.switchedOff': 'Geburtstagsnachrichten ausgeschaltet',
  'automations.birthday.offNote':
    'Es gehen keine Geburtstagsnachrichten oder -prämien raus, bis du sie wieder einschaltest.',
  'automations.birthday.noTemplate':
    'Keine aktive Geburtstagsvorlage, also wird kein Gruß gesendet. Leg eine an unter {sms} oder {email}.',
  'automations.birthday.noTemplateReward':
    'Keine aktive Geburtstagsvorlage, also wird kein Gruß gesendet (die Prämie wird trotzdem vergeben). Leg eine an unter {sms} oder {email}.',
  'automations.birthday.settings': 'Geburtstag einstellen',
  'automations.birthday.settingsDescription':
    'Geht um 9:00 Uhr am Geburtstag des Kunden in deiner Zeitzone raus, einmal im Jahr.',
  'automations.birthday.greeting': 'Gruß',
  'automations.birthday.greetingNote': 'Deine aktiven Geburtstagsvorlagen werden gesendet.',
  'automations.birthday.noneActive': 'keine aktiv',
  'automations.birthday.createOne': 'eine anlegen',
  'automations.birthday.reward': 'Geburtstagsprämie',
  'automations.birthday.rewardHint':
    'Einmal im Jahr am Geburtstag vergeben, einlösbar an der Theke. Füg {placeholder} in deine Geburtstagsvorlage ein, um sie zu nennen.',
  'automations.birthday.rewardField': 'Prämie',
  'automations.birthday.rewardPlaceholder': 'Gratis-Kaffee',
  'automations.birthday.validDays': 'Gültig für (Tage)',
  'automations.birthday.controlHint':
    'An jedem Geburtstag werden einige Kunden zufällig zurückgehalten: kein Gruß und keine Prämie in diesem Jahr. Der Vergleich, wer in jeder Gruppe zurückkommt, zeigt, ob das Geburtstagsangebot wirkt.',

  'automations.cancel': 'Abbrechen',
  'automations.save': 'Speichern',
  'automations.saving': 'Wird gespeichert…',

  'automations.template.noSms': 'Keine SMS senden',
  'automations.template.noEmail': 'Keine E-Mail senden',
  'automations.template.loading': 'Vorlagen werden geladen…',
  'automations.template.option': '{name} · {trigger}',
  'automations.template.optionOff': '{name} · {trigger} (ausgeschaltet)',
  'automations.template.subject': 'Betreff: {subject}',
  'automations.trigger.welcome': 'Willkommen',
  'automations.trigger.rewardEarned': 'Prämie verdient',
  'automations.trigger.pointsMilestone': 'Punkte-Meilenstein',
  'automations.trigger.birthday': 'Geburtstag',
  'automations.trigger.custom': 'Eigene',
  'automations.trigger.promotional': 'Werbung',
  'automations.trigger.reward': 'Prämie',
  'automations.trigger.pointsExpiring': 'Punkte verfallen bald',
  'automations.trigger.statusUp': 'Stufe aufgestiegen',
  'automations.trigger.referralReferrer': 'Empfehlung: Freund hat sich qualifiziert',
  'automations.trigger.referralFriend': 'Empfehlung: über einen Freund beigetreten',

  'automations.control.keep': 'Kontrollgruppe behalten',
  'automations.control.share': 'Kontrollgruppe (%)',
  'automations.control.shareHint': 'Bis zu {max}. {share} passen für die meisten Betriebe.',
  'automations.control.window': 'Ergebnisfenster (Tage)',
  'automations.control.windowHint': 'Tage, in denen ein Besuch oder Kauf als Rückkehr zählt.',

  'automations.lift.title': 'Letzte {days} Tage',
  'automations.lift.loadFailed': 'Die Ergebnisse konnten nicht geladen werden: {reason}',
  'automations.lift.loading': 'Wird geladen',
  'automations.lift.waiting':
    '{share} der erreichten Kunden werden als Kontrollgruppe zurückgehalten. Der Vergleich erscheint, sobald Kunden in beiden Gruppen erreicht wurden.',
  'automations.lift.none': 'Behalte eine Kontrollgruppe, um zu sehen, ob das Kunden zurückbringt.',
  'automations.lift.messaged': 'Angeschrieben',
  'automations.lift.control': 'Kontrollgruppe',
  'automations.lift.cameBack': '{count, plural, one {von # Kunden kam zurück} other {von # Kunden kamen zurück}}',
  'automations.lift.period':
    'Kunden, erreicht seit dem {date}, jeweils {days, plural, one {# Tag} other {# Tage}} lang verfolgt.',

  'automations.refusal.unknown': 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
  'automations.refusal.network': 'Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  'automations.refusal.unexpected': 'Der Server hat unerwartet geantwortet. Bitte versuch es noch einmal.',
  'automations.refusal.adminOnly': 'Das kann nur der Team-Admin',
  'automations.refusal.accessEnded': 'Dein Zugang zu diesem Team ist beendet',
  'automations.refusal.suspended': 'Dieses Konto ist gesperrt. Wende dich an den Support, um es wieder freizuschalten.',
  'automations.refusal.closed':
    'Dieser Betrieb ist geschlossen. Ein Team-Admin kann ihn in der App wieder öffnen, bis er gelöscht wird.',
  'automations.refusal.checkForm': 'Prüf das Formular und versuch es noch einmal',
  'automations.refusal.daysRange': 'Die Tage müssen zwischen 7 und 365 liegen',
  'automations.refusal.daysWhole': 'Die Tage müssen eine ganze Zahl sein',
  'automations.refusal.templateNotFound': 'Vorlage nicht gefunden',
  'automations.refusal.templateInactive':
    'Die gewählte Vorlage ist ausgeschaltet. Schalte sie unter Vorlagen ein oder wähl eine andere.',
  'automations.refusal.messageRequired':
    'Wähl eine SMS- oder E-Mail-Nachricht, bevor du die Rückgewinnung einschaltest',
  'automations.refusal.rewardRequired': 'Beschreib die Geburtstagsprämie, zum Beispiel Gratis-Kaffee',
  'automations.refusal.rewardTooLong': 'Die Beschreibung der Prämie darf höchstens 100 Zeichen lang sein',
  'automations.refusal.rewardDaysRange': 'Eine Prämie muss zwischen 1 und 365 Tagen gültig sein',
  'automations.refusal.enabledRequired': 'enabled muss true oder false sein',
  'automations.refusal.unsavable': 'Entferne das nicht unterstützte Zeichen und versuch es noch einmal',
  'automations.refusal.controlShare': 'Die Kontrollgruppe muss ein ganzer Prozentwert von 0 % bis 50 % sein',
  'automations.refusal.outcomeWindow': 'Das Ergebnisfenster muss eine ganze Zahl von Tagen von 1 bis 90 sein',
};
