import type { TAreaCatalogue } from '../en.ts';
import type { invitationEn } from './en.ts';

export const invitationEs: TAreaCatalogue<typeof invitationEn> = {
  'invitation.loading': 'Cargando',
  'invitation.loadingText': 'Cargando la invitación…',
  'invitation.loadFailed': 'No se pudo cargar la invitación',
  'invitation.title': 'Invitación al equipo',
  'invitation.invitedTo': 'Te han invitado a unirte a {company}',
  'invitation.email': 'Correo electrónico',
  'invitation.password': 'Contraseña',
  'invitation.role': 'Rol:',
  'invitation.role.admin': 'Administrador',
  'invitation.role.member': 'Miembro',
  'invitation.role.analyst': 'Analista (solo lectura)',
  'invitation.createTab': 'Crear cuenta',
  'invitation.signInTab': 'Iniciar sesión',
  'invitation.checkForm': 'Revisa el formulario y vuelve a intentarlo',
  'invitation.tooManyAttempts':
    '{count, plural, one {Demasiados intentos. Vuelve a intentarlo en # segundo.} many {Demasiados intentos. Vuelve a intentarlo en # de segundos.} other {Demasiados intentos. Vuelve a intentarlo en # segundos.}}',

  'invitation.invalid.title': 'Invitación no válida',
  'invitation.invalid.toLogin': 'Ir a iniciar sesión',
  'invitation.invalid.link': 'Enlace de invitación no válido',
  'invitation.invalid.notFound': 'No se encontró la invitación',
  'invitation.invalid.usedOrRevoked': 'Esta invitación ya se ha usado o se ha revocado',
  'invitation.invalid.expired': 'Esta invitación ha caducado',

  'invitation.create.firstName': 'Nombre',
  'invitation.create.lastName': 'Apellidos',
  'invitation.create.passwordHint':
    '{count, plural, one {Mínimo # carácter} many {Mínimo # de caracteres} other {Mínimo # caracteres}}',
  'invitation.create.accepting': 'Aceptando la invitación…',
  'invitation.create.submit': 'Aceptar y crear cuenta',
  'invitation.create.failed': 'No se pudo aceptar la invitación',
  'invitation.create.noSession': 'No se pudo crear la sesión',
  'invitation.create.firstNameTooLong': 'El nombre puede tener como máximo 100 caracteres',
  'invitation.create.lastNameTooLong': 'Los apellidos pueden tener como máximo 100 caracteres',
  'invitation.create.passwordRequired': 'La contraseña es obligatoria',
  'invitation.create.passwordTooShort': 'La contraseña debe tener al menos 6 caracteres',
  'invitation.create.emailTaken': 'Ya existe una cuenta con este correo. Inicia sesión.',
  'invitation.passwordTooLong': 'La contraseña puede tener como máximo 128 caracteres',

  'invitation.signIn.signingIn': 'Iniciando sesión…',
  'invitation.signIn.submit': 'Iniciar sesión y aceptar',
  'invitation.signIn.failed': 'No se pudo iniciar sesión',
  'invitation.signIn.noSession': 'No se pudo establecer la sesión',
  'invitation.signIn.required': 'El correo y la contraseña son obligatorios',
  'invitation.signIn.emailTooLong': 'El correo electrónico puede tener como máximo 254 caracteres',
  'invitation.signIn.wrongEmail': 'Inicia sesión con el correo al que se envió la invitación: {email}',
  'invitation.signIn.invalidCredentials': 'Correo o contraseña incorrectos',
  'invitation.signIn.superAdmin': 'Una cuenta de superadministrador no puede unirse a un equipo',
  'invitation.signIn.adminWithTeam':
    'Eres el administrador de un equipo con otros miembros. Quítalos antes de unirte a otro equipo.',
};
