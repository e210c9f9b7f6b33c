import type { TAreaCatalogue } from '../en.ts';
import type { invitationEn } from './en.ts';

export const invitationFr: TAreaCatalogue<typeof invitationEn> = {
  'invitation.loading': 'Chargement',
  'invitation.loadingText': 'Chargement de l’invitation…',
  'invitation.loadFailed': 'Impossible de charger l’invitation',
  'invitation.title': 'Invitation à rejoindre une équipe',
  'invitation.invitedTo': '{company} vous invite à rejoindre son équipe',
  'invitation.email': 'E-mail',
  'invitation.password': 'Mot de passe',
  'invitation.role': 'Rôle :',
  'invitation.role.admin': 'Administrateur',
  'invitation.role.member': 'Membre',
  'invitation.role.analyst': 'Analyste (lecture seule)',
  'invitation.createTab': 'Créer un compte',
  'invitation.signInTab': 'Se connecter',
  'invitation.checkForm': 'Vérifiez le formulaire et réessayez',
  'invitation.tooManyAttempts':
    '{count, plural, one {Trop de tentatives. Réessayez dans # seconde.} many {Trop de tentatives. Réessayez dans # secondes.} other {Trop de tentatives. Réessayez dans # secondes.}}',

  'invitation.invalid.title': 'Invitation non valide',
  'invitation.invalid.toLogin': 'Aller à la connexion',
  'invitation.invalid.link': 'Lien d’invitation non valide',
  'invitation.invalid.notFound': 'Invitation introuvable',
  'invitation.invalid.usedOrRevoked': 'Cette invitation a déjà été utilisée ou révoquée',
  'invitation.invalid.expired': 'Cette invitation a expiré',

  'invitation.create.firstName': 'Prénom',
  'invitation.create.lastName': 'Nom',
  'invitation.create.passwordHint':
    '{count, plural, one {# caractère minimum} many {# de caractères minimum} other {# caractères minimum}}',
  'invitation.create.accepting': 'Acceptation de l’invitation…',
  'invitation.create.submit': 'Accepter et créer le compte',
  'invitation.create.failed': 'Impossible d’accepter l’invitation',
  'invitation.create.noSession': 'Impossible d’ouvrir la session',
  'invitation.create.firstNameTooLong': 'Le prénom ne peut pas dépasser 100 caractères',
  'invitation.create.lastNameTooLong': 'Le nom ne peut pas dépasser 100 caractères',
  'invitation.create.passwordRequired': 'Le mot de passe est obligatoire',
  'invitation.create.passwordTooShort': 'Le mot de passe doit contenir au moins 6 caractères',
  'invitation.create.emailTaken': 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  'invitation.passwordTooLong': 'Le mot de passe ne peut pas dépasser 128 caractères',

  'invitation.signIn.signingIn': 'Connexion…',
  'invitation.signIn.submit': 'Se connecter et accepter',
  'invitation.signIn.failed': 'Impossible de se connecter',
  'invitation.signIn.noSession': 'Impossible d’établir la session',
  'invitation.signIn.required': 'L’e-mail et le mot de passe sont obligatoires',
  'invitation.signIn.emailTooLong': 'L’adresse e-mail ne peut pas dépasser 254 caractères',
  'invitation.signIn.wrongEmail': 'Connectez-vous avec l’adresse e-mail invitée : {email}',
  'invitation.signIn.invalidCredentials': 'E-mail ou mot de passe incorrect',
  'invitation.signIn.superAdmin': 'Un compte super administrateur ne peut pas rejoindre une équipe',
  'invitation.signIn.adminWithTeam':
    'Vous êtes l’administrateur d’une équipe qui a d’autres membres. Retirez-les avant de rejoindre une autre équipe.',
};
