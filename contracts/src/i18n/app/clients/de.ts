import type { TAreaCatalogue } from '../en.ts';
import type { clientsEn } from './en.ts';

export const clientsDe: TAreaCatalogue<typeof clientsEn> = {
  'clients.cancel': 'Abbrechen',
  'clients.loading': 'Wird geladen',
  'clients.network': 'Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  'clients.adminOnly': 'Das kann nur der Team-Admin',
  'clients.accessEnded': 'Dein Zugang zu diesem Team ist beendet',
  'clients.suspended': 'Dieses Konto ist gesperrt. Wende dich an den Support, um es wieder freizuschalten.',
  'clients.closed':
    'Dieses Unternehmen ist geschlossen. Ein Team-Admin kann es in der App wieder öffnen, bis es gelöscht wird.',
  'clients.notAnAgency':
    'Dein Tarif umfasst keine Kundenunternehmen. Wechsle zum Agency-Tarif, um Unternehmen für Kunden zu führen.',
  'clients.clientNotFound': 'Kundenunternehmen nicht gefunden',
  'clients.tooManyAttempts':
    '{count, plural, one {Zu viele Versuche. Versuch es in # Sekunde noch einmal.} other {Zu viele Versuche. Versuch es in # Sekunden noch einmal.}}',

  'clients.title': 'Agenturkunden',
  'clients.description':
    'Die Unternehmen, die du für Kunden führst: die Zahlen dieses Monats, die Tarifnutzung und was Aufmerksamkeit braucht. Öffne eines, um darin zu arbeiten.',
  'clients.add': 'Unternehmen hinzufügen',
  'clients.loadingList': 'Kundenunternehmen werden geladen…',
  'clients.loadFailed': 'Deine Kundenunternehmen konnten nicht geladen werden',
  'clients.checkConnection': 'Prüf deine Verbindung und versuch es noch einmal.',
  'clients.usage': '{used} von {max, plural, one {# Kundenunternehmen} other {# Kundenunternehmen}}',
  'clients.usageUnlimited': '{count, plural, one {# Kundenunternehmen} other {# Kundenunternehmen}} (unbegrenzt)',
  'clients.usageFull': '{usage} · dein Tarif ist ausgeschöpft',
  'clients.agencyCredits': 'Deine Agentur kann {count, plural, one {# Credit} other {# Credits}} weitergeben',
  'clients.search': 'Kundenunternehmen nach Namen suchen',
  'clients.searchPlaceholder': 'Nach Namen suchen…',
  'clients.none': 'Noch keine Kundenunternehmen',
  'clients.noneText':
    'Füge das erste Unternehmen hinzu, das du für einen Kunden führst: sein Treueprogramm, seine Kunden und Nachrichten, alles von hier aus.',
  'clients.noMatches': 'Keine Treffer',
  'clients.noMatchesText': 'Keine Kundenunternehmen passen zu deiner Suche',

  'clients.table.business': 'Unternehmen',
  'clients.table.customers': 'Kunden',
  'clients.table.visits': 'Besuche diesen Monat',
  'clients.table.messages': 'Nachrichten diesen Monat',
  'clients.table.credits': 'Guthaben',
  'clients.table.actions': 'Aktionen',
  'clients.table.usage': '{used} von {max}',
  'clients.table.unlimited': 'unbegrenzt',
  'clients.table.sms': 'SMS {usage}',
  'clients.table.workingHere': 'Du arbeitest hier',
  'clients.table.ownerInvited': 'Inhaber eingeladen, noch nicht beigetreten',
  'clients.table.ownerNotInvited': 'Inhaber noch nicht eingeladen',
  'clients.table.releaseNamed': '{name} in ein eigenes Abo überführen',
  'clients.table.ownPlan': 'Eigener Tarif',
  'clients.table.giveCreditsNamed': '{name} Credits geben',
  'clients.table.creditsButton': 'Credits',
  'clients.table.inviteNamed': 'Inhaber von {name} einladen',
  'clients.table.inviteOwner': 'Inhaber einladen',
  'clients.table.openNamed': '{name} öffnen',
  'clients.table.open': 'Öffnen',

  'clients.alert.closed': 'Vom eigenen Team geschlossen: wird 30 Tage nach der Schließung gelöscht',
  'clients.alert.suspended': 'Von der Plattform gesperrt: nur Lesen, keine Änderungen',
  'clients.alert.failingMessages':
    '{count, plural, one {# Nachricht in den letzten 7 Tagen fehlgeschlagen} other {# Nachrichten in den letzten 7 Tagen fehlgeschlagen}}',
  'clients.alert.customerLimit': '{used} von {max} Kunden im Tarif',
  'clients.alert.smsLimit': '{used} von {max} SMS diesen Monat',
  'clients.alert.trialEnded': 'Testphase beendet',
  'clients.alert.trialTomorrow': 'Testphase endet morgen',
  'clients.alert.trialEndsIn': '{count, plural, one {Testphase endet in # Tag} other {Testphase endet in # Tagen}}',

  'clients.release.title': '{name} in ein eigenes Abo überführen?',
  'clients.release.message':
    'Es verlässt deine Agentur: Du kannst es nicht mehr öffnen, und es zählt nicht mehr zu deinem Tarif. Die Credits, die du ihm gegeben hast und die es nicht genutzt hat, gehen an dich zurück. Seine Thekengeräte, Mitarbeiter-PINs, API-Schlüssel und Webhook-Endpunkte enden, und die Sitzungen deines Teams darin werden geschlossen: Sein Inhaber richtet eigene ein. Es behält alle seine Daten und startet im Free-Tarif ohne Credits, bis sein Inhaber einen Tarif wählt.',
  'clients.release.confirm': 'In eigenes Abo überführen',
  'clients.release.moving': 'Wird überführt…',
  'clients.release.done': '{name} hat jetzt ein eigenes Abo',
  'clients.release.failed': 'Das Unternehmen konnte nicht in ein eigenes Abo überführt werden',
  'clients.release.needsOwner':
    'Lade zuerst den Inhaber ein: Sobald er beigetreten ist, kann das Unternehmen in ein eigenes Abo wechseln.',

  'clients.addDialog.title': 'Kundenunternehmen hinzufügen',
  'clients.addDialog.description':
    'Ein eigenständiges Unternehmen in deinem Tarif: Seine Kunden, Programme, Nachrichten und Credits bleiben von allen anderen getrennt.',
  'clients.addDialog.name': 'Name des Unternehmens',
  'clients.addDialog.namePlaceholder': 'Hafencafé',
  'clients.addDialog.nameHint':
    'Seine Kunden sehen diesen Namen. Den Inhaber kannst du einladen, sobald es hinzugefügt ist.',
  'clients.addDialog.adding': 'Wird hinzugefügt…',
  'clients.addDialog.added': '{name} hinzugefügt',
  'clients.addDialog.failed': 'Das Kundenunternehmen konnte nicht hinzugefügt werden',
  'clients.addDialog.nameRequired': 'Gib den Namen des Kundenunternehmens ein',
  'clients.addDialog.nameTooLong': 'Der Name des Unternehmens darf höchstens 120 Zeichen lang sein',
  'clients.addDialog.unsavable': 'Entferne das nicht unterstützte Zeichen und versuch es noch einmal',
  'clients.addDialog.clientOfClient': 'Ein Kundenunternehmen kann keine eigenen Kundenunternehmen führen',
  'clients.addDialog.limit':
    'Dein Tarif umfasst {count, plural, one {# Kundenunternehmen} other {# Kundenunternehmen}}. Upgrade deinen Tarif oder bitte uns, das Limit zu erhöhen, um weitere hinzuzufügen.',

  'clients.invite.title': 'Inhaber von {name} einladen',
  'clients.invite.description':
    'Die Person wird Admin von {name} und von nichts anderem: Sie sieht nie deine Agentur oder deine anderen Kunden.',
  'clients.invite.email': 'E-Mail-Adresse des Inhabers',
  'clients.invite.emailPlaceholder': 'inhaber@firma.de',
  'clients.invite.emailHint': 'Die Person bekommt eine E-Mail mit einem Link, um ihrem Unternehmen beizutreten',
  'clients.invite.sending': 'Wird gesendet…',
  'clients.invite.send': 'Einladung senden',
  'clients.invite.sent': 'Einladung an {email} gesendet',
  'clients.invite.failed': 'Die Einladung konnte nicht gesendet werden',
  'clients.invite.emailRequired': 'Die E-Mail-Adresse fehlt',
  'clients.invite.emailInvalid': 'Gib eine gültige E-Mail-Adresse ein',
  'clients.invite.emailTooLong': 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  'clients.invite.alreadyMember': 'Diese Person ist bereits im Team',
  'clients.invite.alreadyInvited':
    'Für diese E-Mail-Adresse ist bereits eine Einladung offen. Sende sie mit „Erneut senden“ noch einmal.',
  'clients.invite.seatLimit':
    'Du hast dein Platzlimit erreicht. Upgrade deinen Tarif, um weitere Teammitglieder einzuladen.',

  'clients.credits.title': '{name} Credits geben',
  'clients.credits.description':
    'Sie kommen aus dem Guthaben deiner Agentur und bezahlen seine SMS über das monatliche Kontingent des Tarifs hinaus. Was es nicht genutzt hat, geht an dich zurück, wenn es in ein eigenes Abo wechselt.',
  'clients.credits.balances':
    'Deine Agentur hat {agency, plural, one {# Credit} other {# Credits}}; {name} hat {client, plural, one {# Credit} other {# Credits}}.',
  'clients.credits.amount': 'Credits zum Weitergeben',
  'clients.credits.atMost': 'Höchstens {max}: so viel hat deine Agentur.',
  'clients.credits.noneToGive':
    'Deine Agentur hat noch keine Credits zum Weitergeben: Die Credits eines bezahlten Tarifs kommen mit seiner ersten Zahlung.',
  'clients.credits.giving': 'Wird gegeben…',
  'clients.credits.give': 'Credits geben',
  'clients.credits.given': '{count, plural, one {# Credit an {name} gegeben} other {# Credits an {name} gegeben}}',
  'clients.credits.failed': 'Die Credits konnten nicht gegeben werden',
  'clients.credits.amountRule': 'Gib eine ganze Zahl an Credits von 1 bis 100.000 ein',
  'clients.credits.short':
    'Deine Agentur hat {balance, plural, one {# Credit} other {# Credits}}, nicht genug, um {wanted} zu geben. Die Credits eines bezahlten Tarifs kommen mit seiner ersten Zahlung.',
  'clients.credits.toClosed': '{name} ist geschlossen: Es kann keine Credits bekommen',
  'clients.noneAssigned': 'Dir sind noch keine Kunden zugewiesen',
  'clients.noneAssignedText':
    'Der Admin deiner Agentur legt fest, wer welchen Kunden betreut. Bitte ihn, dir die Unternehmen zuzuweisen, an denen du arbeitest.',
  'clients.assignedCount':
    '{count, plural, one {# Kundenunternehmen dir zugewiesen} other {# Kundenunternehmen dir zugewiesen}}',
  'clients.managers.title': 'Kundenbetreuer von {name}',
  'clients.managers.description':
    'Sie sehen und öffnen dieses Unternehmen. Die Admins deiner Agentur öffnen alle Kunden.',
  'clients.managers.noTeam': 'Das Team deiner Agentur hat noch keine Kundenbetreuer: Lade sie zuerst in dein Team ein.',
  'clients.managers.toTeam': 'Zum Unternehmen',
  'clients.managers.legend': 'Kundenbetreuer',
  'clients.managers.saved': 'Kundenbetreuer von {name} gespeichert',
  'clients.managers.failed': 'Die Kundenbetreuer konnten nicht gespeichert werden',
  'clients.managers.saving': 'Wird gespeichert...',
  'clients.managers.save': 'Speichern',
  'clients.managers.changeNamed': 'Kundenbetreuer von {name} ändern',
  'clients.managers.list': 'Betreut von {names}',
  'clients.managers.none': 'Kein Kundenbetreuer',
  'clients.managers.notOnTeam': 'Wähle Kundenbetreuer aus dem Team deiner Agentur',
  'clients.managers.tooMany': 'Wähle höchstens 50 Kundenbetreuer',
};
