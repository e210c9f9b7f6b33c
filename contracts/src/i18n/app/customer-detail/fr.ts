import type { TAreaCatalogue } from '../en.ts';
import type { customerDetailEn } from './en.ts';

export const customerDetailFr: TAreaCatalogue<typeof customerDetailEn> = {
  'customerDetail.loading': 'Chargement du client',
  'customerDetail.loadFailed': 'Impossible d’ouvrir ce client',
  'customerDetail.notFound.title': 'Client introuvable',
  'customerDetail.notFound.description': 'Ce client n’existe pas ou a été supprimé.',
  'customerDetail.notFound.back': 'Retour aux clients',
  'customerDetail.header.back': 'Clients',
  'customerDetail.header.since': 'Client depuis le {date}',
  'customerDetail.header.portalOff': 'Espace client désactivé',
  'customerDetail.header.checkIn': 'Passer au comptoir',
  'customerDetail.header.delete': 'Supprimer',
  'customerDetail.totals.label': 'Totaux',
  'customerDetail.totals.lifetimePoints': 'Points cumulés',

  'customerDetail.data.button': 'Télécharger les données',
  'customerDetail.data.hint':
    'Pour une demande d’accès d’un client : tout ce qui est conservé à son sujet, dans un fichier JSON.',
  'customerDetail.data.preparing': 'Préparation…',
  'customerDetail.data.downloaded': 'Données du client téléchargées',
  'customerDetail.data.failed': 'Les données du client n’ont pas pu être téléchargées. Veuillez réessayer.',

  'customerDetail.deletion.requested': 'Suppression demandée.',
  'customerDetail.deletion.banner':
    'A demandé sa suppression le {requestedOn} ; sera supprimé automatiquement le {dueOn}, sauf si vous le faites avant.',
  'customerDetail.deletion.deleteNow': 'Supprimer maintenant',

  'customerDetail.delete.title': 'Supprimer {name} ?',
  'customerDetail.delete.description': 'Cette action est irréversible.',
  'customerDetail.delete.erased':
    'Son nom, son e-mail, son numéro de téléphone, sa date d’anniversaire et son code PIN sont effacés.',
  'customerDetail.delete.portal':
    'Il ne peut plus se connecter à l’espace client, et ses récompenses non utilisées sont annulées.',
  'customerDetail.delete.kept': 'Ses visites et ses achats restent dans vos totaux et vos rapports, sans son nom.',
  'customerDetail.delete.cancel': 'Annuler',
  'customerDetail.delete.deleting': 'Suppression…',
  'customerDetail.delete.confirm': 'Supprimer le client',
  'customerDetail.delete.done': 'Client supprimé',
  'customerDetail.delete.doneDetail': 'Les données personnelles de {name} ont été effacées.',
  'customerDetail.delete.failed': 'Le client n’a pas pu être supprimé. Veuillez réessayer.',

  'customerDetail.status.title': 'Statut',
  'customerDetail.status.description':
    'Son niveau monte à mesure qu’il cumule, et ne descend qu’après la période de grâce.',
  'customerDetail.rhythm.title': 'Rythme',
  'customerDetail.rhythm.description': 'À quelle fréquence il vient d’habitude, d’après ses dernières visites.',
  'customerDetail.rhythm.loading': 'Chargement de son rythme',
  'customerDetail.rhythm.loadFailed': 'Son rythme n’a pas pu être chargé.',
  'customerDetail.rhythm.retry': 'Réessayer',
  'customerDetail.rhythm.notEnough': 'Pas encore assez de visites',
  'customerDetail.rhythm.showsOnce':
    'Son rythme s’affiche dès qu’il est venu {min, number} jours différents ({count, plural, one {# jour} many {# de jours} other {# jours}} pour l’instant).',
  'customerDetail.rhythm.every':
    '{count, plural, one {Tous les jours} many {Tous les # de jours} other {Tous les # jours}}',
  'customerDetail.rhythm.giveOrTake': 'à {count, plural, one {# jour} many {# de jours} other {# jours}} près',
  'customerDetail.rhythm.overdue': 'En retard de {count, plural, one {# jour} many {# de jours} other {# jours}}',
  'customerDetail.rhythm.late':
    '{count, plural, one {# jour de retard} many {# de jours de retard} other {# jours de retard}}',
  'customerDetail.rhythm.dueToday': 'Attendu aujourd’hui',
  'customerDetail.rhythm.dueIn': 'Attendu dans {count, plural, one {# jour} many {# de jours} other {# jours}}',
  'customerDetail.rhythm.lastVisit': 'Dernière visite',
  'customerDetail.rhythm.nextDue': 'Prochaine visite attendue',
  'customerDetail.rhythm.withinSpread':
    'Dans sa marge habituelle de {count, plural, one {# jour} many {# de jours} other {# jours}}.',

  'customerDetail.profile.title': 'Profil',
  'customerDetail.profile.description': 'Coordonnées et ce que le client a accepté de recevoir.',
  'customerDetail.profile.phoneHint': 'Sert aussi à la connexion du client à son espace client.',
  'customerDetail.profile.messages': 'Messages',
  'customerDetail.profile.sms': 'SMS',
  'customerDetail.profile.smsHint': 'Campagnes et SMS rapides',
  'customerDetail.profile.email': 'E-mail',
  'customerDetail.profile.emailHint': 'Campagnes et e-mails rapides',
  'customerDetail.profile.discard': 'Annuler les modifications',
  'customerDetail.profile.saving': 'Enregistrement…',
  'customerDetail.profile.save': 'Enregistrer',
  'customerDetail.profile.saved': 'Client mis à jour',
  'customerDetail.profile.saveFailed': 'Les modifications n’ont pas pu être enregistrées. Veuillez réessayer.',

  'customerDetail.portal.title': 'Espace client',
  'customerDetail.portal.description':
    'Les clients se connectent sur /customer/login avec leur numéro de téléphone et leur code PIN.',
  'customerDetail.portal.access': 'Accès à l’espace client',
  'customerDetail.portal.on': 'Il peut voir ses programmes et ses récompenses.',
  'customerDetail.portal.off': 'La connexion est refusée tant que vous n’activez pas l’accès.',
  'customerDetail.portal.turnedOn': 'Accès à l’espace client activé',
  'customerDetail.portal.turnedOff': 'Accès à l’espace client désactivé',
  'customerDetail.portal.toggleFailed': 'L’accès à l’espace client n’a pas pu être modifié. Veuillez réessayer.',
  'customerDetail.portal.pin': 'Code PIN',
  'customerDetail.portal.pinSet': 'Défini',
  'customerDetail.portal.pinNotSet': 'Non défini',
  'customerDetail.portal.lastSignedIn': 'Dernière connexion le {date}',
  'customerDetail.portal.neverSignedIn': 'Jamais connecté',
  'customerDetail.pin.set': 'Définir le code PIN',
  'customerDetail.pin.reset': 'Réinitialiser le code PIN',
  'customerDetail.pin.setDescription':
    'Le client se connecte à son espace client avec son numéro de téléphone et ce code PIN.',
  'customerDetail.pin.resetDescription':
    'L’ancien code PIN ne fonctionne plus et toute session ouverte dans l’espace client est fermée.',
  'customerDetail.pin.noPhone':
    'Ce client n’a pas encore de numéro de téléphone. Ajoutez-en un d’abord dans le profil.',
  'customerDetail.pin.label': 'Nouveau code PIN',
  'customerDetail.pin.hint': '4 à 6 chiffres. À communiquer uniquement au client.',
  'customerDetail.pin.length': 'Choisissez un code PIN de 4 à 6 chiffres',
  'customerDetail.pin.cancel': 'Annuler',
  'customerDetail.pin.saving': 'Enregistrement…',
  'customerDetail.pin.doneSet': 'Code PIN défini',
  'customerDetail.pin.doneReset': 'Code PIN réinitialisé',
  'customerDetail.pin.doneDetail': '{name} peut maintenant se connecter à son espace client avec ce code.',
  'customerDetail.pin.failed': 'Le code PIN n’a pas pu être enregistré. Veuillez réessayer.',

  'customerDetail.programs.title': 'Programmes',
  'customerDetail.programs.loading': 'Chargement des programmes',
  'customerDetail.programs.none': 'Aucun programme actif',
  'customerDetail.programs.createOne':
    'Créez-en un sur la {link} : ce client commencera à cumuler dès sa prochaine visite.',
  'customerDetail.programs.page': 'page Programmes',
  'customerDetail.programs.codesWithRewards': 'Ses codes sont listés avec les récompenses.',

  'customerDetail.rewards.title': 'Récompenses',
  'customerDetail.rewards.counts': '{available, number} disponibles · {total, number} au total',
  'customerDetail.rewards.loadFailed': 'Les récompenses n’ont pas pu être chargées',
  'customerDetail.rewards.loading': 'Chargement des récompenses',
  'customerDetail.rewards.none': 'Aucune récompense pour l’instant',
  'customerDetail.rewards.noneDescription':
    'Les récompenses s’affichent ici, avec leurs codes, dès que le client les obtient.',
  'customerDetail.rewards.showFewer': 'Afficher moins',
  'customerDetail.rewards.showAll':
    '{count, plural, one {Afficher # récompense} many {Afficher les # de récompenses} other {Afficher les # récompenses}}',
  'customerDetail.reward.earned': 'Obtenue le {date}',
  'customerDetail.reward.redeemed': 'Utilisée le {date}',
  'customerDetail.reward.expired': 'Expirée le {date}',

  'customerDetail.activity.title': 'Activité',
  'customerDetail.activity.loading': 'Chargement',
  'customerDetail.activity.loadingList': 'Chargement de l’activité',
  'customerDetail.activity.count': '{count, plural, one {# opération} many {# d’opérations} other {# opérations}}',
  'customerDetail.activity.loadFailed': 'L’activité n’a pas pu être chargée',
  'customerDetail.activity.none': 'Aucune activité pour l’instant',
  'customerDetail.activity.noneDescription':
    'Les visites, achats, récompenses et utilisations s’affichent ici au fil du comptoir.',
  'customerDetail.activity.pages': 'Pages de l’activité',
  'customerDetail.activity.range': '{from}–{to} sur {total}',
  'customerDetail.activity.newer': 'Plus récentes',
  'customerDetail.activity.older': 'Plus anciennes',
  'customerDetail.activity.date': 'Date',
  'customerDetail.activity.change': 'Changement',
  'customerDetail.activity.amount': 'Montant',
  'customerDetail.activity.staff': 'Personnel',
  'customerDetail.activity.location': 'Établissement',
  'customerDetail.activity.byStaff': 'par {name}',
  'customerDetail.activity.atLocation': 'à {name}',
  'customerDetail.activity.note': '« {note} »',
  'customerDetail.activity.undone': 'Annulée',

  'customerDetail.change.joined': 'A rejoint le programme',
  'customerDetail.change.welcomePoints':
    '+{count, plural, one {# point de bienvenue} many {# de points de bienvenue} other {# points de bienvenue}}',
  'customerDetail.change.welcomeBonus': 'Bonus de bienvenue',
  'customerDetail.change.visit': 'Visite',
  'customerDetail.change.purchase': 'Achat',
  'customerDetail.change.points': '{sign}{count, plural, one {# point} many {# de points} other {# points}}',
  'customerDetail.change.stamps': '{sign}{count, plural, one {# tampon} many {# de tampons} other {# tampons}}',
  'customerDetail.change.purchases': '{sign}{count, plural, one {# achat} many {# d’achats} other {# achats}}',
  'customerDetail.change.cardComplete': 'Carte complète',
  'customerDetail.change.purchasesComplete': 'Achats complets',
  'customerDetail.change.rewardEarned': 'Récompense obtenue : {reward}',
  'customerDetail.change.earned': 'Cumul',
  'customerDetail.change.redeemedReward': 'Récompense utilisée : {reward}',
  'customerDetail.change.redeemed': 'Récompense utilisée',
  'customerDetail.change.adjusted': 'Ajustement',
  'customerDetail.change.pointsExpired':
    '{count, plural, one {# point expiré} many {# de points expirés} other {# points expirés}}',
  'customerDetail.change.stampsExpired':
    '{count, plural, one {# tampon expiré} many {# de tampons expirés} other {# tampons expirés}}',
  'customerDetail.change.purchasesExpired':
    '{count, plural, one {# achat expiré} many {# d’achats expirés} other {# achats expirés}}',
  'customerDetail.change.rewardExpired': 'Récompense expirée : {reward}',
  'customerDetail.change.expired': 'Expiration',
  'customerDetail.change.openingBalance': 'Solde initial',
  'customerDetail.change.openingBalanceOf': 'Solde initial : {changes}',
  'customerDetail.change.refunded': 'Remboursé en caisse',
  'customerDetail.change.undone': 'Annulation',
  'customerDetail.change.rewardTakenBack': 'Récompense reprise : {reward}',

  'customerDetail.refusal.fallback': 'Une erreur s’est produite. Veuillez réessayer.',
  'customerDetail.refusal.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'customerDetail.refusal.notFound': 'Client introuvable',
  'customerDetail.refusal.pinNeedsPhone':
    'Ajoutez d’abord un numéro de téléphone : les clients se connectent à leur espace client avec leur numéro et leur code PIN.',
  'customerDetail.refusal.teamAdminOnly': 'Seul l’administrateur de l’équipe peut faire cela',
};
