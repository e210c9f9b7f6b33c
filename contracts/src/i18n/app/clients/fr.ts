import type { TAreaCatalogue } from '../en.ts';
import type { clientsEn } from './en.ts';

export const clientsFr: TAreaCatalogue<typeof clientsEn> = {
  'clients.cancel': 'Annuler',
  'clients.loading': 'Chargement',
  'clients.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'clients.adminOnly': 'Seul l’administrateur de l’équipe peut faire cela',
  'clients.accessEnded': 'Votre accès à cette équipe a pris fin',
  'clients.suspended': 'Ce compte est suspendu. Contactez le support pour le réactiver.',
  'clients.closed':
    'Cette entreprise est fermée. Un administrateur de l’équipe peut la rouvrir depuis l’application jusqu’à sa suppression.',
  'clients.notAnAgency':
    'Votre formule n’inclut pas d’entreprises clientes. Passez à la formule Agency pour gérer des entreprises pour vos clients.',
  'clients.clientNotFound': 'Entreprise cliente introuvable',
  'clients.tooManyAttempts':
    '{count, plural, one {Trop de tentatives. Réessayez dans # seconde.} many {Trop de tentatives. Réessayez dans # secondes.} other {Trop de tentatives. Réessayez dans # secondes.}}',

  'clients.title': 'Clients de l’agence',
  'clients.description':
    'Les entreprises que vous gérez pour vos clients : les chiffres du mois, l’usage de la formule et ce qui demande votre attention. Ouvrez-en une pour y travailler.',
  'clients.add': 'Ajouter une entreprise',
  'clients.loadingList': 'Chargement des entreprises clientes…',
  'clients.loadFailed': 'Impossible de charger vos entreprises clientes',
  'clients.checkConnection': 'Vérifiez votre connexion et réessayez.',
  'clients.usage':
    '{used} sur {max, plural, one {# entreprise cliente} many {# d’entreprises clientes} other {# entreprises clientes}}',
  'clients.usageUnlimited':
    '{count, plural, one {# entreprise cliente} many {# d’entreprises clientes} other {# entreprises clientes}} (illimité)',
  'clients.usageFull': '{usage} · votre formule est complète',
  'clients.agencyCredits':
    'Votre agence a {count, plural, one {# crédit} many {# de crédits} other {# crédits}} à donner',
  'clients.search': 'Rechercher une entreprise cliente par nom',
  'clients.searchPlaceholder': 'Rechercher par nom…',
  'clients.none': 'Aucune entreprise cliente pour l’instant',
  'clients.noneText':
    'Ajoutez la première entreprise que vous gérez pour un client : son programme de fidélité, ses clients et ses messages, gérés d’ici.',
  'clients.noMatches': 'Aucun résultat',
  'clients.noMatchesText': 'Aucune entreprise cliente ne correspond à votre recherche',

  'clients.table.business': 'Entreprise',
  'clients.table.customers': 'Clients',
  'clients.table.visits': 'Visites ce mois-ci',
  'clients.table.messages': 'Messages ce mois-ci',
  'clients.table.credits': 'Crédits',
  'clients.table.actions': 'Actions',
  'clients.table.usage': '{used} sur {max}',
  'clients.table.unlimited': 'illimité',
  'clients.table.sms': 'SMS {usage}',
  'clients.table.workingHere': 'Vous travaillez ici',
  'clients.table.ownerInvited': 'Propriétaire invité, pas encore inscrit',
  'clients.table.ownerNotInvited': 'Propriétaire pas encore invité',
  'clients.table.releaseNamed': 'Passer {name} à son propre abonnement',
  'clients.table.ownPlan': 'Son abonnement',
  'clients.table.giveCreditsNamed': 'Donner des crédits à {name}',
  'clients.table.creditsButton': 'Crédits',
  'clients.table.inviteNamed': 'Inviter le propriétaire de {name}',
  'clients.table.inviteOwner': 'Inviter le propriétaire',
  'clients.table.openNamed': 'Ouvrir {name}',
  'clients.table.open': 'Ouvrir',

  'clients.alert.closed': 'Fermée par son équipe : supprimée 30 jours après la fermeture',
  'clients.alert.suspended': 'Suspendue par la plateforme : consultation seule, aucune modification',
  'clients.alert.failingMessages':
    '{count, plural, one {# message en échec ces 7 derniers jours} many {# de messages en échec ces 7 derniers jours} other {# messages en échec ces 7 derniers jours}}',
  'clients.alert.customerLimit': '{used} clients sur {max} dans la formule',
  'clients.alert.smsLimit': '{used} SMS sur {max} ce mois-ci',
  'clients.alert.trialEnded': 'Essai terminé',
  'clients.alert.trialTomorrow': 'L’essai se termine demain',
  'clients.alert.trialEndsIn':
    '{count, plural, one {L’essai se termine dans # jour} many {L’essai se termine dans # de jours} other {L’essai se termine dans # jours}}',

  'clients.release.title': 'Passer {name} à son propre abonnement ?',
  'clients.release.message':
    'Elle quitte votre agence : vous ne pouvez plus l’ouvrir et elle ne compte plus dans votre formule. Les crédits que vous lui avez donnés et qu’elle n’a pas utilisés vous reviennent. Ses appareils de comptoir, codes PIN du personnel, clés API et points de terminaison webhook prennent fin, et les sessions que votre équipe y a ouvertes se ferment : son propriétaire configure les siens. Elle garde toutes ses données et passe à la formule Free, sans crédits, jusqu’à ce que son propriétaire choisisse une formule.',
  'clients.release.confirm': 'Passer à son propre abonnement',
  'clients.release.moving': 'Transfert…',
  'clients.release.done': '{name} a maintenant son propre abonnement',
  'clients.release.failed': 'Impossible de passer l’entreprise à son propre abonnement',
  'clients.release.needsOwner':
    'Invitez d’abord son propriétaire : une fois qu’il a rejoint l’équipe, l’entreprise peut passer à son propre abonnement.',

  'clients.addDialog.title': 'Ajouter une entreprise cliente',
  'clients.addDialog.description':
    'Une entreprise à part entière dans votre formule : ses clients, programmes, messages et crédits restent séparés de tous les autres.',
  'clients.addDialog.name': 'Nom de l’entreprise',
  'clients.addDialog.namePlaceholder': 'Café du Port',
  'clients.addDialog.nameHint':
    'Ses clients voient ce nom. Vous pourrez inviter son propriétaire une fois l’entreprise ajoutée.',
  'clients.addDialog.adding': 'Ajout…',
  'clients.addDialog.added': '{name} ajoutée',
  'clients.addDialog.failed': 'Impossible d’ajouter l’entreprise cliente',
  'clients.addDialog.nameRequired': 'Saisissez le nom de l’entreprise cliente',
  'clients.addDialog.nameTooLong': 'Le nom de l’entreprise ne peut pas dépasser 120 caractères',
  'clients.addDialog.unsavable': 'Supprimez le caractère non pris en charge et réessayez',
  'clients.addDialog.clientOfClient': 'Une entreprise cliente ne peut pas gérer ses propres entreprises clientes',
  'clients.addDialog.limit':
    'Votre formule comprend {count, plural, one {# entreprise cliente} many {# d’entreprises clientes} other {# entreprises clientes}}. Changez de formule ou demandez-nous d’augmenter la limite pour en ajouter d’autres.',

  'clients.invite.title': 'Inviter le propriétaire de {name}',
  'clients.invite.description':
    'Il devient administrateur de {name} et de rien d’autre : il ne voit jamais votre agence ni vos autres clients.',
  'clients.invite.email': 'Adresse e-mail du propriétaire',
  'clients.invite.emailPlaceholder': 'proprietaire@entreprise.fr',
  'clients.invite.emailHint': 'Il recevra un e-mail avec un lien pour rejoindre son entreprise',
  'clients.invite.sending': 'Envoi…',
  'clients.invite.send': 'Envoyer l’invitation',
  'clients.invite.sent': 'Invitation envoyée à {email}',
  'clients.invite.failed': 'Impossible d’envoyer l’invitation',
  'clients.invite.emailRequired': 'L’adresse e-mail est obligatoire',
  'clients.invite.emailInvalid': 'Saisissez une adresse e-mail valide',
  'clients.invite.emailTooLong': 'L’adresse e-mail ne peut pas dépasser 254 caractères',
  'clients.invite.alreadyMember': 'Cette personne fait déjà partie de l’équipe',
  'clients.invite.alreadyInvited':
    'Une invitation est déjà en attente pour cette adresse. Utilisez Renvoyer pour l’envoyer à nouveau.',
  'clients.invite.seatLimit':
    'Vous avez atteint votre limite de places. Changez de formule pour inviter d’autres membres.',

  'clients.credits.title': 'Donner des crédits à {name}',
  'clients.credits.description':
    'Ils sont pris sur le solde de votre agence et paient ses SMS au-delà du forfait mensuel de la formule. Ce qu’elle n’a pas utilisé vous revient si elle passe à son propre abonnement.',
  'clients.credits.balances':
    'Votre agence a {agency, plural, one {# crédit} many {# de crédits} other {# crédits}} ; {name} a {client, plural, one {# crédit} many {# de crédits} other {# crédits}}.',
  'clients.credits.amount': 'Crédits à donner',
  'clients.credits.atMost': '{max} au maximum : ce que votre agence possède.',
  'clients.credits.noneToGive':
    'Votre agence n’a pas encore de crédits à donner : les crédits d’une formule payante arrivent avec son premier paiement.',
  'clients.credits.giving': 'Don en cours…',
  'clients.credits.give': 'Donner des crédits',
  'clients.credits.given':
    '{count, plural, one {# crédit donné à {name}} many {# de crédits donnés à {name}} other {# crédits donnés à {name}}}',
  'clients.credits.failed': 'Impossible de donner les crédits',
  'clients.credits.amountRule': 'Saisissez un nombre entier de crédits entre 1 et 100 000',
  'clients.credits.short':
    'Votre agence a {balance, plural, one {# crédit} many {# de crédits} other {# crédits}}, pas assez pour en donner {wanted}. Les crédits d’une formule payante arrivent avec son premier paiement.',
  'clients.credits.toClosed': '{name} est fermée : elle ne peut pas recevoir de crédits',
  'clients.noneAssigned': 'Aucun client ne vous est encore attribué',
  'clients.noneAssignedText':
    'L’administrateur de votre agence choisit qui gère chaque client. Demandez-lui de vous attribuer les entreprises sur lesquelles vous travaillez.',
  'clients.assignedCount':
    '{count, plural, one {# entreprise cliente vous est attribuée} many {# d’entreprises clientes vous sont attribuées} other {# entreprises clientes vous sont attribuées}}',
  'clients.managers.title': 'Chargés de compte de {name}',
  'clients.managers.description':
    'Ils voient et ouvrent cette entreprise. Les administrateurs de votre agence ouvrent tous les clients.',
  'clients.managers.noTeam':
    'L’équipe de votre agence n’a pas encore de chargé de compte : invitez-les d’abord dans votre équipe.',
  'clients.managers.toTeam': 'Aller à Entreprise',
  'clients.managers.legend': 'Chargés de compte',
  'clients.managers.saved': 'Chargés de compte de {name} enregistrés',
  'clients.managers.failed': 'Impossible d’enregistrer les chargés de compte',
  'clients.managers.saving': 'Enregistrement...',
  'clients.managers.save': 'Enregistrer',
  'clients.managers.changeNamed': 'Modifier les chargés de compte de {name}',
  'clients.managers.list': 'Géré par {names}',
  'clients.managers.none': 'Aucun chargé de compte',
  'clients.managers.notOnTeam': 'Choisissez les chargés de compte dans l’équipe de votre agence',
  'clients.managers.tooMany': 'Choisissez au plus 50 chargés de compte',
  'clients.library.title': 'Bibliothèque',
  'clients.library.description':
    'Des programmes et kits de démarrage enregistrés depuis un client, à ajouter à d’autres en une fois. Un ajout ne change jamais ce qu’un client a déjà.',
  'clients.library.loading': 'Chargement de la bibliothèque',
  'clients.library.loadFailed': 'Impossible de charger la bibliothèque',
  'clients.library.empty':
    'Rien d’enregistré pour l’instant. Ouvrez un client, allez dans Programmes de fidélité et enregistrez un programme dans la bibliothèque depuis sa carte.',
  'clients.library.itemLine': '{type} · enregistré depuis {source}',
  'clients.library.apply': 'Ajouter aux clients',
  'clients.library.applyNamed': 'Ajouter {name} aux clients',
  'clients.library.deleteNamed': 'Supprimer {name} de la bibliothèque',
  'clients.library.deleteTitle': 'Supprimer {name} de la bibliothèque ?',
  'clients.library.deleteText': 'Les clients auxquels il a été ajouté gardent leurs programmes.',
  'clients.library.delete': 'Supprimer',
  'clients.library.deleting': 'Suppression...',
  'clients.library.deleteFailed': 'Impossible de le supprimer de la bibliothèque',
  'clients.library.latest': 'Derniers ajouts',
  'clients.library.running': 'Ajout de {name} : {done} clients sur {count} traités',
  'clients.library.done': '{name} ajouté à {count, plural, one {# client} many {# de clients} other {# clients}} :',
  'clients.library.outcome.pending': 'en attente',
  'clients.library.outcome.created': 'ajouté',
  'clients.library.outcome.skippedName': 'a un programme de ce nom',
  'clients.library.outcome.refusedPlan': 'son offre ne permet pas d’autre programme actif',
  'clients.library.outcome.notClient': 'n’est plus votre client',
  'clients.library.outcome.unavailable': 'fermé ou suspendu',
  'clients.library.outcome.failed': 'ajout impossible',
  'clients.library.applyTitle': 'Ajouter {name} aux clients',
  'clients.library.applyText':
    'Chaque client reçoit sa propre copie active. Un client qui a un programme de ce nom garde le sien ; celui dont l’offre ne permet pas d’autre programme actif est signalé.',
  'clients.library.clientsLegend': 'Entreprises clientes',
  'clients.library.chooseAll': 'Tout choisir',
  'clients.library.chooseNone': 'Ne rien choisir',
  'clients.library.clientHint': '{count, plural, one {# client} many {# de clients} other {# clients}}',
  'clients.library.add':
    '{count, plural, =0 {Ajouter} one {Ajouter à # client} many {Ajouter à # de clients} other {Ajouter à # clients}}',
  'clients.library.adding': 'Ajout...',
  'clients.library.started': 'Ajout de {name} à {count, plural, one {# client} many {# de clients} other {# clients}}',
  'clients.library.applyFailed': 'Impossible de l’ajouter aux clients',
  'clients.library.itemNotFound': 'Cet élément de la bibliothèque n’existe plus',
  'clients.library.programNotFound': 'Ce programme est introuvable',
  'clients.library.nameTaken': 'Votre bibliothèque a déjà un élément de ce nom',
  'clients.library.full': 'Votre bibliothèque contient au plus 200 éléments : supprimez-en un d’abord',
  'clients.library.chooseClients': 'Choisissez au moins une entreprise cliente',
  'clients.library.tooManyClients': 'Choisissez au plus 500 entreprises clientes',
  'clients.library.notYourClients': 'Choisissez des entreprises clientes de votre agence',
  'clients.library.saveKit': 'Enregistrer un kit de démarrage',
  'clients.library.kitTitle': 'Enregistrer un kit de démarrage',
  'clients.library.kitText':
    'Tous les programmes et modèles SMS et e-mail d’un client, à ajouter à d’autres clients en une fois.',
  'clients.library.kitClient': 'Depuis le client',
  'clients.library.kitName': 'Nom',
  'clients.library.kitDefaultName': 'Kit de démarrage {name}',
  'clients.library.kitSave': 'Enregistrer le kit',
  'clients.library.kitSaving': 'Enregistrement...',
  'clients.library.kitSaved': '{name} enregistré dans la bibliothèque',
  'clients.library.kitFailed': 'Impossible d’enregistrer le kit de démarrage',
  'clients.library.kitNameRequired': 'Nommez le kit de démarrage',
  'clients.library.kitNameTooLong': 'Le nom du kit de démarrage doit faire au plus 80 caractères',
  'clients.library.kitEmpty': 'Ce client n’a ni programme ni modèle à enregistrer',
  'clients.library.kitLine':
    'Kit de démarrage · {programs, plural, one {# programme} many {# de programmes} other {# programmes}}, {sms, plural, one {# modèle SMS} many {# de modèles SMS} other {# modèles SMS}}, {email, plural, one {# modèle e-mail} many {# de modèles e-mail} other {# modèles e-mail}} · enregistré depuis {source}',
  'clients.library.piecesAdded': '{count, plural, one {# ajouté} many {# ajoutés} other {# ajoutés}}',
  'clients.library.piecesSkipped':
    '{count, plural, one {# existe déjà sous ce nom} many {# existent déjà sous ce nom} other {# existent déjà sous ce nom}}',
  'clients.library.piecesRefused':
    '{count, plural, one {# refusé par son offre} many {# refusés par son offre} other {# refusés par son offre}}',
  'clients.library.piecesFailed': '{count, plural, one {# non ajouté} many {# non ajoutés} other {# non ajoutés}}',
};
