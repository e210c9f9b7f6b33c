import type { TCatalogue } from './en.ts';

/** French (fr): vous, as shops in France, Belgium, Switzerland and Québec write to their customers. */
export const fr = {
  'common.loading': 'Chargement',
  'common.somethingWentWrong': 'Un problème est survenu',
  'common.tryAgain': 'Réessayer',
  'common.poweredBy': 'Propulsé par',
  'common.alreadyMemberLogIn': 'Déjà membre ? Se connecter',
  'common.backToHome': "Retour à l'accueil",

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
