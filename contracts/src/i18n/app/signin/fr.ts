import type { TAreaCatalogue } from '../en.ts';
import type { signinEn } from './en.ts';

export const signinFr: TAreaCatalogue<typeof signinEn> = {
  'signin.email': 'E-mail',
  'signin.emailPlaceholder': 'vous@entreprise.fr',
  'signin.password': 'Mot de passe',
  'signin.passwordHint':
    '{count, plural, one {# caractère minimum} many {# de caractères minimum} other {# caractères minimum}}',
  'signin.backToHome': 'Retour à l’accueil',
  'signin.backToSignIn': 'Retour à la connexion',
  'signin.orEmail': 'ou continuez avec votre e-mail',

  'signin.panel.title': 'Faites de vos nouveaux clients des habitués.',
  'signin.panel.text':
    'La plateforme de fidélité pensée pour les cafés, les salons, les restaurants et tous les petits commerces.',
  'signin.panel.rewards': 'Points, cartes à tampons, codes de remise, réductions et articles offerts',
  'signin.panel.qr': 'Vos clients s’inscrivent en scannant un QR code, sans application à installer',
  'signin.panel.campaigns': 'Des campagnes SMS et e-mail qui font revenir vos clients',

  'signin.login.title': 'Connectez-vous à votre compte',
  'signin.login.noAccount': 'Pas encore de compte ?',
  'signin.login.signUp': 'Inscrivez-vous',
  'signin.login.google': 'Se connecter avec Google',
  'signin.login.forgot': 'Mot de passe oublié ?',
  'signin.login.signingIn': 'Connexion…',
  'signin.login.submit': 'Se connecter',

  // The second step of a sign-in with two-step sign-in on (issue 53)
  'signin.secondStep.title': 'Connexion en deux étapes',
  'signin.secondStep.appText':
    'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres qu’elle affiche pour ce compte.',
  'signin.secondStep.code': 'Code',
  'signin.secondStep.recoveryText':
    'Saisissez l’un des codes de secours enregistrés lors de l’activation de la connexion en deux étapes. Chaque code ne sert qu’une fois.',
  'signin.secondStep.recoveryCode': 'Code de secours',
  'signin.secondStep.submit': 'Vérifier',
  'signin.secondStep.verifying': 'Vérification...',
  'signin.secondStep.useRecovery': 'Téléphone perdu ? Utilisez un code de secours',
  'signin.secondStep.useApp': 'Utiliser plutôt votre application d’authentification',
  'signin.secondStep.trust': 'Ne plus demander de code sur cet appareil pendant 30 jours',
  'signin.secondStep.again': 'Se reconnecter',
  'signin.secondStep.refusal.codeRequired': 'Saisissez le code à 6 chiffres de votre application d’authentification',
  'signin.secondStep.refusal.codeInvalid':
    'Ce code n’a pas fonctionné. Saisissez le code le plus récent de votre application d’authentification.',
  'signin.secondStep.refusal.recoveryRequired': 'Saisissez l’un de vos codes de secours',
  'signin.secondStep.refusal.recoveryInvalid':
    'Ce code de secours n’a pas fonctionné. Chaque code ne sert qu’une fois.',
  'signin.secondStep.refusal.expired':
    'Cette connexion a pris trop de temps. Reconnectez-vous avec votre mot de passe.',
  'signin.secondStep.refusal.tooManyCodes': 'Trop de codes erronés. Reconnectez-vous avec votre mot de passe.',
  'signin.secondStep.refusal.locked': 'Trop de codes erronés pour ce compte. Réessayez dans 15 minutes.',

  'signin.signup.title': 'Créez votre compte',
  'signin.signup.haveAccount': 'Vous avez déjà un compte ?',
  'signin.signup.signIn': 'Connectez-vous',
  'signin.signup.google': 'S’inscrire avec Google',
  'signin.signup.companyName': 'Nom de l’entreprise',
  'signin.signup.companyPlaceholder': 'Le Café Bleu',
  'signin.signup.creating': 'Création du compte…',
  'signin.signup.submit': 'Créer le compte',
  'signin.signup.checkoutFailed':
    'Impossible d’ouvrir la page de paiement. Vous pourrez changer de formule depuis votre tableau de bord.',

  'signin.reset.title': 'Réinitialisez votre mot de passe',
  'signin.reset.intro':
    'Saisissez l’adresse e-mail de votre inscription : nous vous enverrons un lien de réinitialisation.',
  'signin.reset.sending': 'Envoi…',
  'signin.reset.submit': 'Envoyer le lien',
  'signin.reset.sentTitle': 'Consultez vos e-mails',
  'signin.reset.sentText':
    'Si un compte existe pour {email}, nous vous avons envoyé un lien pour réinitialiser votre mot de passe.',
  'signin.reset.notReceived': 'Rien reçu ? Regardez dans vos spams ou {link}.',
  'signin.reset.tryAnother': 'essayez une autre adresse',

  'signin.newPassword.title': 'Choisissez un nouveau mot de passe',
  'signin.newPassword.intro': 'Choisissez un nouveau mot de passe pour votre compte.',
  'signin.newPassword.label': 'Nouveau mot de passe',
  'signin.newPassword.confirm': 'Confirmez le mot de passe',
  'signin.newPassword.updating': 'Mise à jour…',
  'signin.newPassword.submit': 'Mettre à jour',
  'signin.newPassword.mismatch': 'Les mots de passe ne correspondent pas',
  'signin.newPassword.doneTitle': 'Votre mot de passe a été modifié',
  'signin.newPassword.doneText': 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  'signin.newPassword.signIn': 'Se connecter',

  'signin.invalidLink.title': 'Lien de réinitialisation non valide',
  'signin.invalidLink.text': 'Un lien de réinitialisation ne sert qu’une fois et expire au bout d’un moment.',
  'signin.invalidLink.requestNew': 'Demander un nouveau lien',
  'signin.invalidLink.reason': 'Ce lien de réinitialisation n’est pas valide ou a expiré',

  'signin.notFound.title': 'Page introuvable',
  'signin.notFound.text': 'La page que vous cherchez n’existe pas ou a été déplacée.',

  'signin.signOut.failed': 'Impossible de vous déconnecter',

  'signin.check.form': 'Vérifiez le formulaire et réessayez',
  'signin.check.companyRequired': 'Le nom de l’entreprise est obligatoire',
  'signin.check.companyTooLong': 'Le nom de l’entreprise ne peut pas dépasser 200 caractères',
  'signin.check.emailRequired': 'L’adresse e-mail est obligatoire',
  'signin.check.emailInvalid': 'Saisissez une adresse e-mail valide',
  'signin.check.emailTooLong': 'L’adresse e-mail ne peut pas dépasser 254 caractères',
  'signin.check.passwordRequired': 'Le mot de passe est obligatoire',
  'signin.check.passwordTooShort': 'Le mot de passe doit contenir au moins 6 caractères',
  'signin.check.passwordTooLong': 'Le mot de passe ne peut pas dépasser 128 caractères',
  'signin.check.tierRequired': 'Choisissez une formule',
  'signin.check.loginRequired': 'L’e-mail et le mot de passe sont obligatoires',

  'signin.refusal.invalidCredentials': 'E-mail ou mot de passe incorrect',
  'signin.refusal.loginFailed': 'Impossible de se connecter',
  'signin.refusal.emailTaken': 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  'signin.refusal.noTenant': 'Impossible de créer ou de retrouver votre entreprise',
  'signin.refusal.noEmail': 'Aucune adresse e-mail n’est associée à ce compte',
  'signin.refusal.notAuthenticated': 'Vous n’êtes pas connecté',
  'signin.refusal.googleUnavailable': 'La connexion avec Google n’est pas disponible',
  'signin.refusal.invalidOrigin': 'Origine de la demande non valide',
  'signin.refusal.missingOrigin': 'Origine de la demande manquante',
  'signin.refusal.invalidCallback': 'Adresse de retour non valide',
  'signin.refusal.invalidErrorCallback': 'Adresse de retour en cas d’erreur non valide',
  'signin.refusal.tooManyAttempts':
    '{count, plural, one {Trop de tentatives. Réessayez dans # seconde.} many {Trop de tentatives. Réessayez dans # secondes.} other {Trop de tentatives. Réessayez dans # secondes.}}',
  'signin.refusal.generic': 'Une erreur s’est produite. Veuillez réessayer.',
  'signin.refusal.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'signin.refusal.unexpected': 'Le serveur a envoyé une réponse inattendue. Veuillez réessayer.',
  'signin.refusal.http': 'Une erreur s’est produite (HTTP {status}). Veuillez réessayer.',
  'signin.plans.choose': 'Choisissez votre formule',
  'signin.plans.loading': 'Chargement des formules',
  'signin.plans.popular': 'La plus choisie',
  'signin.plans.customers':
    '{count, plural, one {{customers} client} many {{customers} clients} other {{customers} clients}}',
  'signin.plans.unlimitedCustomers': 'Clients illimités',
  'signin.plans.sms': '{sms} SMS par mois',
  'signin.plans.unlimitedSms': 'SMS illimités',
  'signin.plans.perMonth': '/mois',
  'signin.plans.freeForever': 'Gratuit pour toujours',
  'signin.plans.trialThen':
    '{count, plural, one {# jour d’essai gratuit, puis {price}/mois} many {# jours d’essai gratuit, puis {price}/mois} other {# jours d’essai gratuit, puis {price}/mois}}',
  'signin.plans.monthly': '{price}/mois',
  'signin.plans.loadFailed': 'Impossible de charger les formules.',
  'signin.plans.tryAgain': 'Réessayer',
  'signin.plans.tryingAgain': 'Nouvel essai…',

  // Single sign-on (issue 53)
  'signin.sso.link': 'Se connecter avec l’authentification unique (SSO)',
  'signin.sso.intro':
    'Saisissez votre e-mail professionnel et nous vous conduirons à la page de connexion de votre équipe.',
  'signin.sso.email': 'E-mail professionnel',
  'signin.sso.emailPlaceholder': 'vous@votreagence.fr',
  'signin.sso.submit': 'Continuer',
  'signin.sso.starting': 'Ouverture de votre fournisseur…',
  'signin.sso.usePassword': 'Se connecter plutôt avec un mot de passe',
  'signin.sso.emailRequired': 'Saisissez votre e-mail professionnel',
  'signin.sso.notSetUp':
    'L’authentification unique n’est pas configurée pour cette adresse e-mail. Connectez-vous avec votre mot de passe.',
  'signin.sso.failed':
    'L’authentification unique n’a pas abouti. Réessayez, ou connectez-vous avec votre mot de passe.',
  'signin.sso.expired': 'Cette connexion a pris trop de temps. Relancez l’authentification unique.',
  'signin.sso.denied':
    'Votre fournisseur ne vous a pas connecté. Réessayez, ou connectez-vous avec votre mot de passe.',
  'signin.sso.notMember':
    'Votre fournisseur vous a connecté avec une adresse e-mail qui ne fait pas partie de cette équipe. Demandez à l’administrateur de votre équipe d’inviter cette adresse.',
  'signin.sso.notAllowed':
    'Ce compte se connecte avec son mot de passe et la connexion en deux étapes, pas avec l’authentification unique.',

  // Passkeys: signing in with one alone, or as the second step (issue 53)
  'signin.passkey.button': 'Se connecter avec une clé d’accès',
  'signin.passkey.waiting': 'En attente de votre clé d’accès...',
  'signin.secondStep.usePasskey': 'Utiliser plutôt une clé d’accès',
  'signin.passkey.notRecognised':
    'Cette clé d’accès ne correspond à aucun compte ici. Connectez-vous avec votre mot de passe, puis ajoutez-la dans Paramètres.',
  'signin.passkey.failed': 'La clé d’accès n’a pas fonctionné. Réessayez, ou connectez-vous avec votre mot de passe.',
  'signin.passkey.expired': 'Cela a pris trop de temps. Réessayez.',
  'signin.passkey.unavailable':
    'Les clés d’accès exigent que ce serveur ait un nom de domaine. Adressez-vous à l’opérateur de la plateforme.',
  'signin.passkey.notSupported': 'Ce navigateur ne peut pas utiliser de clés d’accès.',
  'signin.passkey.cancelled': 'La clé d’accès n’a pas été utilisée. Réessayez quand vous serez prêt.',
};
