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
