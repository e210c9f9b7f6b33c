import type { TAreaCatalogue } from '../en.ts';
import type { automationsEn } from './en.ts';

export const automationsEs: TAreaCatalogue<typeof automationsEn> = {
  'automations.title': 'Automatizaciones',
  'automations.description': 'Mensajes que salen solos, en el momento justo para cada cliente.',
  'automations.loading': 'Cargando automatizaciones',
  'automations.loadFailed': 'No se pudieron cargar las automatizaciones. Revisa tu conexión y vuelve a intentarlo.',
  'automations.tryAgain': 'Reintentar',
  'automations.viewOnly.lead': 'Solo lectura.',
  'automations.viewOnly.text':
    'Solo el administrador de tu equipo puede cambiar las automatizaciones; pídeselo si algo tiene que cambiar.',
  'automations.saved': 'Automatización guardada',
  'automations.saveFailed': 'No se pudo guardar la automatización',
  'automations.addressNote': 'Los correos necesitan tu dirección postal: {link}.',
  'automations.addressNote.link': 'añádela en Ajustes',
  'automations.smsTemplates': 'Plantillas SMS',
  'automations.emailTemplates': 'Plantillas de correo',

  'automations.row.on': 'Activada',
  'automations.row.off': 'Desactivada',
  'automations.row.sends': 'Qué envía «{title}»',
  'automations.row.sms': 'SMS:',
  'automations.row.email': 'Correo:',
  'automations.row.notUsed': 'sin usar',
  'automations.row.switchedOff': '(desactivada)',
  'automations.row.editSettings': 'Editar ajustes',
  'automations.row.editNamed': 'Editar los ajustes de «{title}»',
  'automations.row.sentNone': 'Nada enviado en los últimos {days} días',
  'automations.row.sent': 'Enviados en los últimos {days} días: {count}',
  'automations.row.control': 'Grupo de control: {share}',

  'automations.winBack.title': 'Recuperación',
  'automations.winBack.pitch':
    'Recupera a los clientes que no vienen desde hace {days, plural, one {# día} many {# días} other {# días}}',
  'automations.winBack.pitchLine': '{pitch}, una vez por ausencia.',
  'automations.winBack.cause': 'la recuperación',
  'automations.winBack.switchedOn': 'Recuperación activada',
  'automations.winBack.switchedOff': 'Recuperación desactivada',
  'automations.winBack.onNoteNone':
    'Los clientes reciben tu mensaje en cuanto llegan a {days, plural, one {# día} many {# días} other {# días}} sin visitarte.',
  'automations.winBack.onNote':
    '{lapsed, plural, one {# cliente sin visitarte desde hace más de {days, plural, one {# día} many {# días} other {# días}} recibe} many {# clientes sin visitarte desde hace más de {days, plural, one {# día} many {# días} other {# días}} reciben} other {# clientes sin visitarte desde hace más de {days, plural, one {# día} many {# días} other {# días}} reciben}} tu mensaje en menos de una hora (una vez por ausencia).',
  'automations.winBack.pitchRhythm': 'Recupera a los clientes en cuanto se atrasan según su propio ritmo',
  'automations.winBack.onNoteRhythmNone':
    'Los clientes reciben tu mensaje en cuanto se atrasan según su propio ritmo (tras {days, plural, one {# día} many {# días} other {# días}} sin visitarte quienes tienen menos de 4 días de visita).',
  'automations.winBack.onNoteRhythm':
    '{lapsed, plural, one {# cliente atrasado según su propio ritmo recibe} many {# clientes atrasados según su propio ritmo reciben} other {# clientes atrasados según su propio ritmo reciben}} tu mensaje en menos de una hora (una vez por ausencia).',
  'automations.winBack.byRhythm': 'Según el ritmo de cada cliente',
  'automations.winBack.byRhythmHint':
    'Un cliente semanal lo recibe tras más o menos una semana sin visitarte; uno mensual, tras más o menos un mes. Quienes tienen menos de 4 días de visita lo reciben tras los días de arriba.',
  'automations.winBack.messageOff': 'Su mensaje está desactivado, así que no se envía nada. Elige otro en sus ajustes.',
  'automations.winBack.settings': 'Ajustes de recuperación',
  'automations.winBack.settingsDescription':
    'Un cliente que deja de venir recibe tu mensaje una vez. Si vuelve y se aleja otra vez, lo recibe de nuevo.',
  'automations.winBack.days': 'Días sin visita',
  'automations.winBack.daysHint': 'Entre {min} y {max}. {days} días van bien a la mayoría de cafeterías y salones.',
  'automations.winBack.sms': 'Mensaje SMS',
  'automations.winBack.smsHint':
    'A los clientes que aceptaron recibir SMS. Nunca se entrega durante tus horas de silencio.',
  'automations.winBack.email': 'Mensaje de correo',
  'automations.winBack.emailHint': 'A los clientes que aceptaron recibir correos.',
  'automations.winBack.addressAlert':
    'El correo de marketing necesita tu dirección postal. {link} o los correos no saldrán.',
  'automations.winBack.addressAlert.link': 'Añádela en Ajustes',
  'automations.winBack.otherMessage': '¿Necesitas otro mensaje? Escríbelo en {sms} o {email}.',
  'automations.winBack.controlHint':
    'Cada vez que un cliente se aleja, algunos se apartan al azar: no reciben ningún mensaje y no cuestan nada. Comparar quién vuelve en cada grupo muestra si la recuperación funciona.',
  'automations.winBack.saveAndSwitchOn': 'Guardar y activar',

  'automations.birthday.title': 'Cumpleaños',
  'automations.birthday.pitch':
    'Felicita a tus clientes por su cumpleaños a las 9:00 del día, con una recompensa opcional.',
  'automations.birthday.cause': 'la felicitación de cumpleaños',
  'automations.birthday.causeReward': 'la felicitación y la recompensa de cumpleaños',
  'automations.birthday.noActiveTemplate': 'ninguna plantilla activa',
  'automations.birthday.rewardChip': 'Recompensa: {reward}',
  'automations.birthday.rewardSummary':
    '{description}, válida {days, plural, one {# día} many {# días} other {# días}}',
  'automations.birthday.switchedOn': 'Mensajes de cumpleaños activados',
  'automations.birthday.switchedOff': 'Mensajes de cumpleaños desactivados',
  'automations.birthday.offNote': 'No sale ningún mensaje ni recompensa de cumpleaños hasta que lo vuelvas a activar.',
  'automations.birthday.noTemplate':
    'No hay ninguna plantilla de Cumpleaños activa, así que no se envía ninguna felicitación. Crea una en {sms} o {email}.',
  'automations.birthday.noTemplateReward':
    'No hay ninguna plantilla de Cumpleaños activa, así que no se envía ninguna felicitación (la recompensa se sigue entregando). Crea una en {sms} o {email}.',
  'automations.birthday.settings': 'Ajustes de cumpleaños',
  'automations.birthday.settingsDescription':
    'Sale a las 9:00 del día del cumpleaños del cliente en tu zona horaria, una vez al año.',
  'automations.birthday.greeting': 'Felicitación',
  'automations.birthday.greetingNote': 'Se envían tus plantillas de Cumpleaños activas.',
  'automations.birthday.noneActive': 'ninguna activa',
  'automations.birthday.createOne': 'crea una',
  'automations.birthday.reward': 'Recompensa de cumpleaños',
  'automations.birthday.rewardHint':
    'Se entrega una vez al año en el cumpleaños, lista para canjear en el mostrador. Añade {placeholder} a tu plantilla de cumpleaños para nombrarla.',
  'automations.birthday.rewardField': 'Recompensa',
  'automations.birthday.rewardPlaceholder': 'Café gratis',
  'automations.birthday.validDays': 'Válida durante (días)',
  'automations.birthday.controlHint':
    'En cada cumpleaños, algunos clientes se apartan al azar: ni felicitación ni recompensa ese año. Comparar quién vuelve en cada grupo muestra si la oferta de cumpleaños funciona.',

  'automations.cancel': 'Cancelar',
  'automations.save': 'Guardar',
  'automations.saving': 'Guardando…',

  'automations.template.noSms': 'No enviar SMS',
  'automations.template.noEmail': 'No enviar correo',
  'automations.template.loading': 'Cargando plantillas…',
  'automations.template.option': '{name} · {trigger}',
  'automations.template.optionOff': '{name} · {trigger} (desactivada)',
  'automations.template.subject': 'Asunto: {subject}',
  'automations.trigger.welcome': 'Bienvenida',
  'automations.trigger.rewardEarned': 'Recompensa obtenida',
  'automations.trigger.pointsMilestone': 'Hito de puntos',
  'automations.trigger.birthday': 'Cumpleaños',
  'automations.trigger.custom': 'Personalizada',
  'automations.trigger.promotional': 'Promocional',
  'automations.trigger.reward': 'Recompensa',
  'automations.trigger.pointsExpiring': 'Puntos por caducar',
  'automations.trigger.statusUp': 'Subió de nivel',
  'automations.trigger.referralReferrer': 'Referido: su amigo cumplió el requisito',
  'automations.trigger.referralFriend': 'Referido: se unió por un amigo',

  'automations.control.keep': 'Mantener un grupo de control',
  'automations.control.share': 'Grupo de control (%)',
  'automations.control.shareHint': 'Hasta {max}. Un {share} va bien a la mayoría de negocios.',
  'automations.control.window': 'Ventana de resultados (días)',
  'automations.control.windowHint': 'Días en los que una visita o compra cuenta como volver.',

  'automations.lift.title': 'Últimos {days} días',
  'automations.lift.loadFailed': 'No se pudieron cargar los resultados: {reason}',
  'automations.lift.loading': 'Cargando',
  'automations.lift.waiting':
    'El {share} de los clientes a los que llega se aparta como grupo de control. La comparación aparece cuando haya llegado a clientes de ambos grupos.',
  'automations.lift.none': 'Mantén un grupo de control para ver si hace volver a los clientes.',
  'automations.lift.messaged': 'Contactados',
  'automations.lift.control': 'Grupo de control',
  'automations.lift.cameBack': 'de {count, plural, one {# cliente} many {# clientes} other {# clientes}} volvió',
  'automations.lift.period':
    'Clientes contactados desde el {date}, cada uno seguido durante {days, plural, one {# día} many {# días} other {# días}}.',

  'automations.refusal.unknown': 'Algo ha salido mal. Vuelve a intentarlo.',
  'automations.refusal.network': 'No se puede conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
  'automations.refusal.unexpected': 'El servidor envió una respuesta inesperada. Vuelve a intentarlo.',
  'automations.refusal.adminOnly': 'Solo el administrador del equipo puede hacer esto',
  'automations.refusal.accessEnded': 'Tu acceso a este equipo ha terminado',
  'automations.refusal.suspended': 'Esta cuenta está suspendida. Contacta con soporte para reactivarla.',
  'automations.refusal.closed':
    'Este negocio está cerrado. Un administrador del equipo puede reabrirlo desde la app hasta que se elimine.',
  'automations.refusal.checkForm': 'Revisa el formulario y vuelve a intentarlo',
  'automations.refusal.daysRange': 'Los días deben estar entre 7 y 365',
  'automations.refusal.daysWhole': 'Los días deben ser un número entero',
  'automations.refusal.templateNotFound': 'Plantilla no encontrada',
  'automations.refusal.templateInactive': 'La plantilla elegida está desactivada. Actívala en Plantillas o elige otra.',
  'automations.refusal.messageRequired': 'Elige un mensaje SMS o de correo antes de activar la recuperación',
  'automations.refusal.rewardRequired': 'Describe la recompensa de cumpleaños, por ejemplo Café gratis',
  'automations.refusal.rewardTooLong': 'La descripción de la recompensa debe tener como máximo 100 caracteres',
  'automations.refusal.rewardDaysRange': 'Una recompensa debe ser válida entre 1 y 365 días',
  'automations.refusal.enabledRequired': 'enabled debe ser true o false',
  'automations.refusal.unsavable': 'Quita el carácter no admitido y vuelve a intentarlo',
  'automations.refusal.controlShare': 'El grupo de control debe ser un porcentaje entero del 0 % al 50 %',
  'automations.refusal.outcomeWindow': 'La ventana de resultados debe ser un número entero de días de 1 a 90',
};
