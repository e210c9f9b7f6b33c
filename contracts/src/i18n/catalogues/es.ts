import type { TCatalogue } from './en.ts';

/** Spanish (es): tú, as shops speak to their regulars in Spain and Latin America. */
export const es = {
  'common.loading': 'Cargando',
  'common.somethingWentWrong': 'Algo salió mal',
  'common.tryAgain': 'Intentar de nuevo',
  'common.poweredBy': 'Con la tecnología de',
  'common.alreadyMemberLogIn': '¿Ya eres miembro? Inicia sesión',
  'common.backToHome': 'Volver al inicio',

  'join.title': 'Únete a nuestras recompensas',
  'join.welcomeTitle': 'Te damos la bienvenida',
  'join.bonusPoints':
    'Consigue {count, plural, one {# punto extra} many {# de puntos extra} other {# puntos extra}} solo por unirte',
  'join.firstName': 'Nombre',
  'join.lastName': 'Apellidos',
  'join.phone': 'Número de móvil',
  'join.phoneHint': 'Tu número es tu tarjeta de miembro: no necesitas ninguna app.',
  'join.email': 'Correo electrónico',
  'join.emailPlaceholder': 'tu@ejemplo.com',
  'join.birthday': 'Cumpleaños',
  'join.birthdayHint': 'Opcional: para un detalle en tu cumpleaños.',
  'join.pin': 'Crea un PIN',
  'join.pinPlaceholder': '4–6 dígitos',
  'join.showPin': 'Mostrar PIN',
  'join.hidePin': 'Ocultar PIN',
  'join.pinHint': 'Lo usarás con tu número para ver tus recompensas en línea.',
  'join.messages': 'Mensajes',
  'join.website': 'Sitio web',
  'join.failed': 'No hemos podido registrarte',
  'join.submit': 'Unirme ahora',
  'join.submitting': 'Uniéndote...',
  'join.alreadyMember': '¿Ya eres miembro?',
  'join.logIn': 'Inicia sesión',
  'join.invitedBy': '{name} te ha invitado',
  'join.aFriend': 'Un amigo',
  'join.youGet': 'Recibes {reward} tras {when}.',
  'join.pausedTitle': 'Las altas están en pausa',
  'join.pausedAsk': '{message} Pregunta a alguien del personal.',
  'join.notFoundTitle': 'Este enlace de registro no funciona',
  'join.notFoundBody':
    'Puede que el código QR que has escaneado se haya cambiado o retirado. Pide uno actual a alguien del personal.',

  'enrolment.phoneRequired': 'El número de teléfono es obligatorio',
  'enrolment.phoneInvalid': 'Introduce un número de teléfono válido',
  'enrolment.emailInvalid': 'Introduce un correo electrónico válido',
  'enrolment.birthdayInvalid': 'Introduce una fecha de cumpleaños válida',
  'enrolment.pin': 'El PIN debe tener de 4 a 6 dígitos',
  'enrolment.nameTooLong': '{label} debe tener como máximo {max} caracteres',
  'enrolment.notFound': 'Este enlace de registro no es válido o ya no está activo.',
  'enrolment.closed':
    'Lo sentimos, este negocio no admite nuevos miembros ahora mismo. Pregunta a alguien del personal.',
  'enrolment.dailyLimit': 'Este formulario ha alcanzado el límite de hoy. Pide al personal que te dé de alta.',
  'enrolment.suspended': 'Este negocio no admite altas ahora mismo.',
  'enrolment.tooMany': 'Demasiados intentos de registro desde esta red. Vuelve a intentarlo en unos minutos.',
  'enrolment.smsConsent':
    'Sí, quiero recibir mensajes de texto de {business} sobre mis recompensas y ofertas. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para darte de baja.',
  'enrolment.emailConsent':
    'Sí, quiero recibir correos sobre mis recompensas, ofertas y novedades de {business}. Puedo darme de baja en cualquier momento.',

  'joined.title': '¡Ya estás dentro!',
  'joined.titleNamed': '¡Ya estás dentro, {name}!',
  'joined.body':
    'Te damos la bienvenida a las recompensas de {business}. Di tu número de teléfono en el mostrador para conseguir recompensas.',
  'joined.welcomePoints':
    '{count, plural, one {Ya tienes # punto de bienvenida} many {Ya tienes # de puntos de bienvenida} other {Ya tienes # puntos de bienvenida}} en tu cuenta',
  'joined.programs': 'Te has unido a',
  'joined.walletTitle': 'Lleva tu tarjeta en el móvil',
  'joined.walletBody': 'Muestra tus recompensas y se actualiza tras cada visita.',
  'joined.viewRewards': 'Ver mis recompensas',
  'joined.signedIn': 'Has iniciado sesión en este móvil. Más adelante, entra con tu número de teléfono y tu PIN.',
  'joined.logInLater': 'Entra cuando quieras con tu número de teléfono y tu PIN.',

  'program.points':
    'Gana {perUnit, plural, one {# punto} many {# de puntos} other {# puntos}} por cada {unit} · canjea desde {minimum, plural, one {# punto} many {# de puntos} other {# puntos}}{welcome, plural, =0 {} one { · # punto de bienvenida} many { · # de puntos de bienvenida} other { · # puntos de bienvenida}}',
  'program.stampsFor': 'Reúne {count, plural, one {# sello} many {# de sellos} other {# sellos}} para {reward}',
  'program.stampsForAReward':
    'Reúne {count, plural, one {# sello} many {# de sellos} other {# sellos}} para una recompensa',
  'program.rebate':
    '{value} de descuento con códigos {prefix} · válidos {days, plural, one {# día} many {# de días} other {# días}}',
  'program.rebateNoPrefix':
    '{value} de descuento con un código · válido {days, plural, one {# día} many {# de días} other {# días}}',
  'program.discountTier':
    '{discount} a {visits, plural, one {la # visita} many {las # de visitas} other {las # visitas}}',
  'program.freeItem': '{item} tras {count, plural, one {# compra} many {# de compras} other {# compras}}',
  'program.freeItemEveryTime':
    '{item} tras {count, plural, one {# compra} many {# de compras} other {# compras}}, cada vez',
  'program.aFreeItem': 'Un artículo gratis',

  'referral.points': '{count, plural, one {# punto} many {# de puntos} other {# puntos}}',
  'referral.stamps': '{count, plural, one {# sello} many {# de sellos} other {# sellos}}',
  'referral.yourFirstVisit': 'tu primera visita en {days, plural, one {# día} many {# de días} other {# días}}',
  'referral.yourFirstPurchase': 'tu primera compra en {days, plural, one {# día} many {# de días} other {# días}}',
  'referral.yourFirstPurchaseOf':
    'tu primera compra de {amount} o más en {days, plural, one {# día} many {# de días} other {# días}}',

  // The customer portal's way in (/customer/login), in the visitor's browser's language
  'portalIn.panelTitle': 'Tus recompensas, todas en un solo lugar.',
  'portalIn.panelText':
    'Consulta tus puntos y sellos, mira las recompensas que te esperan y muestra tu tarjeta en el mostrador.',
  'portalIn.panelPrograms': 'Todos los programas a los que te has unido, con tu progreso',
  'portalIn.panelCodes': 'Códigos de recompensa listos para canjear, con su fecha de caducidad',
  'portalIn.panelQr': 'Tu código QR de miembro para identificarte rápidamente',
  'portalIn.title': 'Portal de clientes',
  'portalIn.intro': 'Inicia sesión con tu número de teléfono y tu PIN para ver tus puntos, sellos y recompensas.',
  'portalIn.formLabel': 'Inicio de sesión de clientes',
  'portalIn.phone': 'Número de teléfono',
  'portalIn.pin': 'PIN',
  'portalIn.forgotPin': '¿Has olvidado tu PIN?',
  'portalIn.pinHint': 'Introduce tu PIN de 4 a 6 dígitos',
  'portalIn.showPin': 'Mostrar PIN',
  'portalIn.hidePin': 'Ocultar PIN',
  'portalIn.logIn': 'Iniciar sesión',
  'portalIn.loggingIn': 'Iniciando sesión...',
  'portalIn.newHere': '¿Primera vez aquí o sin PIN?',
  'portalIn.resetTitle': 'Restablece tu PIN',
  'portalIn.resetIntro':
    'Introduce el número de teléfono con el que te uniste. Te enviaremos un mensaje de texto con un código de 6 dígitos para elegir un PIN nuevo.',
  'portalIn.sendCode': 'Enviar código',
  'portalIn.sending': 'Enviando...',
  'portalIn.backToLogIn': 'Volver al inicio de sesión',
  'portalIn.codeTitle': 'Introduce tu código',
  'portalIn.codeIntro': 'Escribe el código de 6 dígitos del mensaje de texto y elige un PIN nuevo.',
  'portalIn.codeFormLabel': 'Elige un PIN nuevo',
  'portalIn.code': 'Código',
  'portalIn.newPin': 'PIN nuevo',
  'portalIn.newPinHint': 'De 4 a 6 dígitos, solo para ti',
  'portalIn.setPin': 'Guardar PIN e iniciar sesión',
  'portalIn.saving': 'Guardando...',
  'portalIn.noText': '¿No te ha llegado el mensaje?',
  'portalIn.sendAgain': 'Volver a enviarlo',
  'portalIn.sentAgain': 'Enviado de nuevo',
  'portalIn.or': 'o',
  'portalIn.useAnotherNumber': 'usar otro número',
  'portalIn.chooseIntro':
    'Tu número de teléfono está registrado en más de un negocio. ¿De cuál quieres ver las recompensas?',
  'portalIn.businesses': 'Negocios',
  'portalIn.useAnotherPhone': 'Usar otro número de teléfono',
  'portalIn.contact': 'Contacta con tu negocio',
  'portalIn.contactIntro': '¿Aún no tienes acceso al portal o PIN? El negocio puede ayudarte.',
  'portalIn.askTitle': 'Pregunta en el mostrador',
  'portalIn.askText':
    'El negocio donde consigues recompensas gestiona tu portal. El personal puede activar el acceso al portal para tu número de teléfono.',
  'portalIn.getPinTitle': 'Consigue un PIN',
  'portalIn.getPinText': 'Pueden crearte un PIN, o puedes elegirlo tú al unirte escaneando su código QR.',
  'portalIn.forgotTitle': '¿Lo has olvidado?',
  'portalIn.forgotText':
    'Usa «¿Has olvidado tu PIN?» para recibir un código por mensaje de texto y elegir tú uno nuevo.',
  'portalIn.gotIt': 'Entendido',

  // The portal's refusals (PORTAL_MESSAGES, word for word in English) and the other answers its screens can get
  'portalRefusal.phoneNotFound': 'No hemos encontrado este número de teléfono. Compruébalo y vuelve a intentarlo.',
  'portalRefusal.portalDisabled': 'El acceso al portal está desactivado. Ponte en contacto con el negocio.',
  'portalRefusal.invalidPin': 'PIN incorrecto. Vuelve a intentarlo.',
  'portalRefusal.failed': 'No se ha podido iniciar sesión. Vuelve a intentarlo.',
  'portalRefusal.locked': 'Demasiados PIN incorrectos. Vuelve a intentarlo dentro de 15 minutos.',
  'portalRefusal.pinDailyLimit':
    'Demasiados PIN incorrectos hoy. Toca «¿Has olvidado tu PIN?» para recibir un código por mensaje de texto y elegir un PIN nuevo.',
  'portalRefusal.portalPaused':
    'El portal de recompensas de este negocio está en pausa. Ponte en contacto con el negocio.',
  'portalRefusal.phoneRequired': 'El número de teléfono es obligatorio',
  'portalRefusal.pinRequired': 'El PIN es obligatorio',
  'portalRefusal.pinDigits': 'El PIN solo puede contener dígitos',
  'portalRefusal.pinTooLong': 'El PIN debe tener como máximo 6 dígitos',
  'portalRefusal.newPinLength': 'Elige un PIN de 4 a 6 dígitos',
  'portalRefusal.codeInvalid': 'Este código no es válido o ha caducado',
  'portalRefusal.codeSent': 'Si este número de teléfono tiene acceso al portal, le hemos enviado un código.',
  'portalRefusal.notSignedIn': 'Inicia sesión en el portal de clientes',
  'portalRefusal.chooseBusiness': 'Elige un negocio',
  'portalRefusal.triesLeft':
    '{count, plural, =0 {No quedan intentos: este número está bloqueado durante {minutes} minutos.} one {Queda # intento antes de que este número se bloquee durante {minutes} minutos.} many {Quedan # de intentos antes de que este número se bloquee durante {minutes} minutos.} other {Quedan # intentos antes de que este número se bloquee durante {minutes} minutos.}}',
  'portalRefusal.tooManyAttempts':
    'Demasiados intentos. Vuelve a intentarlo en {seconds, plural, one {# segundo} many {# de segundos} other {# segundos}}.',
  'portalRefusal.unreachable': 'No se puede conectar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
  'portalRefusal.somethingWrong': 'Algo salió mal. Vuelve a intentarlo.',

  'unsubscribe.preferences': 'Preferencias de correo',
  'unsubscribe.question': '¿Darte de baja de {business}?',
  'unsubscribe.willStop':
    '{email} dejará de recibir correos de {business}; tus puntos y recompensas se quedan como están.',
  'unsubscribe.youWillStop': 'Dejarás de recibir correos de {business}; tus puntos y recompensas se quedan como están.',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.doneTitle': 'Te has dado de baja',
  'unsubscribe.done': '{business} no volverá a escribir a {email}.',
  'unsubscribe.doneYou': '{business} no volverá a escribirte.',
  'unsubscribe.failed': 'No hemos podido darte de baja ahora mismo. Vuelve a intentarlo.',
  'unsubscribe.invalidTitle': 'Enlace no válido',
  'unsubscribe.invalid': 'Este enlace para darte de baja no es válido. Usa el enlace de tu correo más reciente.',
  'unsubscribe.oneClick': 'Baja confirmada: {business} no volverá a escribirte.',
} satisfies TCatalogue;
