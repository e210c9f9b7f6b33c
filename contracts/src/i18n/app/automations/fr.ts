import type { TAreaCatalogue } from '../en.ts';
import type { automationsEn } from './en.ts';

export const automationsFr: TAreaCatalogue<typeof automationsEn> = {
  'automations.title': 'Automatisations',
  'automations.description': 'Des messages qui partent d’eux-mêmes, au bon moment pour chaque client.',
  'automations.loading': 'Chargement des automatisations',
  'automations.loadFailed': 'Impossible de charger les automatisations. Vérifiez votre connexion et réessayez.',
  'automations.tryAgain': 'Réessayer',
  'automations.viewOnly.lead': 'Lecture seule.',
  'automations.viewOnly.text':
    'Seul l’administrateur de votre équipe peut modifier les automatisations ; demandez-lui si quelque chose doit changer.',
  'automations.saved': 'Automatisation enregistrée',
  'automations.saveFailed': 'Impossible d’enregistrer l’automatisation',
  'automations.addressNote': 'Les e-mails nécessitent votre adresse postale : {link}.',
  'automations.addressNote.link': 'ajoutez-la dans les Paramètres',
  'automations.smsTemplates': 'Modèles de SMS',
  'automations.emailTemplates': 'Modèles d’e-mail',

  'automations.row.on': 'Activée',
  'automations.row.off': 'Désactivée',
  'automations.row.sends': 'Ce qu’envoie « {title} »',
  'automations.row.sms': 'SMS :',
  'automations.row.email': 'E-mail :',
  'automations.row.notUsed': 'non utilisé',
  'automations.row.switchedOff': '(désactivé)',
  'automations.row.editSettings': 'Modifier les réglages',
  'automations.row.editNamed': 'Modifier les réglages de « {title} »',
  'automations.row.sentNone': 'Aucun envoi ces {days} derniers jours',
  'automations.row.sent': 'Envois ces {days} derniers jours : {count}',
  'automations.row.control': 'Groupe témoin : {share}',

  'automations.winBack.title': 'Reconquête',
  'automations.winBack.pitch':
    'Faites revenir les clients qui ne sont pas venus depuis {days, plural, one {# jour} many {# jours} other {# jours}}',
  'automations.winBack.pitchLine': '{pitch}, une fois par absence.',
  'automations.winBack.cause': 'la reconquête',
  'automations.winBack.switchedOn': 'Reconquête activée',
  'automations.winBack.switchedOff': 'Reconquête désactivée',
  'automations.winBack.onNoteNone':
    'Les clients reçoivent votre message dès qu’ils atteignent {days, plural, one {# jour} many {# jours} other {# jours}} sans visite.',
  'automations.winBack.onNote':
    '{lapsed, plural, one {# client sans visite depuis plus de {days, plural, one {# jour} many {# jours} other {# jours}} reçoit} many {# clients sans visite depuis plus de {days, plural, one {# jour} many {# jours} other {# jours}} reçoivent} other {# clients sans visite depuis plus de {days, plural, one {# jour} many {# jours} other {# jours}} reçoivent}} votre message dans l’heure (une fois par absence).',
  'automations.winBack.pitchRhythm': 'Faire revenir les clients dès qu’ils sont en retard sur leur propre rythme',
  'automations.winBack.onNoteRhythmNone':
    'Les clients reçoivent votre message dès qu’ils sont en retard sur leur propre rythme (après {days, plural, one {# jour} many {# jours} other {# jours}} sans visite pour ceux qui ont moins de 4 jours de visite).',
  'automations.winBack.onNoteRhythm':
    '{lapsed, plural, one {# client en retard sur son propre rythme reçoit} many {# clients en retard sur leur propre rythme reçoivent} other {# clients en retard sur leur propre rythme reçoivent}} votre message dans l’heure (une fois par absence).',
  'automations.winBack.byRhythm': 'Suivre le rythme de chaque client',
  'automations.winBack.byRhythmHint':
    'Un habitué de chaque semaine le reçoit après environ une semaine sans visite, un client mensuel après environ un mois. Les clients qui ont moins de 4 jours de visite le reçoivent après le nombre de jours ci-dessus.',
  'automations.winBack.messageOff':
    'Son message est désactivé, donc rien n’est envoyé. Choisissez-en un autre dans ses réglages.',
  'automations.winBack.settings': 'Réglages de la reconquête',
  'automations.winBack.settingsDescription':
    'Un client qui ne vient plus reçoit votre message une fois. S’il revient puis s’éloigne à nouveau, il le reçoit encore.',
  'automations.winBack.days': 'Jours sans visite',
  'automations.winBack.daysHint': 'Entre {min} et {max}. {days} jours conviennent à la plupart des cafés et salons.',
  'automations.winBack.sms': 'Message SMS',
  'automations.winBack.smsHint': 'Aux clients qui ont accepté les SMS. Jamais remis pendant vos heures de silence.',
  'automations.winBack.email': 'Message e-mail',
  'automations.winBack.emailHint': 'Aux clients qui ont accepté les e-mails.',
  'automations.winBack.addressAlert':
    'Les e-mails marketing nécessitent votre adresse postale. {link}, sinon les e-mails ne partiront pas.',
  'automations.winBack.addressAlert.link': 'Ajoutez-la dans les Paramètres',
  'automations.winBack.otherMessage': 'Besoin d’un autre message ? Rédigez-le dans {sms} ou {email}.',
  'automations.winBack.controlHint':
    'Chaque fois qu’un client s’éloigne, quelques-uns sont mis de côté au hasard : ils ne reçoivent aucun message et ne coûtent rien. Comparer qui revient dans chaque groupe montre si la reconquête fonctionne.',
  'automations.winBack.saveAndSwitchOn': 'Enregistrer et activer',

  'automations.birthday.title': 'Anniversaire',
  'automations.birthday.pitch':
    'Souhaitez un joyeux anniversaire à vos clients à 9 h le jour même, avec une récompense en option.',
  'automations.birthday.cause': 'l’envoi d’anniversaire',
  'automations.birthday.causeReward': 'l’envoi et la récompense d’anniversaire',
  'automations.birthday.noActiveTemplate': 'aucun modèle actif',
  'automations.birthday.rewardChip': 'Récompense : {reward}',
  'automations.birthday.rewardSummary':
    '{description}, valable {days, plural, one {# jour} many {# jours} other {# jours}}',
  'automations.birthday.switchedOn': 'Messages d’anniversaire activés',
  'automations.birthday.switchedOff': 'Messages d’anniversaire désactivés',
  'automations.birthday.offNote':
    'Aucun message ni récompense d’anniversaire n’est envoyé tant que vous ne les réactivez pas.',
  'automations.birthday.noTemplate':
    'Aucun modèle Anniversaire actif, donc aucun message n’est envoyé. Créez-en un dans {sms} ou {email}.',
  'automations.birthday.noTemplateReward':
    'Aucun modèle Anniversaire actif, donc aucun message n’est envoyé (la récompense est tout de même attribuée). Créez-en un dans {sms} ou {email}.',
  'automations.birthday.settings': 'Réglages de l’anniversaire',
  'automations.birthday.settingsDescription':
    'Part à 9 h le jour de l’anniversaire du client, dans votre fuseau horaire, une fois par an.',
  'automations.birthday.greeting': 'Message',
  'automations.birthday.greetingNote': 'Vos modèles Anniversaire actifs sont envoyés.',
  'automations.birthday.noneActive': 'aucun actif',
  'automations.birthday.createOne': 'en créer un',
  'automations.birthday.reward': 'Récompense d’anniversaire',
  'automations.birthday.rewardHint':
    'Attribuée une fois par an le jour de l’anniversaire, prête à être utilisée au comptoir. Ajoutez {placeholder} à votre modèle d’anniversaire pour la nommer.',
  'automations.birthday.rewardField': 'Récompense',
  'automations.birthday.rewardPlaceholder': 'Café offert',
  'automations.birthday.validDays': 'Valable (jours)',
  'automations.birthday.controlHint':
    'À chaque anniversaire, quelques clients sont mis de côté au hasard : ni message ni récompense cette année-là. Comparer qui revient dans chaque groupe montre si l’offre d’anniversaire fonctionne.',

  'automations.cancel': 'Annuler',
  'automations.save': 'Enregistrer',
  'automations.saving': 'Enregistrement…',

  'automations.template.noSms': 'Ne pas envoyer de SMS',
  'automations.template.noEmail': 'Ne pas envoyer d’e-mail',
  'automations.template.loading': 'Chargement des modèles…',
  'automations.template.option': '{name} · {trigger}',
  'automations.template.optionOff': '{name} · {trigger} (désactivé)',
  'automations.template.subject': 'Objet : {subject}',
  'automations.trigger.welcome': 'Bienvenue',
  'automations.trigger.rewardEarned': 'Récompense obtenue',
  'automations.trigger.pointsMilestone': 'Palier de points',
  'automations.trigger.birthday': 'Anniversaire',
  'automations.trigger.custom': 'Personnalisé',
  'automations.trigger.promotional': 'Promotionnel',
  'automations.trigger.reward': 'Récompense',
  'automations.trigger.pointsExpiring': 'Points bientôt expirés',
  'automations.trigger.statusUp': 'Passage au niveau supérieur',
  'automations.trigger.referralReferrer': 'Parrainage : leur filleul a validé',
  'automations.trigger.referralFriend': 'Parrainage : inscrit par un ami',

  'automations.control.keep': 'Garder un groupe témoin',
  'automations.control.share': 'Groupe témoin (%)',
  'automations.control.shareHint': 'Jusqu’à {max}. {share} convient à la plupart des commerces.',
  'automations.control.window': 'Fenêtre de résultats (jours)',
  'automations.control.windowHint': 'Jours pendant lesquels une visite ou un achat compte comme un retour.',

  'automations.lift.title': '{days} derniers jours',
  'automations.lift.loadFailed': 'Impossible de charger les résultats : {reason}',
  'automations.lift.loading': 'Chargement',
  'automations.lift.waiting':
    '{share} des clients qu’elle touche sont mis de côté comme groupe témoin. La comparaison apparaît dès qu’elle a touché des clients dans les deux groupes.',
  'automations.lift.none': 'Gardez un groupe témoin pour savoir si elle fait revenir les clients.',
  'automations.lift.messaged': 'Contactés',
  'automations.lift.control': 'Groupe témoin',
  'automations.lift.cameBack':
    '{count, plural, one {sur # client est revenu} many {des # clients sont revenus} other {des # clients sont revenus}}',
  'automations.lift.period':
    'Clients touchés depuis le {date}, chacun suivi pendant {days, plural, one {# jour} many {# jours} other {# jours}}.',

  'automations.refusal.unknown': 'Une erreur s’est produite. Veuillez réessayer.',
  'automations.refusal.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'automations.refusal.unexpected': 'Le serveur a envoyé une réponse inattendue. Veuillez réessayer.',
  'automations.refusal.adminOnly': 'Seul l’administrateur de l’équipe peut faire cela',
  'automations.refusal.accessEnded': 'Votre accès à cette équipe a pris fin',
  'automations.refusal.suspended': 'Ce compte est suspendu. Contactez l’assistance pour le réactiver.',
  'automations.refusal.closed':
    'Cette entreprise est fermée. Un administrateur de l’équipe peut la rouvrir depuis l’application jusqu’à sa suppression.',
  'automations.refusal.checkForm': 'Vérifiez le formulaire et réessayez',
  'automations.refusal.daysRange': 'Le nombre de jours doit être compris entre 7 et 365',
  'automations.refusal.daysWhole': 'Le nombre de jours doit être un nombre entier',
  'automations.refusal.templateNotFound': 'Modèle introuvable',
  'automations.refusal.templateInactive':
    'Le modèle choisi est désactivé. Activez-le dans Modèles, ou choisissez-en un autre.',
  'automations.refusal.messageRequired': 'Choisissez un message SMS ou e-mail avant d’activer la reconquête',
  'automations.refusal.rewardRequired': 'Décrivez la récompense d’anniversaire, par exemple Café offert',
  'automations.refusal.rewardTooLong': 'La description de la récompense ne doit pas dépasser 100 caractères',
  'automations.refusal.rewardDaysRange': 'Une récompense doit être valable entre 1 et 365 jours',
  'automations.refusal.enabledRequired': 'enabled doit valoir true ou false',
  'automations.refusal.unsavable': 'Supprimez le caractère non pris en charge et réessayez',
  'automations.refusal.controlShare': 'Le groupe témoin doit être un pourcentage entier de 0 % à 50 %',
  'automations.refusal.outcomeWindow': 'La fenêtre de résultats doit être un nombre entier de jours de 1 à 90',
};
