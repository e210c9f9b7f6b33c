import type { TAreaCatalogue } from '../en.ts';
import type { clientsEn } from './en.ts';

export const clientsEs: TAreaCatalogue<typeof clientsEn> = {
  'clients.cancel': 'Cancelar',
  'clients.loading': 'Cargando',
  'clients.network': 'No se puede conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
  'clients.adminOnly': 'Solo el administrador del equipo puede hacer esto',
  'clients.accessEnded': 'Tu acceso a este equipo ha terminado',
  'clients.suspended': 'Esta cuenta está suspendida. Contacta con soporte para reactivarla.',
  'clients.closed':
    'Este negocio está cerrado. Un administrador del equipo puede reabrirlo desde la app hasta que se elimine.',
  'clients.notAnAgency':
    'Tu plan no incluye negocios clientes. Pasa al plan Agency para gestionar negocios de tus clientes.',
  'clients.clientNotFound': 'No se encontró el negocio cliente',
  'clients.tooManyAttempts':
    '{count, plural, one {Demasiados intentos. Vuelve a intentarlo en # segundo.} many {Demasiados intentos. Vuelve a intentarlo en # de segundos.} other {Demasiados intentos. Vuelve a intentarlo en # segundos.}}',

  'clients.title': 'Clientes de la agencia',
  'clients.description':
    'Los negocios que gestionas para tus clientes: las cifras del mes, el uso del plan y lo que necesita atención. Abre uno para trabajar en él.',
  'clients.add': 'Añadir negocio',
  'clients.loadingList': 'Cargando negocios clientes…',
  'clients.loadFailed': 'No se pudieron cargar tus negocios clientes',
  'clients.checkConnection': 'Revisa tu conexión y vuelve a intentarlo.',
  'clients.usage':
    '{used} de {max, plural, one {# negocio cliente} many {# de negocios clientes} other {# negocios clientes}}',
  'clients.usageUnlimited':
    '{count, plural, one {# negocio cliente} many {# de negocios clientes} other {# negocios clientes}} (ilimitado)',
  'clients.usageFull': '{usage} · tu plan está completo',
  'clients.agencyCredits':
    'Tu agencia tiene {count, plural, one {# crédito} many {# de créditos} other {# créditos}} para dar',
  'clients.search': 'Buscar negocios clientes por nombre',
  'clients.searchPlaceholder': 'Buscar por nombre…',
  'clients.none': 'Aún no hay negocios clientes',
  'clients.noneText':
    'Añade el primer negocio que gestionas para un cliente: su programa de fidelidad, sus clientes y sus mensajes, gestionados desde aquí.',
  'clients.noMatches': 'Sin resultados',
  'clients.noMatchesText': 'Ningún negocio cliente coincide con tu búsqueda',

  'clients.table.business': 'Negocio',
  'clients.table.customers': 'Clientes',
  'clients.table.visits': 'Visitas este mes',
  'clients.table.messages': 'Mensajes este mes',
  'clients.table.credits': 'Créditos',
  'clients.table.actions': 'Acciones',
  'clients.table.usage': '{used} de {max}',
  'clients.table.unlimited': 'ilimitado',
  'clients.table.sms': 'SMS {usage}',
  'clients.table.workingHere': 'Trabajas aquí',
  'clients.table.ownerInvited': 'Dueño invitado, aún no se ha unido',
  'clients.table.ownerNotInvited': 'Dueño aún sin invitar',
  'clients.table.releaseNamed': 'Pasar {name} a su propia suscripción',
  'clients.table.ownPlan': 'Plan propio',
  'clients.table.giveCreditsNamed': 'Dar créditos a {name}',
  'clients.table.creditsButton': 'Créditos',
  'clients.table.inviteNamed': 'Invitar al dueño de {name}',
  'clients.table.inviteOwner': 'Invitar al dueño',
  'clients.table.openNamed': 'Abrir {name}',
  'clients.table.open': 'Abrir',

  'clients.alert.closed': 'Cerrado por su equipo: se elimina 30 días después del cierre',
  'clients.alert.suspended': 'Suspendido por la plataforma: puede consultar, pero no cambiar nada',
  'clients.alert.failingMessages':
    '{count, plural, one {# mensaje fallido en los últimos 7 días} many {# de mensajes fallidos en los últimos 7 días} other {# mensajes fallidos en los últimos 7 días}}',
  'clients.alert.customerLimit': '{used} de {max} clientes del plan',
  'clients.alert.smsLimit': '{used} de {max} SMS este mes',
  'clients.alert.trialEnded': 'La prueba ha terminado',
  'clients.alert.trialTomorrow': 'La prueba termina mañana',
  'clients.alert.trialEndsIn':
    '{count, plural, one {La prueba termina en # día} many {La prueba termina en # de días} other {La prueba termina en # días}}',

  'clients.release.title': '¿Pasar {name} a su propia suscripción?',
  'clients.release.message':
    'Sale de tu agencia: ya no podrás abrirlo y deja de contar en tu plan. Los créditos que le diste y no ha usado vuelven a ti. Sus dispositivos de mostrador, PIN del personal, claves API y endpoints de webhook dejan de funcionar, y las sesiones que tu equipo tiene abiertas en él se cierran: su dueño configura los suyos. Conserva todos sus datos y empieza en el plan Free, sin créditos, hasta que su dueño elija un plan.',
  'clients.release.confirm': 'Pasar a suscripción propia',
  'clients.release.moving': 'Pasando…',
  'clients.release.done': '{name} ya tiene su propia suscripción',
  'clients.release.failed': 'No se pudo pasar el negocio a su propia suscripción',
  'clients.release.needsOwner':
    'Invita primero a su dueño: cuando se haya unido, el negocio podrá pasar a su propia suscripción.',

  'clients.addDialog.title': 'Añadir negocio cliente',
  'clients.addDialog.description':
    'Un negocio propio dentro de tu plan: sus clientes, programas, mensajes y créditos se mantienen separados de los demás.',
  'clients.addDialog.name': 'Nombre del negocio',
  'clients.addDialog.namePlaceholder': 'Café del Puerto',
  'clients.addDialog.nameHint': 'Sus clientes ven este nombre. Podrás invitar a su dueño una vez añadido.',
  'clients.addDialog.adding': 'Añadiendo…',
  'clients.addDialog.added': '{name} añadido',
  'clients.addDialog.failed': 'No se pudo añadir el negocio cliente',
  'clients.addDialog.nameRequired': 'Escribe el nombre del negocio cliente',
  'clients.addDialog.nameTooLong': 'El nombre del negocio puede tener como máximo 120 caracteres',
  'clients.addDialog.unsavable': 'Quita el carácter no admitido y vuelve a intentarlo',
  'clients.addDialog.clientOfClient': 'Un negocio cliente no puede gestionar negocios clientes propios',
  'clients.addDialog.limit':
    'Tu plan incluye {count, plural, one {# negocio cliente} many {# de negocios clientes} other {# negocios clientes}}. Mejora tu plan o pídenos que amplíe el límite para añadir más.',

  'clients.invite.title': 'Invitar al dueño de {name}',
  'clients.invite.description':
    'Se convierte en administrador de {name} y de nada más: nunca ve tu agencia ni tus otros clientes.',
  'clients.invite.email': 'Correo del dueño',
  'clients.invite.emailPlaceholder': 'dueno@negocio.com',
  'clients.invite.emailHint': 'Recibirá un correo con un enlace para unirse a su negocio',
  'clients.invite.sending': 'Enviando…',
  'clients.invite.send': 'Enviar invitación',
  'clients.invite.sent': 'Invitación enviada a {email}',
  'clients.invite.failed': 'No se ha podido enviar la invitación',
  'clients.invite.emailRequired': 'El correo electrónico es obligatorio',
  'clients.invite.emailInvalid': 'Introduce un correo electrónico válido',
  'clients.invite.emailTooLong': 'El correo electrónico puede tener como máximo 254 caracteres',
  'clients.invite.alreadyMember': 'Esta persona ya es miembro del equipo',
  'clients.invite.alreadyInvited':
    'Ya hay una invitación pendiente para este correo. Usa Reenviar para enviarla de nuevo.',
  'clients.invite.seatLimit': 'Has alcanzado el límite de plazas. Mejora tu plan para invitar a más miembros.',

  'clients.credits.title': 'Dar créditos a {name}',
  'clients.credits.description':
    'Salen del saldo de tu agencia y pagan sus SMS cuando supera el cupo mensual del plan. Lo que no haya usado vuelve a ti si pasa a su propia suscripción.',
  'clients.credits.balances':
    'Tu agencia tiene {agency, plural, one {# crédito} many {# de créditos} other {# créditos}}; {name} tiene {client, plural, one {# crédito} many {# de créditos} other {# créditos}}.',
  'clients.credits.amount': 'Créditos para dar',
  'clients.credits.atMost': 'Como máximo {max}: lo que tiene tu agencia.',
  'clients.credits.noneToGive':
    'Tu agencia aún no tiene créditos para dar: los créditos de un plan de pago llegan con su primer pago.',
  'clients.credits.giving': 'Dando…',
  'clients.credits.give': 'Dar créditos',
  'clients.credits.given':
    '{count, plural, one {# crédito dado a {name}} many {# de créditos dados a {name}} other {# créditos dados a {name}}}',
  'clients.credits.failed': 'No se pudieron dar los créditos',
  'clients.credits.amountRule': 'Escribe un número entero de créditos entre 1 y 100.000',
  'clients.credits.short':
    'Tu agencia tiene {balance, plural, one {# crédito} many {# de créditos} other {# créditos}}, no basta para dar {wanted}. Los créditos de un plan de pago llegan con su primer pago.',
  'clients.credits.toClosed': '{name} está cerrado: no puede recibir créditos',
  'clients.noneAssigned': 'Todavía no tienes clientes asignados',
  'clients.noneAssignedText':
    'El administrador de tu agencia elige quién gestiona cada cliente. Pídele que te asigne los negocios en los que trabajas.',
  'clients.assignedCount':
    '{count, plural, one {# negocio cliente asignado a ti} many {# de negocios clientes asignados a ti} other {# negocios clientes asignados a ti}}',
  'clients.managers.title': 'Gestores de cuenta de {name}',
  'clients.managers.description':
    'Ven y abren este negocio. Los administradores de tu agencia abren todos los clientes.',
  'clients.managers.noTeam': 'El equipo de tu agencia aún no tiene gestores de cuenta: invítalos primero a tu equipo.',
  'clients.managers.toTeam': 'Ir a Empresa',
  'clients.managers.legend': 'Gestores de cuenta',
  'clients.managers.saved': 'Gestores de cuenta de {name} guardados',
  'clients.managers.failed': 'No se pudieron guardar los gestores de cuenta',
  'clients.managers.saving': 'Guardando...',
  'clients.managers.save': 'Guardar',
  'clients.managers.changeNamed': 'Cambiar los gestores de cuenta de {name}',
  'clients.managers.list': 'Gestionado por {names}',
  'clients.managers.none': 'Sin gestor de cuenta',
  'clients.managers.notOnTeam': 'Elige los gestores de cuenta del equipo de tu agencia',
  'clients.managers.tooMany': 'Elige como máximo 50 gestores de cuenta',
  'clients.library.title': 'Biblioteca',
  'clients.library.description':
    'Programas y kits de inicio guardados desde un cliente, para añadir a otros de una vez. Añadir nunca cambia nada de lo que un cliente ya tiene.',
  'clients.library.loading': 'Cargando la biblioteca',
  'clients.library.loadFailed': 'No se pudo cargar la biblioteca',
  'clients.library.empty':
    'Aún no hay nada guardado. Abre un cliente, ve a Programas de fidelidad y guarda un programa en la biblioteca desde su tarjeta.',
  'clients.library.itemLine': '{type} · guardado desde {source}',
  'clients.library.apply': 'Añadir a clientes',
  'clients.library.applyNamed': 'Añadir {name} a clientes',
  'clients.library.deleteNamed': 'Eliminar {name} de la biblioteca',
  'clients.library.deleteTitle': '¿Eliminar {name} de la biblioteca?',
  'clients.library.deleteText': 'Los clientes a los que se añadió conservan sus programas.',
  'clients.library.delete': 'Eliminar',
  'clients.library.deleting': 'Eliminando...',
  'clients.library.deleteFailed': 'No se pudo eliminar de la biblioteca',
  'clients.library.latest': 'Últimas adiciones',
  'clients.library.running': 'Añadiendo {name}: {done} de {count} clientes hechos',
  'clients.library.done': '{name} añadido a {count, plural, one {# cliente} many {# de clientes} other {# clientes}}:',
  'clients.library.outcome.pending': 'en espera',
  'clients.library.outcome.created': 'añadido',
  'clients.library.outcome.skippedName': 'tiene un programa con este nombre',
  'clients.library.outcome.refusedPlan': 'su plan no permite más programas activos',
  'clients.library.outcome.notClient': 'ya no es tu cliente',
  'clients.library.outcome.unavailable': 'cerrado o suspendido',
  'clients.library.outcome.failed': 'no se pudo añadir',
  'clients.library.applyTitle': 'Añadir {name} a clientes',
  'clients.library.applyText':
    'Cada cliente recibe su propia copia activa. Un cliente con un programa de este nombre conserva el suyo; se indica aquel cuyo plan no permite más programas activos.',
  'clients.library.clientsLegend': 'Negocios clientes',
  'clients.library.chooseAll': 'Elegir todos',
  'clients.library.chooseNone': 'No elegir ninguno',
  'clients.library.clientHint': '{count, plural, one {# cliente} many {# de clientes} other {# clientes}}',
  'clients.library.add':
    '{count, plural, =0 {Añadir} one {Añadir a # cliente} many {Añadir a # de clientes} other {Añadir a # clientes}}',
  'clients.library.adding': 'Añadiendo...',
  'clients.library.started':
    'Añadiendo {name} a {count, plural, one {# cliente} many {# de clientes} other {# clientes}}',
  'clients.library.applyFailed': 'No se pudo añadir a los clientes',
  'clients.library.itemNotFound': 'Este elemento de la biblioteca ya no existe',
  'clients.library.programNotFound': 'No se encontró ese programa',
  'clients.library.nameTaken': 'Tu biblioteca ya tiene un elemento con este nombre',
  'clients.library.full': 'Tu biblioteca admite como máximo 200 elementos: elimina uno primero',
  'clients.library.chooseClients': 'Elige al menos un negocio cliente',
  'clients.library.tooManyClients': 'Elige como máximo 500 negocios clientes',
  'clients.library.notYourClients': 'Elige negocios clientes de tu agencia',
  'clients.library.saveKit': 'Guardar un kit de inicio',
  'clients.library.kitTitle': 'Guardar un kit de inicio',
  'clients.library.kitText':
    'Todos los programas y plantillas de SMS y correo de un cliente, para añadir a otros clientes de una vez.',
  'clients.library.kitClient': 'Del cliente',
  'clients.library.kitName': 'Nombre',
  'clients.library.kitDefaultName': 'Kit de inicio de {name}',
  'clients.library.kitSave': 'Guardar kit',
  'clients.library.kitSaving': 'Guardando...',
  'clients.library.kitSaved': '{name} guardado en la biblioteca',
  'clients.library.kitFailed': 'No se pudo guardar el kit de inicio',
  'clients.library.kitNameRequired': 'Ponle nombre al kit de inicio',
  'clients.library.kitNameTooLong': 'El nombre del kit de inicio debe tener como máximo 80 caracteres',
  'clients.library.kitEmpty': 'Este cliente no tiene programas ni plantillas que guardar',
  'clients.library.kitLine':
    'Kit de inicio · {programs, plural, one {# programa} many {# de programas} other {# programas}}, {sms, plural, one {# plantilla de SMS} many {# de plantillas de SMS} other {# plantillas de SMS}}, {email, plural, one {# plantilla de correo} many {# de plantillas de correo} other {# plantillas de correo}} · guardado desde {source}',
  'clients.library.piecesAdded': '{count, plural, one {# añadido} many {# añadidos} other {# añadidos}}',
  'clients.library.piecesSkipped':
    '{count, plural, one {# ya existe con ese nombre} many {# ya existen con ese nombre} other {# ya existen con ese nombre}}',
  'clients.library.piecesRefused':
    '{count, plural, one {# rechazado por su plan} many {# rechazados por su plan} other {# rechazados por su plan}}',
  'clients.library.piecesFailed':
    '{count, plural, one {# no se pudo añadir} many {# no se pudieron añadir} other {# no se pudieron añadir}}',
};
