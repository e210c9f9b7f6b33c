import type { TAreaCatalogue } from '../en.ts';
import type { signinEn } from './en.ts';

export const signinEs: TAreaCatalogue<typeof signinEn> = {
  'signin.email': 'Correo electrónico',
  'signin.emailPlaceholder': 'tu@negocio.com',
  'signin.password': 'Contraseña',
  'signin.passwordHint':
    '{count, plural, one {Mínimo # carácter} many {Mínimo # de caracteres} other {Mínimo # caracteres}}',
  'signin.backToHome': 'Volver al inicio',
  'signin.backToSignIn': 'Volver a iniciar sesión',
  'signin.orEmail': 'o continúa con tu correo',

  'signin.panel.title': 'Convierte a quien te visita por primera vez en un cliente habitual.',
  'signin.panel.text':
    'La plataforma de fidelización pensada para cafeterías, peluquerías, restaurantes y cualquier pequeño negocio.',
  'signin.panel.rewards': 'Puntos, tarjetas de sellos, códigos de reembolso, descuentos y productos gratis',
  'signin.panel.qr': 'Tus clientes se unen escaneando un código QR, sin instalar ninguna app',
  'signin.panel.campaigns': 'Campañas por SMS y correo que hacen volver a tus clientes',

  'signin.login.title': 'Inicia sesión en tu cuenta',
  'signin.login.noAccount': '¿No tienes cuenta?',
  'signin.login.signUp': 'Regístrate',
  'signin.login.google': 'Iniciar sesión con Google',
  'signin.login.forgot': '¿Olvidaste la contraseña?',
  'signin.login.signingIn': 'Iniciando sesión…',
  'signin.login.submit': 'Iniciar sesión',

  // The second step of a sign-in with two-step sign-in on (issue 53)
  'signin.secondStep.title': 'Inicio de sesión en dos pasos',
  'signin.secondStep.appText':
    'Abre tu app de autenticación e introduce el código de 6 dígitos que muestra para esta cuenta.',
  'signin.secondStep.code': 'Código',
  'signin.secondStep.recoveryText':
    'Introduce uno de los códigos de recuperación que guardaste al activar el inicio de sesión en dos pasos. Cada código funciona una vez.',
  'signin.secondStep.recoveryCode': 'Código de recuperación',
  'signin.secondStep.submit': 'Verificar',
  'signin.secondStep.verifying': 'Verificando...',
  'signin.secondStep.useRecovery': '¿Perdiste el teléfono? Usa un código de recuperación',
  'signin.secondStep.useApp': 'Usar tu app de autenticación',
  'signin.secondStep.trust': 'No pedir un código en este dispositivo durante 30 días',
  'signin.secondStep.again': 'Volver a iniciar sesión',
  'signin.secondStep.refusal.codeRequired': 'Introduce el código de 6 dígitos de tu app de autenticación',
  'signin.secondStep.refusal.codeInvalid':
    'Ese código no funcionó. Introduce el código más reciente de tu app de autenticación.',
  'signin.secondStep.refusal.recoveryRequired': 'Introduce uno de tus códigos de recuperación',
  'signin.secondStep.refusal.recoveryInvalid': 'Ese código de recuperación no funcionó. Cada código funciona una vez.',
  'signin.secondStep.refusal.expired':
    'Este inicio de sesión tardó demasiado. Vuelve a iniciar sesión con tu contraseña.',
  'signin.secondStep.refusal.tooManyCodes':
    'Demasiados códigos incorrectos. Vuelve a iniciar sesión con tu contraseña.',
  'signin.secondStep.refusal.locked':
    'Demasiados códigos incorrectos para esta cuenta. Inténtalo de nuevo en 15 minutos.',

  'signin.signup.title': 'Crea tu cuenta',
  'signin.signup.haveAccount': '¿Ya tienes cuenta?',
  'signin.signup.signIn': 'Inicia sesión',
  'signin.signup.google': 'Registrarse con Google',
  'signin.signup.companyName': 'Nombre de la empresa',
  'signin.signup.companyPlaceholder': 'Café La Esquina',
  'signin.signup.creating': 'Creando la cuenta…',
  'signin.signup.submit': 'Crear cuenta',
  'signin.signup.checkoutFailed': 'No se pudo abrir la página de pago. Puedes cambiar de plan desde tu panel.',

  'signin.reset.title': 'Restablece tu contraseña',
  'signin.reset.intro': 'Escribe el correo con el que te registraste y te enviaremos un enlace para restablecerla.',
  'signin.reset.sending': 'Enviando…',
  'signin.reset.submit': 'Enviar enlace',
  'signin.reset.sentTitle': 'Revisa tu correo',
  'signin.reset.sentText':
    'Si existe una cuenta para {email}, te hemos enviado un enlace para restablecer tu contraseña.',
  'signin.reset.notReceived': '¿No te ha llegado? Revisa la carpeta de spam o {link}.',
  'signin.reset.tryAnother': 'prueba con otro correo',

  'signin.newPassword.title': 'Elige una contraseña nueva',
  'signin.newPassword.intro': 'Elige una contraseña nueva para tu cuenta.',
  'signin.newPassword.label': 'Contraseña nueva',
  'signin.newPassword.confirm': 'Confirma la contraseña',
  'signin.newPassword.updating': 'Actualizando…',
  'signin.newPassword.submit': 'Actualizar contraseña',
  'signin.newPassword.mismatch': 'Las contraseñas no coinciden',
  'signin.newPassword.doneTitle': 'Tu contraseña se ha actualizado',
  'signin.newPassword.doneText': 'Ya puedes iniciar sesión con tu contraseña nueva.',
  'signin.newPassword.signIn': 'Iniciar sesión',

  'signin.invalidLink.title': 'Enlace no válido',
  'signin.invalidLink.text':
    'Los enlaces para restablecer la contraseña solo sirven una vez y caducan al cabo de un tiempo.',
  'signin.invalidLink.requestNew': 'Pedir un enlace nuevo',
  'signin.invalidLink.reason': 'Este enlace para restablecer la contraseña no es válido o ha caducado',

  'signin.notFound.title': 'Página no encontrada',
  'signin.notFound.text': 'La página que buscas no existe o se ha movido.',

  'signin.signOut.failed': 'No se pudo cerrar la sesión',

  'signin.check.form': 'Revisa el formulario y vuelve a intentarlo',
  'signin.check.companyRequired': 'El nombre de la empresa es obligatorio',
  'signin.check.companyTooLong': 'El nombre de la empresa puede tener como máximo 200 caracteres',
  'signin.check.emailRequired': 'El correo electrónico es obligatorio',
  'signin.check.emailInvalid': 'Introduce un correo electrónico válido',
  'signin.check.emailTooLong': 'El correo electrónico puede tener como máximo 254 caracteres',
  'signin.check.passwordRequired': 'La contraseña es obligatoria',
  'signin.check.passwordTooShort': 'La contraseña debe tener al menos 6 caracteres',
  'signin.check.passwordTooLong': 'La contraseña puede tener como máximo 128 caracteres',
  'signin.check.tierRequired': 'Elige un plan',
  'signin.check.loginRequired': 'El correo y la contraseña son obligatorios',

  'signin.refusal.invalidCredentials': 'Correo o contraseña incorrectos',
  'signin.refusal.loginFailed': 'No se pudo iniciar sesión',
  'signin.refusal.emailTaken': 'Ya existe una cuenta con este correo. Inicia sesión.',
  'signin.refusal.noTenant': 'No se pudo crear ni encontrar tu empresa',
  'signin.refusal.noEmail': 'Esta cuenta no tiene ninguna dirección de correo',
  'signin.refusal.notAuthenticated': 'No has iniciado sesión',
  'signin.refusal.googleUnavailable': 'El inicio de sesión con Google no está disponible',
  'signin.refusal.invalidOrigin': 'Origen de la solicitud no válido',
  'signin.refusal.missingOrigin': 'Falta el origen de la solicitud',
  'signin.refusal.invalidCallback': 'Dirección de retorno no válida',
  'signin.refusal.invalidErrorCallback': 'Dirección de retorno en caso de error no válida',
  'signin.refusal.tooManyAttempts':
    '{count, plural, one {Demasiados intentos. Vuelve a intentarlo en # segundo.} many {Demasiados intentos. Vuelve a intentarlo en # de segundos.} other {Demasiados intentos. Vuelve a intentarlo en # segundos.}}',
  'signin.refusal.generic': 'Algo ha salido mal. Vuelve a intentarlo.',
  'signin.refusal.network': 'No se puede conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  'signin.refusal.unexpected': 'El servidor envió una respuesta inesperada. Vuelve a intentarlo.',
  'signin.refusal.http': 'Algo ha salido mal (HTTP {status}). Vuelve a intentarlo.',
  'signin.plans.choose': 'Elige tu plan',
  'signin.plans.loading': 'Cargando planes',
  'signin.plans.popular': 'El más popular',
  'signin.plans.customers':
    '{count, plural, one {{customers} cliente} many {{customers} clientes} other {{customers} clientes}}',
  'signin.plans.unlimitedCustomers': 'Clientes ilimitados',
  'signin.plans.sms': '{sms} SMS al mes',
  'signin.plans.unlimitedSms': 'SMS ilimitados',
  'signin.plans.perMonth': '/mes',
  'signin.plans.freeForever': 'Gratis para siempre',
  'signin.plans.trialThen':
    '{count, plural, one {# día de prueba gratis, después {price}/mes} many {# días de prueba gratis, después {price}/mes} other {# días de prueba gratis, después {price}/mes}}',
  'signin.plans.monthly': '{price}/mes',
  'signin.plans.loadFailed': 'No pudimos cargar los planes.',
  'signin.plans.tryAgain': 'Reintentar',
  'signin.plans.tryingAgain': 'Reintentando…',

  // Single sign-on (issue 53)
  'signin.sso.link': 'Usar el inicio de sesión único (SSO)',
  'signin.sso.intro': 'Escribe tu correo de trabajo y te llevaremos a la página de inicio de sesión de tu equipo.',
  'signin.sso.email': 'Correo de trabajo',
  'signin.sso.emailPlaceholder': 'tu@tuagencia.com',
  'signin.sso.submit': 'Continuar',
  'signin.sso.starting': 'Abriendo tu proveedor…',
  'signin.sso.usePassword': 'Iniciar sesión con contraseña',
  'signin.sso.emailRequired': 'Escribe tu correo de trabajo',
  'signin.sso.notSetUp':
    'El inicio de sesión único no está configurado para este correo. Inicia sesión con tu contraseña.',
  'signin.sso.failed': 'El inicio de sesión único no terminó. Vuelve a intentarlo o inicia sesión con tu contraseña.',
  'signin.sso.expired': 'Ese inicio de sesión tardó demasiado. Vuelve a empezar el inicio de sesión único.',
  'signin.sso.denied': 'Tu proveedor no te dejó iniciar sesión. Vuelve a intentarlo o inicia sesión con tu contraseña.',
  'signin.sso.notMember':
    'Tu proveedor te identificó con un correo que no está en este equipo. Pide al administrador de tu equipo que invite ese correo.',
  'signin.sso.notAllowed':
    'Esta cuenta inicia sesión con su contraseña y el inicio de sesión en dos pasos, no con el inicio de sesión único.',

  // Passkeys: signing in with one alone, or as the second step (issue 53)
  'signin.passkey.button': 'Iniciar sesión con una llave de acceso',
  'signin.passkey.waiting': 'Esperando tu llave de acceso...',
  'signin.secondStep.usePasskey': 'Usar una llave de acceso',
  'signin.passkey.notRecognised':
    'Esta llave de acceso no está en ninguna cuenta de aquí. Inicia sesión con tu contraseña y añádela en Ajustes.',
  'signin.passkey.failed': 'La llave de acceso no funcionó. Inténtalo de nuevo o inicia sesión con tu contraseña.',
  'signin.passkey.expired': 'Eso tardó demasiado. Inténtalo de nuevo.',
  'signin.passkey.unavailable':
    'Las llaves de acceso necesitan que este servidor tenga un nombre de dominio. Pregunta al operador de la plataforma.',
  'signin.passkey.notSupported': 'Este navegador no puede usar llaves de acceso.',
  'signin.passkey.cancelled': 'No se usó la llave de acceso. Inténtalo de nuevo cuando estés listo.',
};
