import type { TAreaCatalogue } from '../en.ts';
import type { templatesEn } from './en.ts';

export const templatesDe: TAreaCatalogue<typeof templatesEn> = {
  // The two pages
  'templates.sms.title': 'SMS-Vorlagen',
  'templates.sms.description':
    'Nachrichten, die bei einem Auslöser gesendet werden (Willkommen, Prämien, Geburtstage …) und in der Schnell-SMS unter Kunden bereitstehen.',
  'templates.sms.empty': 'Noch keine SMS-Vorlagen',
  'templates.sms.emptyHint':
    'Schreib eine Willkommens-SMS, damit jeder neue Kunde sofort von dir hört, sobald er dabei ist.',
  'templates.email.title': 'E-Mail-Vorlagen',
  'templates.email.description':
    'E-Mails, die bei einem Auslöser gesendet werden und in der Schnell-E-Mail unter Kunden bereitstehen.',
  'templates.email.empty': 'Noch keine E-Mail-Vorlagen',
  'templates.email.emptyHint':
    'Fang mit einer Willkommens- oder Geburtstags-E-Mail an: Kunden, die zugestimmt haben, bekommen sie automatisch.',
  'templates.new': 'Neue Vorlage',
  'templates.loading': 'Vorlagen werden geladen',
  'templates.loadFailed': 'Die Vorlagen konnten nicht geladen werden',
  'templates.yourBusiness': 'Dein Unternehmen',
  'templates.activated': 'Vorlage aktiviert: {name}',
  'templates.deactivated': 'Vorlage deaktiviert: {name}',

  // A template in the list
  'templates.card.active': 'Aktiv',
  'templates.card.inactive': 'Inaktiv',
  'templates.card.edit': 'Bearbeiten',
  'templates.card.editNamed': '{name} bearbeiten',
  'templates.card.activate': 'Aktivieren',
  'templates.card.activateNamed': '{name} aktivieren',
  'templates.card.deactivate': 'Deaktivieren',
  'templates.card.deactivateNamed': '{name} deaktivieren',

  // When a template is sent: the select and the badges
  'templates.trigger.label': 'Auslöser',
  'templates.trigger.welcome': 'Willkommen',
  'templates.trigger.rewardEarned': 'Prämie erhalten',
  'templates.trigger.pointsMilestone': 'Punkte-Meilenstein',
  'templates.trigger.birthday': 'Geburtstag',
  'templates.trigger.custom': 'Benutzerdefiniert',
  'templates.trigger.promotional': 'Werbung',
  'templates.trigger.reward': 'Prämie',
  'templates.trigger.pointsExpiring': 'Punkte verfallen bald',
  'templates.trigger.statusUp': 'Stufe aufgestiegen',
  'templates.trigger.referralReferrer': 'Empfehlung: Freund hat sich qualifiziert',
  'templates.trigger.referralFriend': 'Empfehlung: über einen Freund dabei',

  // The editors
  'templates.editor.editTitle': '„{name}“ bearbeiten',
  'templates.editor.cancel': 'Abbrechen',
  'templates.editor.saving': 'Wird gespeichert…',
  'templates.editor.create': 'Vorlage erstellen',
  'templates.editor.save': 'Speichern',
  'templates.editor.name': 'Name',
  'templates.editor.created': 'Vorlage erstellt',
  'templates.editor.updated': 'Vorlage aktualisiert',
  'templates.sms.newTitle': 'Neue SMS-Vorlage',
  'templates.sms.namePlaceholder': 'z. B. Willkommensnachricht',
  'templates.sms.message': 'Nachricht',
  'templates.sms.messagePlaceholder':
    'Hallo {firstName}, danke, dass du bei {business_name} dabei bist! Du hast {points} Punkte.',
  'templates.email.newTitle': 'Neue E-Mail-Vorlage',
  'templates.email.namePlaceholder': 'z. B. Geburtstagsgeschenk',
  'templates.email.subject': 'Betreff',
  'templates.email.subjectPlaceholder': 'Eine Überraschung für dich, {firstName}',
  'templates.email.body': 'Inhalt',
  'templates.email.bodyPlaceholder': 'Hallo {firstName},\n\ndanke, dass du Stammgast bei {business_name} bist.',
  'templates.email.bodyHint':
    'Reiner Text oder HTML für Formatierung, Links und Bilder. Skripte und unsicherer Code werden beim Speichern entfernt.',

  // Placeholders: the chips, what each becomes, and the notes under a message
  'templates.placeholders.insert': 'Platzhalter einfügen',
  'templates.placeholders.insertNamed': '{token} einfügen: {hint}',
  'templates.hint.businessName': 'Der Name deines Unternehmens',
  'templates.hint.name': 'Der vollständige Name des Kunden',
  'templates.hint.firstName': 'Der Vorname des Kunden',
  'templates.hint.lastName': 'Der Nachname des Kunden',
  'templates.hint.points': 'Der Punktestand des Kunden',
  'templates.hint.email': 'Die E-Mail-Adresse des Kunden',
  'templates.hint.reward':
    'Die gerade erhaltene Prämie (Prämien- und Empfehlungsnachrichten; beim Aufstieg das, was die Stufe freischaltet)',
  'templates.hint.milestone': 'Der erreichte Punkte-Meilenstein (Meilenstein-Nachrichten)',
  'templates.hint.expiringPoints': 'Punkte, die bald verfallen (Verfallshinweise)',
  'templates.hint.expiryDate': 'Das Datum, an dem sie verfallen (Verfallshinweise)',
  'templates.hint.tier': 'Die erreichte Statusstufe (Aufstiegsnachrichten)',
  'templates.hint.friendName': 'Der Vorname des Freundes (Empfehlungsnachrichten an den Werber)',
  'templates.hint.referrerName': 'Der Vorname des Werbers (Empfehlungsnachrichten an den Freund)',
  'templates.hint.walletLink':
    'Ein Link, um die Karte zu Apple oder Google Wallet hinzuzufügen (der Satz entfällt, wenn kein Wallet eingerichtet ist)',
  'templates.hint.referralLink':
    'Der Link des Kunden, um Freunde einzuladen (der Satz entfällt, solange Freunde werben aus ist)',
  'templates.placeholders.unknown':
    '{count, plural, one {Der unbekannte Platzhalter {tokens} wird so gesendet, wie er geschrieben ist.} other {Die unbekannten Platzhalter {tokens} werden so gesendet, wie sie geschrieben sind.}}',
  'templates.placeholders.walletNotice':
    '{token} wird in Kampagnen nicht ausgefüllt: Der Satz, der ihn enthält, entfällt in jeder Nachricht.',
  'templates.placeholders.referralNotice': 'Freunde werben ist aus: Der Satz mit {token} entfällt in jeder Nachricht.',

  // The live preview, for the sample customer
  'templates.preview.title': 'Vorschau',
  'templates.preview.for': '{count, plural, one {Für {name} · {points} Punkt} other {Für {name} · {points} Punkte}}',
  'templates.preview.smsEmpty': 'Deine Nachricht erscheint hier, während du schreibst.',
  'templates.preview.emailEmpty': 'Deine E-Mail erscheint hier, während du schreibst.',
  'templates.preview.from': 'Von',
  'templates.preview.to': 'An',
  'templates.preview.subject': 'Betreff',
  'templates.preview.noSubject': '(kein Betreff)',
  'templates.preview.frame': 'E-Mail-Vorschau',
  'templates.preview.designEmpty': 'Deine E-Mail erscheint hier.',
  'templates.preview.failed': 'Die Vorschau konnte nicht geladen werden.',
  'templates.preview.stale': 'Die Vorschau aktualisiert sich, sobald jeder Block ausgefüllt ist.',
  'templates.sample.reward': 'Gratis-Kaffee',
  'templates.sample.tier': 'Gold',

  // The SMS counter
  'templates.counter.characters': '{count, plural, one {{characters} Zeichen} other {{characters} Zeichen}}',
  'templates.counter.segments': '{count, plural, one {# SMS} other {# SMS-Teile}}',
  'templates.counter.perSms': '{encoding} ({perSegment} pro SMS)',
  'templates.counter.perPart': '{encoding} ({perSegment} pro Teil)',
  'templates.counter.long': 'Nachrichten über 160 Zeichen werden als mehrere SMS gesendet',
  'templates.counter.quoted': '„{character}“',
  'templates.counter.unicode':
    '{count, plural, one {{characters} ist nicht im GSM-Alphabet, deshalb wird die ganze Nachricht als Unicode gesendet: 70 Zeichen pro SMS, 67 pro Teil.} other {{characters} sind nicht im GSM-Alphabet, deshalb wird die ganze Nachricht als Unicode gesendet: 70 Zeichen pro SMS, 67 pro Teil.}}',

  // The e-mail's body: the visual editor or the HTML box
  'templates.body.chooseEditor': 'Editor wählen',
  'templates.body.visual': 'Visueller Editor',
  'templates.body.html': 'HTML oder Text',
  'templates.body.toHtmlTitle': 'Diese E-Mail als HTML bearbeiten?',
  'templates.body.toHtmlMessage':
    'Deine Blöcke werden zu HTML, das du von Hand ändern kannst. Der visuelle Editor kann HTML nicht zurücklesen: Um wieder Blöcke zu nutzen, beginnst du ein neues Design.',
  'templates.body.toHtmlConfirm': 'Als HTML bearbeiten',
  'templates.body.toHtmlBusy': 'Wird umgewandelt…',
  'templates.body.toVisualTitle': 'Neues Design mit Blöcken beginnen?',
  'templates.body.toVisualMessage':
    'Der visuelle Editor beginnt mit einem neuen Design. Was du ins HTML-Feld geschrieben hast, wird ersetzt, wenn du mit Blöcken speicherst.',
  'templates.body.toVisualConfirm': 'Visuellen Editor nutzen',
  'templates.body.toVisualBusy': 'Wird gewechselt…',

  // The visual editor: the colour and logo, the blocks
  'templates.design.colour': 'Farbe',
  'templates.design.pickColour': 'Farbe auswählen',
  'templates.design.showLogo': 'Dein Logo oben zeigen',
  'templates.design.addLogo': 'Füg dein Logo in den {settings} hinzu, um es oben in deinen E-Mails zu zeigen.',
  'templates.design.settings': 'Einstellungen',
  'templates.design.colourHint': 'Überschriften, Buttons und Trennlinien bekommen diese Farbe.',
  'templates.design.blocks': 'Blöcke',
  'templates.design.noBlocks':
    'Deine E-Mail hat noch keine Blöcke. Füg unten eine Überschrift, einen Text oder einen Button hinzu.',
  'templates.design.addBlock': 'Block hinzufügen',
  'templates.design.full': 'Eine E-Mail kann höchstens {count, plural, one {# Block} other {# Blöcke}} enthalten.',
  'templates.block.heading': 'Überschrift',
  'templates.block.text': 'Text',
  'templates.block.image': 'Bild',
  'templates.block.button': 'Button',
  'templates.block.divider': 'Trennlinie',
  'templates.block.named':
    '{type, select, heading {Überschrift-Block} text {Text-Block} image {Bild-Block} button {Button-Block} other {Trennlinien-Block}}',
  'templates.block.add':
    '{type, select, heading {Überschrift hinzufügen} text {Text hinzufügen} image {Bild hinzufügen} button {Button hinzufügen} other {Trennlinie hinzufügen}}',
  'templates.block.moveUp':
    '{type, select, heading {Überschrift nach oben} text {Text nach oben} image {Bild nach oben} button {Button nach oben} other {Trennlinie nach oben}}',
  'templates.block.moveDown':
    '{type, select, heading {Überschrift nach unten} text {Text nach unten} image {Bild nach unten} button {Button nach unten} other {Trennlinie nach unten}}',
  'templates.block.remove':
    '{type, select, heading {Überschrift entfernen} text {Text entfernen} image {Bild entfernen} button {Button entfernen} other {Trennlinie entfernen}}',
  'templates.block.headingPlaceholder': 'Doppelte Stempel diese Woche',
  'templates.block.textPlaceholder': 'Schreib einen Absatz. Mit Enter beginnst du eine neue Zeile.',
  'templates.block.imageAddress': 'Bildadresse',
  'templates.block.imageDescription': 'Beschreibung',
  'templates.block.imageDescriptionPlaceholder': 'Ein Latte mit Herz im Milchschaum',
  'templates.block.imageDescriptionHint': 'Wird vorgelesen und angezeigt, wenn Bilder ausgeschaltet sind.',
  'templates.block.buttonLabel': 'Button-Text',
  'templates.block.buttonLabelPlaceholder': 'Zur Karte',
  'templates.block.buttonLink': 'Button-Link',
  'templates.block.dividerHint': 'Eine Linie quer durch die E-Mail, in deiner Farbe.',
  'templates.block.newHeading': 'Eine Überschrift',
  'templates.block.newButton': 'Besuch uns',

  // The contracts' checks and the server's refusals
  'templates.refusal.smsRequired': 'Name und Nachricht sind Pflichtfelder',
  'templates.refusal.emailRequired': 'Name, Betreff und Inhalt sind Pflichtfelder',
  'templates.refusal.triggerRequired': 'Bitte wähle einen Auslöser',
  'templates.refusal.nameTooLong': 'Der Name darf höchstens 100 Zeichen lang sein',
  'templates.refusal.messageTooLong': 'Die Nachricht darf höchstens 1.600 Zeichen lang sein',
  'templates.refusal.subjectTooLong': 'Der Betreff darf höchstens 200 Zeichen lang sein',
  'templates.refusal.bodyTooLong': 'Der Inhalt darf höchstens 20.000 Zeichen lang sein',
  'templates.refusal.headingRequired': 'Schreib die Überschrift oder entferne den Block',
  'templates.refusal.textRequired': 'Schreib den Text oder entferne den Block',
  'templates.refusal.imageUrl': 'Gib das Bild als https://-Adresse an (zum Beispiel https://example.com/photo.jpg)',
  'templates.refusal.buttonLabel': 'Gib dem Button einen Text',
  'templates.refusal.buttonUrl': 'Gib dem Button eine Webadresse, die mit https:// oder http:// beginnt',
  'templates.refusal.noBlocks': 'Füg der E-Mail mindestens einen Block hinzu',
  'templates.refusal.tooManyBlocks': 'Eine E-Mail kann höchstens 40 Blöcke enthalten',
  'templates.refusal.headingTooLong': 'Eine Überschrift darf höchstens 200 Zeichen lang sein',
  'templates.refusal.textTooLong': 'Ein Text-Block darf höchstens 5.000 Zeichen lang sein',
  'templates.refusal.buttonLabelTooLong': 'Ein Button-Text darf höchstens 60 Zeichen lang sein',
  'templates.refusal.descriptionTooLong': 'Bildbeschreibungen dürfen höchstens 200 Zeichen lang sein',
  'templates.refusal.colour': 'Wähle eine Farbe wie #4f46e5',
  'templates.refusal.checkForm': 'Prüf das Formular und versuch es noch einmal',
  'templates.refusal.notFound': 'Vorlage nicht gefunden',
  'templates.refusal.saveFailed': 'Die Vorlage konnte nicht gespeichert werden',
  'templates.refusal.toggleFailed': 'Die Vorlage konnte nicht umgeschaltet werden',
  'templates.refusal.toHtmlFailed':
    'Die Blöcke konnten nicht in HTML umgewandelt werden. Bitte versuch es noch einmal.',
  'templates.refusal.suspended': 'Dieses Konto ist gesperrt. Wende dich an den Support, um es wieder freizuschalten.',
  'templates.refusal.closed':
    'Dieses Unternehmen ist geschlossen. Ein Team-Admin kann es in der App wieder öffnen, bis es gelöscht wird.',
  'templates.refusal.accessEnded': 'Dein Zugang zu diesem Team ist beendet',
  'templates.refusal.network': 'Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.',
  'templates.refusal.unexpected': 'Der Server hat eine unerwartete Antwort gesendet. Bitte versuch es noch einmal.',
  'templates.refusal.somethingWrong': 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
};
