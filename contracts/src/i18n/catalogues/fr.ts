import type { TCatalogue } from './en.ts';

/** French (fr): vous, as shops in France, Belgium, Switzerland and Québec write to their customers. */
export const fr = {
  'common.loading': 'Chargement',
  'common.somethingWentWrong': 'Un problème est survenu',
  'common.tryAgain': 'Réessayer',
  'common.poweredBy': 'Propulsé par',
  'common.alreadyMemberLogIn': 'Déjà membre ? Se connecter',
  'common.backToHome': "Retour à l'accueil",
  'common.close': 'Fermer',

  'join.title': 'Rejoignez notre programme de fidélité',
  'join.welcomeTitle': 'Bienvenue à bord',
  'join.bonusPoints':
    'Recevez {count, plural, one {# point bonus} many {# de points bonus} other {# points bonus}} rien que pour votre inscription',
  'join.firstName': 'Prénom',
  'join.lastName': 'Nom',
  'join.phone': 'Numéro de mobile',
  'join.phoneHint': "Votre numéro est votre carte de membre : aucune application n'est nécessaire.",
  'join.email': 'E-mail',
  'join.emailPlaceholder': 'vous@exemple.fr',
  'join.birthday': "Date d'anniversaire",
  'join.birthdayHint': 'Facultatif : pour une attention le jour de votre anniversaire.',
  'join.pin': 'Créez un code PIN',
  'join.pinPlaceholder': '4 à 6 chiffres',
  'join.showPin': 'Afficher le code PIN',
  'join.hidePin': 'Masquer le code PIN',
  'join.pinHint': 'Avec votre numéro, il vous permettra de consulter vos récompenses en ligne.',
  'join.messages': 'Messages',
  'join.website': 'Site web',
  'join.failed': "Votre inscription n'a pas pu aboutir",
  'join.submit': "Je m'inscris",
  'join.submitting': 'Inscription...',
  'join.alreadyMember': 'Déjà membre ?',
  'join.logIn': 'Se connecter',
  'join.invitedBy': '{name} vous invite',
  'join.aFriend': 'Un ami',
  'join.youGet': 'Vous recevez {reward} après {when}.',
  'join.pausedTitle': 'Les inscriptions sont suspendues',
  'join.pausedAsk': "{message} Adressez-vous à un membre de l'équipe.",
  'join.notFoundTitle': "Ce lien d'inscription ne fonctionne pas",
  'join.notFoundBody':
    "Le code QR que vous avez scanné a peut-être été remplacé ou retiré. Demandez-en un à jour à un membre de l'équipe.",

  'enrolment.phoneRequired': 'Le numéro de téléphone est obligatoire',
  'enrolment.phoneInvalid': 'Veuillez saisir un numéro de téléphone valide',
  'enrolment.emailInvalid': 'Veuillez saisir une adresse e-mail valide',
  'enrolment.birthdayInvalid': "Veuillez saisir une date d'anniversaire valide",
  'enrolment.pin': 'Le code PIN doit comporter de 4 à 6 chiffres',
  'enrolment.nameTooLong': '{label} doit comporter au plus {max} caractères',
  'enrolment.notFound': "Ce lien d'inscription n'est pas valide ou n'est plus actif.",
  'enrolment.closed':
    "Désolé, ce commerce n'accepte pas de nouveaux membres pour le moment. Adressez-vous à un membre de l'équipe.",
  'enrolment.dailyLimit':
    "Ce formulaire d'inscription a atteint sa limite du jour. Demandez à l'équipe de vous inscrire.",
  'enrolment.suspended': "Ce commerce n'accepte pas d'inscriptions pour le moment.",
  'enrolment.tooMany': "Trop de tentatives d'inscription depuis ce réseau. Réessayez dans quelques minutes.",
  'enrolment.smsConsent':
    'Oui, envoyez-moi des SMS de {business} sur mes récompenses et offres. La fréquence des messages varie. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour vous désabonner.',
  'enrolment.emailConsent':
    'Oui, envoyez-moi des e-mails sur mes récompenses, offres et nouveautés de {business}. Je peux me désabonner à tout moment.',

  'joined.title': "C'est fait !",
  'joined.titleNamed': "C'est fait, {name} !",
  'joined.body':
    'Bienvenue dans le programme de fidélité de {business}. Donnez votre numéro de téléphone en caisse pour cumuler des récompenses.',
  'joined.welcomePoints':
    '{count, plural, one {# point de bienvenue est déjà} many {# de points de bienvenue sont déjà} other {# points de bienvenue sont déjà}} sur votre compte',
  'joined.programs': 'Vous avez rejoint',
  'joined.walletTitle': 'Gardez votre carte dans votre téléphone',
  'joined.walletBody': 'Elle affiche vos récompenses et se met à jour après chaque visite.',
  'joined.viewRewards': 'Voir mes récompenses',
  'joined.signedIn':
    'Vous êtes connecté sur ce téléphone. Plus tard, connectez-vous avec votre numéro de téléphone et votre code PIN.',
  'joined.logInLater': 'Connectez-vous à tout moment avec votre numéro de téléphone et votre code PIN.',

  'program.points':
    'Gagnez {perUnit, plural, one {# point} many {# de points} other {# points}} par tranche de {unit} · échangeables dès {minimum, plural, one {# point} many {# de points} other {# points}}{welcome, plural, =0 {} one { · # point de bienvenue} many { · # de points de bienvenue} other { · # points de bienvenue}}',
  'program.stampsFor': 'Collectez {count, plural, one {# tampon} many {# de tampons} other {# tampons}} pour {reward}',
  'program.stampsForAReward':
    'Collectez {count, plural, one {# tampon} many {# de tampons} other {# tampons}} pour une récompense',
  'program.rebate':
    '{value} de remise avec les codes {prefix} · valables {days, plural, one {# jour} many {# de jours} other {# jours}}',
  'program.rebateNoPrefix':
    '{value} de remise avec un code · valable {days, plural, one {# jour} many {# de jours} other {# jours}}',
  'program.discountTier': '{discount} à {visits, plural, one {# visite} many {# de visites} other {# visites}}',
  'program.freeItem': '{item} après {count, plural, one {# achat} many {# d’achats} other {# achats}}',
  'program.freeItemEveryTime':
    '{item} après {count, plural, one {# achat} many {# d’achats} other {# achats}}, à chaque fois',
  'program.aFreeItem': 'Un article offert',

  'referral.points': '{count, plural, one {# point} many {# de points} other {# points}}',
  'referral.stamps': '{count, plural, one {# tampon} many {# de tampons} other {# tampons}}',
  'referral.yourFirstVisit':
    'votre première visite sous {days, plural, one {# jour} many {# de jours} other {# jours}}',
  'referral.yourFirstPurchase':
    'votre premier achat sous {days, plural, one {# jour} many {# de jours} other {# jours}}',
  'referral.yourFirstPurchaseOf':
    'votre premier achat de {amount} ou plus sous {days, plural, one {# jour} many {# de jours} other {# jours}}',

  // The customer portal's way in (/customer/login), in the visitor's browser's language
  'portalIn.panelTitle': 'Toutes vos récompenses, au même endroit.',
  'portalIn.panelText':
    'Consultez vos points et tampons, découvrez les récompenses qui vous attendent et présentez votre carte en caisse.',
  'portalIn.panelPrograms': 'Tous vos programmes de fidélité, avec votre progression',
  'portalIn.panelCodes': "Vos codes de récompense prêts à utiliser, avec leur date d'expiration",
  'portalIn.panelQr': 'Votre code QR de membre pour vous identifier rapidement en caisse',
  'portalIn.title': 'Espace client',
  'portalIn.intro':
    'Connectez-vous avec votre numéro de téléphone et votre code PIN pour voir vos points, tampons et récompenses.',
  'portalIn.formLabel': 'Connexion client',
  'portalIn.phone': 'Numéro de téléphone',
  'portalIn.pin': 'Code PIN',
  'portalIn.forgotPin': 'Code PIN oublié ?',
  'portalIn.pinHint': 'Saisissez votre code PIN de 4 à 6 chiffres',
  'portalIn.showPin': 'Afficher le code PIN',
  'portalIn.hidePin': 'Masquer le code PIN',
  'portalIn.logIn': 'Se connecter',
  'portalIn.loggingIn': 'Connexion...',
  'portalIn.newHere': 'Première visite ou pas de code PIN ?',
  'portalIn.resetTitle': 'Réinitialiser votre code PIN',
  'portalIn.resetIntro':
    'Saisissez le numéro de téléphone utilisé lors de votre inscription. Nous vous enverrons par SMS un code à 6 chiffres pour choisir un nouveau code PIN.',
  'portalIn.sendCode': 'Envoyer le code',
  'portalIn.sending': 'Envoi...',
  'portalIn.backToLogIn': 'Retour à la connexion',
  'portalIn.codeTitle': 'Saisissez votre code',
  'portalIn.codeIntro': 'Saisissez le code à 6 chiffres reçu par SMS et choisissez un nouveau code PIN.',
  'portalIn.codeFormLabel': 'Choisir un nouveau code PIN',
  'portalIn.code': 'Code',
  'portalIn.newPin': 'Nouveau code PIN',
  'portalIn.newPinHint': '4 à 6 chiffres, rien que pour vous',
  'portalIn.setPin': 'Enregistrer et se connecter',
  'portalIn.saving': 'Enregistrement...',
  'portalIn.noText': "Vous n'avez pas reçu de SMS ?",
  'portalIn.sendAgain': 'Renvoyer le code',
  'portalIn.sentAgain': 'Code renvoyé',
  'portalIn.or': 'ou',
  'portalIn.useAnotherNumber': 'utiliser un autre numéro',
  'portalIn.chooseIntro':
    'Votre numéro de téléphone est enregistré auprès de plusieurs commerces. De quel commerce souhaitez-vous voir les récompenses ?',
  'portalIn.businesses': 'Commerces',
  'portalIn.useAnotherPhone': 'Utiliser un autre numéro de téléphone',
  'portalIn.contact': 'Contactez votre commerce',
  'portalIn.contactIntro': "Pas d'accès à l'espace client ou pas encore de code PIN ? Le commerce peut vous aider.",
  'portalIn.askTitle': 'Demandez en caisse',
  'portalIn.askText':
    "Votre espace client est géré par le commerce où vous cumulez vos récompenses. L'équipe peut activer l'accès pour votre numéro de téléphone.",
  'portalIn.getPinTitle': 'Obtenir un code PIN',
  'portalIn.getPinText':
    "L'équipe peut vous attribuer un code PIN, ou vous en choisissez un lors de votre inscription en scannant le code QR du commerce.",
  'portalIn.forgotTitle': "Vous l'avez oublié ?",
  'portalIn.forgotText':
    'Utilisez « Code PIN oublié ? » pour recevoir un code par SMS et choisir vous-même un nouveau code PIN.',
  'portalIn.gotIt': 'Compris',

  // The portal's refusals (PORTAL_MESSAGES, word for word in English) and the other answers its screens can get
  'portalRefusal.phoneNotFound': 'Numéro de téléphone introuvable. Veuillez vérifier et réessayer.',
  'portalRefusal.portalDisabled': "L'accès à l'espace client est désactivé. Veuillez contacter le commerce.",
  'portalRefusal.invalidPin': 'Code PIN incorrect. Veuillez réessayer.',
  'portalRefusal.failed': 'Connexion impossible. Veuillez réessayer.',
  'portalRefusal.locked': 'Trop de codes PIN incorrects. Veuillez réessayer dans 15 minutes.',
  'portalRefusal.pinDailyLimit':
    "Trop de codes PIN incorrects aujourd'hui. Touchez « Code PIN oublié ? » pour recevoir un code par SMS et choisir un nouveau code PIN.",
  'portalRefusal.portalPaused':
    "L'espace client de ce commerce est suspendu pour le moment. Veuillez contacter le commerce.",
  'portalRefusal.phoneRequired': 'Le numéro de téléphone est obligatoire',
  'portalRefusal.pinRequired': 'Le code PIN est obligatoire',
  'portalRefusal.pinDigits': 'Le code PIN ne peut contenir que des chiffres',
  'portalRefusal.pinTooLong': 'Le code PIN doit comporter au plus 6 chiffres',
  'portalRefusal.newPinLength': 'Choisissez un code PIN de 4 à 6 chiffres',
  'portalRefusal.codeInvalid': "Ce code n'est pas valide ou a expiré",
  'portalRefusal.codeSent': 'Si ce numéro de téléphone est associé à un espace client, nous lui avons envoyé un code.',
  'portalRefusal.notSignedIn': "Veuillez vous connecter à l'espace client",
  'portalRefusal.chooseBusiness': 'Choisissez un commerce',
  'portalRefusal.triesLeft':
    '{count, plural, =0 {Plus aucun essai : ce numéro est bloqué pendant {minutes} minutes.} one {Il vous reste # essai avant le blocage de ce numéro pendant {minutes} minutes.} many {Il vous reste # d’essais avant le blocage de ce numéro pendant {minutes} minutes.} other {Il vous reste # essais avant le blocage de ce numéro pendant {minutes} minutes.}}',
  'portalRefusal.tooManyAttempts':
    'Trop de tentatives. Réessayez dans {seconds, plural, one {# seconde} many {# de secondes} other {# secondes}}.',
  'portalRefusal.unreachable': 'Impossible de joindre le serveur. Veuillez vérifier votre connexion et réessayer.',
  'portalRefusal.somethingWrong': 'Un problème est survenu. Veuillez réessayer.',

  // The customer portal (/customer/dashboard), in the customer's language, else the business's
  'portal.rewardsAt': 'Vos récompenses chez',
  'portal.logOut': 'Se déconnecter',
  'portal.yourRewardsTitle': 'Vos récompenses',
  'portal.couldNotLoad': 'Impossible de charger vos récompenses',
  'portal.loading': 'Chargement de vos récompenses...',
  'portal.welcomeBack': 'Bon retour parmi nous !',
  'portal.welcomeBackNamed': 'Bon retour parmi nous, {name} !',
  'portal.whereYouStand': 'Voici où vous en êtes chez {business}.',
  'portal.language': 'Langue',
  'portal.yourCard': 'Votre carte',
  'portal.showCode': 'Présentez ce code en caisse.',
  'portal.showCodeLarger': 'Afficher en grand le code QR de votre carte ({id})',
  'portal.qrOfId': 'Code QR de votre identifiant client {id}',
  'portal.largeQrOfId': 'Code QR en grand de votre identifiant client {id}',
  'portal.showCodePointsStamps':
    'Présentez ce code en caisse pour cumuler des points et des tampons et pour utiliser vos récompenses.',
  'portal.showCodePoints': 'Présentez ce code en caisse pour cumuler des points et pour utiliser vos récompenses.',
  'portal.showCodeStamps': 'Présentez ce code en caisse pour collecter des tampons et pour utiliser vos récompenses.',
  'portal.showCodeRedeem': 'Présentez ce code en caisse pour utiliser vos récompenses.',
  'portal.totalPoints': 'Total des points',
  'portal.stamps': 'Tampons',
  'portal.visits': 'Visites',
  'portal.yourStatus': 'Votre statut',
  'portal.tierStatus': 'Statut {tier}',
  'portal.noTierYet': 'Pas encore de statut',
  'portal.tierFactor': 'Points ×{factor}',
  'portal.measurePoints': '{count, plural, one {# point} many {# de points} other {# points}}',
  'portal.measureVisits': '{count, plural, one {# visite} many {# de visites} other {# visites}}',
  'portal.windowMonths':
    '{months, plural, one {au cours du dernier mois} many {au cours des # derniers mois} other {au cours des # derniers mois}}',
  'portal.windowYear': 'cette année',
  'portal.measureIn': '{measure} {window}',
  'portal.progressTo': 'Progression vers {tier}',
  'portal.topTierReached': 'Niveau maximal atteint',
  'portal.toNextTier': 'Encore {measure} pour {tier}',
  'portal.topTier': 'Niveau maximal : vous êtes au sommet',
  'portal.keepTierUntil': "Vous gardez le statut {tier} jusqu'au {date}, sauf si vous vous qualifiez à nouveau.",
  'portal.inviteFriend': 'Invitez un ami',
  'portal.inviteText': 'Offrez {friendGets} à un ami. Vous recevez {youGet} après {when}.',
  'portal.yourCode': 'Votre code',
  'portal.yourLink': 'Votre lien',
  'portal.copy': 'Copier',
  'portal.share': 'Partager',
  'portal.linkCopied': 'Lien copié',
  'portal.shareTitle': 'Rejoignez {business}',
  'portal.shareText': 'Rejoignez {business} avec mon lien et recevez {friendGets}. Mon code : {code}',
  'portal.friendsJoined':
    '{joined, plural, one {# ami inscrit} many {# d’amis inscrits} other {# amis inscrits}} · {rewarded, plural, one {# récompensé} many {# de récompensés} other {# récompensés}}',
  'portal.yourPrograms': 'Vos programmes de fidélité',
  'portal.noPrograms': 'Pas encore de programme',
  'portal.noProgramsBody': "Vous n'êtes encore inscrit à aucun programme de fidélité.",
  'portal.programProgress': 'Progression : {program}',
  'portal.active': 'Actif',
  'portal.paused': 'En pause',
  'portal.typePoints': 'Points',
  'portal.typeStampCard': 'Carte à tampons',
  'portal.typeRebateCode': 'Code de remise',
  'portal.typeDiscount': 'Réduction',
  'portal.typeFreeItem': 'Article offert',
  'portal.balance': 'Solde',
  'portal.lifetimeEarned': 'Total cumulé',
  'portal.pointsCount': '{count, plural, one {# point} many {# de points} other {# points}}',
  'portal.stampsOf': '{current} sur {required, plural, one {# tampon} many {# de tampons} other {# tampons}}',
  'portal.purchasesOf': '{current} sur {required, plural, one {# achat} many {# d’achats} other {# achats}}',
  'portal.percentOff': '{percent} % de réduction',
  'portal.noDiscountYet': 'Pas encore de réduction',
  'portal.visitsToTier':
    'Encore {count, plural, one {# visite} many {# de visites} other {# visites}} pour {percent} %',
  'portal.topDiscount': 'Réduction maximale atteinte',
  'portal.wayToReward': '{percent} % du chemin vers votre prochaine récompense',
  'portal.savingsCodes': 'Vos codes de remise apparaissent dans « Vos récompenses » dès que vous les obtenez.',
  'portal.lastActivity': 'Dernière activité : {date}',
  'portal.noActivity': 'Aucune activité pour le moment',
  'portal.yourRewards': 'Vos récompenses',
  'portal.available': '{count} à utiliser',
  'portal.noRewards': 'Pas encore de récompense',
  'portal.keepEarningPoints': 'Continuez à cumuler des points pour débloquer des récompenses !',
  'portal.keepCollectingStamps': 'Continuez à collecter des tampons pour débloquer des récompenses !',
  'portal.keepVisiting': 'Revenez nous voir pour débloquer des récompenses !',
  'portal.rewardAvailable': 'Disponible',
  'portal.rewardRedeemed': 'Utilisée',
  'portal.rewardExpired': 'Expirée',
  'portal.earnedOn': 'Obtenue le {date}',
  'portal.from': 'Programme : {program}',
  'portal.showRewardCode': 'Présentez ce code en caisse',
  'portal.expires': 'Expire le {date}',
  'portal.noExpiry': "Sans date d'expiration",
  'portal.claimTitle': "Un achat qui n'a pas été pris en compte ?",
  'portal.claimBody':
    'Si la caisse ne vous a pas reconnu, saisissez le numéro de votre ticket dans les 7 jours suivant votre achat : il sera pris en compte.',
  'portal.claimFormLabel': 'Ajouter un achat',
  'portal.receiptNumber': 'Numéro de ticket',
  'portal.claim': 'Ajouter',
  'portal.claiming': 'Ajout...',
  'portal.receiptHint': "Tel qu'il figure sur votre ticket ou votre confirmation de commande.",
  'portal.itCounts': "C'est pris en compte : {gains}",
  'portal.itCountsSale': "C'est pris en compte : l'achat vous est attribué",
  'portal.saleAt': '{amount} via {till} · {date}',
  'portal.saleReceipt': 'ticket n° {number}',
  'portal.claimNotFound':
    'Aucun achat en attente ne correspond à ce numéro de ticket. Vérifiez le numéro sur votre ticket ou demandez en caisse.',
  'portal.claimAmbiguous': "Plusieurs achats ont ce numéro de ticket. Demandez en caisse : l'équipe ajoutera le vôtre.",
  'portal.claimTooMany': 'Trop de tentatives. Réessayez dans une heure.',
  'portal.receiptRequired': 'Saisissez le numéro de votre ticket',
  'portal.receiptTooLong': "C'est plus long qu'un numéro de ticket",
  'portal.recentActivity': 'Activité récente',
  'portal.nothingYet': 'Rien pour le moment',
  'portal.nothingYetBody': 'Vos visites et achats apparaissent ici au fur et à mesure.',
  'portal.kindVisit': 'Visite',
  'portal.kindPurchase': 'Achat',
  'portal.kindRedeem': 'Récompense utilisée',
  'portal.gainPoints': '{count, plural, one {+# point} many {+# de points} other {+# points}}',
  'portal.spentPoints': '{count, plural, one {-# point} many {-# de points} other {-# points}}',
  'portal.gainStamps': '{count, plural, one {+# tampon} many {+# de tampons} other {+# tampons}}',
  'portal.rewardEarned': 'Récompense obtenue : {reward}',
  'portal.redeemedReward': 'Utilisé : {reward}',
  'portal.yourData': 'Vos données',
  'portal.yourDataBody':
    'Tout ce que ce commerce conserve à votre sujet : vos coordonnées, consentements, historique de fidélité, récompenses et messages.',
  'portal.downloadData': 'Télécharger mes données',
  'portal.deleteAccount': 'Supprimer mon compte',
  'portal.deleteTitle': 'Supprimer votre compte ?',
  'portal.deleteBody':
    "Vos coordonnées, consentements et messages chez {business} seront effacés dans 30 jours, et vos points, tampons et récompenses seront définitivement perdus. {business} peut le faire plus tôt. D'ici là, vous pouvez changer d'avis ici.",
  'portal.deleteConfirm': 'Oui, supprimer mon compte',
  'portal.keepAccount': 'Conserver mon compte',
  'portal.deletePending':
    'Vous avez demandé la suppression de votre compte le {requestedOn}. Il sera supprimé le {dueOn}.',
  'portal.deleteRequested': 'Votre demande est enregistrée. Votre compte sera supprimé dans 30 jours.',
  'portal.accountKept': 'Votre compte reste tel quel.',
  'portal.sending': 'Envoi…',

  // A customer's status, as staff read it (the counter and the customer's page: English until the owner's app speaks)
  'status.noTierYet': 'Pas encore de statut',
  'status.keepsUntil': 'Garde le statut {tier} jusqu’au {date}, sauf s’il se qualifie à nouveau.',

  // Refer a friend, as the inviting customer reads it (the portal's card)
  'referral.theirFirstVisit': 'sa première visite sous {days, plural, one {# jour} many {# de jours} other {# jours}}',
  'referral.theirFirstPurchase':
    'son premier achat sous {days, plural, one {# jour} many {# de jours} other {# jours}}',
  'referral.theirFirstPurchaseOf':
    'son premier achat de {amount} ou plus sous {days, plural, one {# jour} many {# de jours} other {# jours}}',

  // The wallet link page (/wallet/:token), in the customer's language
  'wallet.notAvailable': 'Carte indisponible',
  'wallet.notFound': 'Ce lien de carte n’est pas valide. Connectez-vous à l’espace client pour ajouter votre carte.',
  'wallet.voided': 'Cette carte de fidélité n’est plus active.',
  'wallet.title': 'Votre carte {business}',
  'wallet.body':
    'Gardez votre carte de fidélité dans le portefeuille de votre téléphone : elle affiche vos points et récompenses, et se met à jour après chaque visite.',
  'wallet.bodyNamed':
    '{name}, gardez votre carte de fidélité dans le portefeuille de votre téléphone : elle affiche vos points et récompenses, et se met à jour après chaque visite.',

  // A new e-mail design's starting words, which customers read as they are unless the owner changes them
  'starter.heading': 'Bonjour {firstName} !',
  'starter.text': 'Merci de faire partie de nos habitués chez {business_name}.',

  // The fixed parts of e-mails and texts to customers (SMS keywords STOP, START and HELP stay in English: carriers act on them)
  'email.unsubscribe': 'Se désabonner',
  'email.poweredBy': 'Propulsé par Regulars',
  'sms.optOut': 'Répondez STOP pour vous désabonner',
  'sms.welcomeOptOut': 'Répondez STOP pour vous désabonner, HELP pour de l’aide',
  'sms.stopReply':
    '{business} : Vous êtes désabonné et ne recevrez plus de messages de notre part. Répondez START pour vous réabonner.',
  'sms.startReply':
    '{business} : Vous êtes de nouveau abonné aux messages. Des frais de messagerie et de données peuvent s’appliquer. Répondez HELP pour de l’aide, STOP pour vous désabonner.',
  'sms.helpReply':
    '{business} : Pour de l’aide, contactez {contact}. Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour vous désabonner.',
  'sms.helpReplyNoContact':
    '{business} : Des frais de messagerie et de données peuvent s’appliquer. Répondez STOP pour vous désabonner.',
  'sms.namesAndOthers': '{names} et {count, plural, one {# autre} many {# autres} other {# autres}}',
  'sms.pinReset':
    '{business} : votre code de réinitialisation du code PIN est {code}. Il expire dans {minutes} minutes.',

  'unsubscribe.preferences': 'Préférences e-mail',
  'unsubscribe.question': 'Se désabonner de {business} ?',
  'unsubscribe.willStop':
    "{email} ne recevra plus d'e-mails de {business} ; vos points et récompenses restent tels quels.",
  'unsubscribe.youWillStop':
    "Vous ne recevrez plus d'e-mails de {business} ; vos points et récompenses restent tels quels.",
  'unsubscribe.button': 'Se désabonner',
  'unsubscribe.doneTitle': 'Vous êtes désabonné',
  'unsubscribe.done': "{business} n'écrira plus à {email}.",
  'unsubscribe.doneYou': '{business} ne vous écrira plus.',
  'unsubscribe.failed': "Votre désabonnement n'a pas pu aboutir pour le moment. Veuillez réessayer.",
  'unsubscribe.invalidTitle': 'Lien non valide',
  'unsubscribe.invalid': "Ce lien de désabonnement n'est pas valide. Utilisez celui de votre e-mail le plus récent.",
  'unsubscribe.oneClick': 'Désabonnement confirmé : {business} ne vous écrira plus.',
} satisfies TCatalogue;
