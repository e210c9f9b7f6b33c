import type { TAreaCatalogue } from '../en.ts';
import type { templatesEn } from './en.ts';

export const templatesEs: TAreaCatalogue<typeof templatesEn> = {
  // The two pages
  'templates.sms.title': 'Plantillas SMS',
  'templates.sms.description':
    'Mensajes que se envían con un disparador (bienvenida, recompensas, cumpleaños…) y que aparecen en el SMS rápido de Clientes.',
  'templates.sms.empty': 'Aún no hay plantillas SMS',
  'templates.sms.emptyHint': 'Escribe un SMS de bienvenida para que cada cliente nuevo sepa de ti en cuanto se una.',
  'templates.email.title': 'Plantillas de correo',
  'templates.email.description':
    'Emails que se envían con un disparador y que aparecen en el email rápido de Clientes.',
  'templates.email.empty': 'Aún no hay plantillas de email',
  'templates.email.emptyHint':
    'Empieza con un email de bienvenida o de cumpleaños: los clientes que lo aceptaron lo reciben automáticamente.',
  'templates.new': 'Nueva plantilla',
  'templates.loading': 'Cargando plantillas',
  'templates.loadFailed': 'No se pudieron cargar las plantillas',
  'templates.yourBusiness': 'Tu negocio',
  'templates.activated': 'Plantilla activada: {name}',
  'templates.deactivated': 'Plantilla desactivada: {name}',

  // A template in the list
  'templates.card.active': 'Activa',
  'templates.card.inactive': 'Inactiva',
  'templates.card.edit': 'Editar',
  'templates.card.editNamed': 'Editar {name}',
  'templates.card.activate': 'Activar',
  'templates.card.activateNamed': 'Activar {name}',
  'templates.card.deactivate': 'Desactivar',
  'templates.card.deactivateNamed': 'Desactivar {name}',

  // When a template is sent: the select and the badges
  'templates.trigger.label': 'Disparador',
  'templates.trigger.welcome': 'Bienvenida',
  'templates.trigger.rewardEarned': 'Recompensa conseguida',
  'templates.trigger.pointsMilestone': 'Hito de puntos',
  'templates.trigger.birthday': 'Cumpleaños',
  'templates.trigger.custom': 'Personalizada',
  'templates.trigger.promotional': 'Promocional',
  'templates.trigger.reward': 'Recompensa',
  'templates.trigger.pointsExpiring': 'Puntos a punto de caducar',
  'templates.trigger.statusUp': 'Subió de nivel',
  'templates.trigger.referralReferrer': 'Invitación: su amigo cumplió',
  'templates.trigger.referralFriend': 'Invitación: se unió por un amigo',

  // The editors
  'templates.editor.editTitle': 'Editar «{name}»',
  'templates.editor.cancel': 'Cancelar',
  'templates.editor.saving': 'Guardando…',
  'templates.editor.create': 'Crear plantilla',
  'templates.editor.save': 'Guardar cambios',
  'templates.editor.name': 'Nombre',
  'templates.editor.created': 'Plantilla creada',
  'templates.editor.updated': 'Plantilla actualizada',
  'templates.sms.newTitle': 'Nueva plantilla SMS',
  'templates.sms.namePlaceholder': 'p. ej., Mensaje de bienvenida',
  'templates.sms.message': 'Mensaje',
  'templates.sms.messagePlaceholder':
    'Hola, {firstName}: ¡gracias por unirte a {business_name}! Tienes {points} puntos.',
  'templates.email.newTitle': 'Nueva plantilla de email',
  'templates.email.namePlaceholder': 'p. ej., Regalo de cumpleaños',
  'templates.email.subject': 'Asunto',
  'templates.email.subjectPlaceholder': 'Un regalo para ti, {firstName}',
  'templates.email.body': 'Cuerpo',
  'templates.email.bodyPlaceholder': 'Hola, {firstName}:\n\nGracias por ser cliente habitual de {business_name}.',
  'templates.email.bodyHint':
    'Texto sin formato, o HTML para dar formato y añadir enlaces e imágenes. Los scripts y el código inseguro se eliminan al guardar.',

  // Placeholders: the chips, what each becomes, and the notes under a message
  'templates.placeholders.insert': 'Insertar un marcador',
  'templates.placeholders.insertNamed': 'Insertar {token}: {hint}',
  'templates.hint.businessName': 'El nombre de tu negocio',
  'templates.hint.name': 'El nombre completo del cliente',
  'templates.hint.firstName': 'El nombre del cliente',
  'templates.hint.lastName': 'El apellido del cliente',
  'templates.hint.points': 'El saldo de puntos del cliente',
  'templates.hint.email': 'El email del cliente',
  'templates.hint.reward':
    'La recompensa recién conseguida (mensajes de recompensa y de invitación; al subir de nivel, lo que desbloquea el nivel)',
  'templates.hint.milestone': 'El hito de puntos alcanzado (mensajes de hito)',
  'templates.hint.expiringPoints': 'Los puntos a punto de caducar (avisos de caducidad)',
  'templates.hint.expiryDate': 'La fecha en que caducan (avisos de caducidad)',
  'templates.hint.tier': 'El nivel de estatus alcanzado (mensajes de subida de nivel)',
  'templates.hint.friendName': 'El nombre del amigo (mensajes de invitación a quien invita)',
  'templates.hint.referrerName': 'El nombre de quien invita (mensajes de invitación al amigo)',
  'templates.hint.walletLink':
    'Un enlace para añadir su tarjeta a Apple o Google Wallet (la frase se omite si no hay wallet configurada)',
  'templates.hint.referralLink':
    'El enlace del cliente para invitar a amigos (la frase se omite mientras Invita a un amigo esté desactivado)',
  'templates.placeholders.unknown':
    '{count, plural, one {El marcador desconocido {tokens} se enviará tal cual.} many {Los marcadores desconocidos {tokens} se enviarán tal cual.} other {Los marcadores desconocidos {tokens} se enviarán tal cual.}}',
  'templates.placeholders.walletNotice':
    '{token} no se rellena en las campañas: la frase que lo contiene se omite en todos los mensajes.',
  'templates.placeholders.referralNotice':
    'Invita a un amigo está desactivado: la frase que contiene {token} se omite en todos los mensajes.',

  // The live preview, for the sample customer
  'templates.preview.title': 'Vista previa',
  'templates.preview.for':
    '{count, plural, one {Para {name} · {points} punto} many {Para {name} · {points} puntos} other {Para {name} · {points} puntos}}',
  'templates.preview.smsEmpty': 'Tu mensaje aparece aquí mientras escribes.',
  'templates.preview.emailEmpty': 'Tu email aparece aquí mientras escribes.',
  'templates.preview.from': 'De',
  'templates.preview.to': 'Para',
  'templates.preview.subject': 'Asunto',
  'templates.preview.noSubject': '(sin asunto)',
  'templates.preview.frame': 'Vista previa del email',
  'templates.preview.designEmpty': 'Tu email aparece aquí.',
  'templates.preview.failed': 'No se pudo cargar la vista previa.',
  'templates.preview.stale': 'La vista previa se actualiza cuando todos los bloques están completos.',
  'templates.sample.reward': 'Café gratis',
  'templates.sample.tier': 'Oro',

  // The SMS counter
  'templates.counter.characters':
    '{count, plural, one {{characters} carácter} many {{characters} caracteres} other {{characters} caracteres}}',
  'templates.counter.segments': '{count, plural, one {# SMS} many {# partes de SMS} other {# partes de SMS}}',
  'templates.counter.perSms': '{encoding} ({perSegment} por SMS)',
  'templates.counter.perPart': '{encoding} ({perSegment} por parte)',
  'templates.counter.long': 'Los mensajes de más de 160 caracteres se envían en varios SMS',
  'templates.counter.quoted': '«{character}»',
  'templates.counter.unicode':
    '{count, plural, one {{characters} no está en el alfabeto GSM, así que todo el mensaje se envía en Unicode: 70 caracteres por SMS, 67 por parte.} many {{characters} no están en el alfabeto GSM, así que todo el mensaje se envía en Unicode: 70 caracteres por SMS, 67 por parte.} other {{characters} no están en el alfabeto GSM, así que todo el mensaje se envía en Unicode: 70 caracteres por SMS, 67 por parte.}}',

  // The e-mail's body: the visual editor or the HTML box
  'templates.body.chooseEditor': 'Elige el editor',
  'templates.body.visual': 'Editor visual',
  'templates.body.html': 'HTML o texto',
  'templates.body.toHtmlTitle': '¿Editar este email como HTML?',
  'templates.body.toHtmlMessage':
    'Tus bloques pasan a ser HTML que puedes cambiar a mano. El editor visual no puede volver a leer HTML: para usar bloques otra vez, empiezas un diseño nuevo.',
  'templates.body.toHtmlConfirm': 'Editar como HTML',
  'templates.body.toHtmlBusy': 'Convirtiendo…',
  'templates.body.toVisualTitle': '¿Empezar un diseño nuevo con bloques?',
  'templates.body.toVisualMessage':
    'El editor visual empieza con un diseño nuevo. Lo que escribiste en el cuadro HTML se sustituye cuando guardas con bloques.',
  'templates.body.toVisualConfirm': 'Usar el editor visual',
  'templates.body.toVisualBusy': 'Cambiando…',

  // The visual editor: the colour and logo, the blocks
  'templates.design.colour': 'Color',
  'templates.design.pickColour': 'Elige el color',
  'templates.design.showLogo': 'Mostrar tu logo arriba',
  'templates.design.addLogo': 'Añade tu logo en {settings} para mostrarlo arriba de tus emails.',
  'templates.design.settings': 'Ajustes',
  'templates.design.colourHint': 'Los títulos, botones y separadores usan este color.',
  'templates.design.blocks': 'Bloques',
  'templates.design.noBlocks': 'Tu email aún no tiene bloques. Añade un título, un texto o un botón abajo.',
  'templates.design.addBlock': 'Añadir un bloque',
  'templates.design.full':
    'Un email puede tener como máximo {count, plural, one {# bloque} many {# bloques} other {# bloques}}.',
  'templates.block.heading': 'Título',
  'templates.block.text': 'Texto',
  'templates.block.image': 'Imagen',
  'templates.block.button': 'Botón',
  'templates.block.divider': 'Separador',
  'templates.block.named':
    '{type, select, heading {Bloque de título} text {Bloque de texto} image {Bloque de imagen} button {Bloque de botón} other {Bloque separador}}',
  'templates.block.add':
    '{type, select, heading {Añadir título} text {Añadir texto} image {Añadir imagen} button {Añadir botón} other {Añadir separador}}',
  'templates.block.moveUp':
    '{type, select, heading {Subir el título} text {Subir el texto} image {Subir la imagen} button {Subir el botón} other {Subir el separador}}',
  'templates.block.moveDown':
    '{type, select, heading {Bajar el título} text {Bajar el texto} image {Bajar la imagen} button {Bajar el botón} other {Bajar el separador}}',
  'templates.block.remove':
    '{type, select, heading {Quitar el título} text {Quitar el texto} image {Quitar la imagen} button {Quitar el botón} other {Quitar el separador}}',
  'templates.block.headingPlaceholder': 'Sellos dobles esta semana',
  'templates.block.textPlaceholder': 'Escribe un párrafo. Pulsa Intro para cambiar de línea.',
  'templates.block.imageAddress': 'Dirección de la imagen',
  'templates.block.imageDescription': 'Descripción',
  'templates.block.imageDescriptionPlaceholder': 'Un latte con un corazón dibujado',
  'templates.block.imageDescriptionHint': 'Se lee en voz alta y se muestra cuando las imágenes están desactivadas.',
  'templates.block.buttonLabel': 'Texto del botón',
  'templates.block.buttonLabelPlaceholder': 'Ver la carta',
  'templates.block.buttonLink': 'Enlace del botón',
  'templates.block.dividerHint': 'Una línea que cruza el email, en tu color.',
  'templates.block.newHeading': 'Un título',
  'templates.block.newButton': 'Visítanos',

  // The contracts' checks and the server's refusals
  'templates.refusal.smsRequired': 'El nombre y el mensaje son obligatorios',
  'templates.refusal.emailRequired': 'El nombre, el asunto y el cuerpo son obligatorios',
  'templates.refusal.triggerRequired': 'Elige un disparador',
  'templates.refusal.nameTooLong': 'El nombre puede tener como máximo 100 caracteres',
  'templates.refusal.messageTooLong': 'El mensaje puede tener como máximo 1600 caracteres',
  'templates.refusal.subjectTooLong': 'El asunto puede tener como máximo 200 caracteres',
  'templates.refusal.bodyTooLong': 'El cuerpo puede tener como máximo 20.000 caracteres',
  'templates.refusal.headingRequired': 'Escribe el título o quita el bloque',
  'templates.refusal.textRequired': 'Escribe el texto o quita el bloque',
  'templates.refusal.imageUrl':
    'Indica la imagen con una dirección https:// (por ejemplo https://example.com/photo.jpg)',
  'templates.refusal.buttonLabel': 'Ponle un texto al botón',
  'templates.refusal.buttonUrl': 'Ponle al botón una dirección web que empiece por https:// o http://',
  'templates.refusal.noBlocks': 'Añade al menos un bloque al email',
  'templates.refusal.tooManyBlocks': 'Un email puede tener como máximo 40 bloques',
  'templates.refusal.headingTooLong': 'Un título puede tener como máximo 200 caracteres',
  'templates.refusal.textTooLong': 'Un bloque de texto puede tener como máximo 5000 caracteres',
  'templates.refusal.buttonLabelTooLong': 'El texto de un botón puede tener como máximo 60 caracteres',
  'templates.refusal.descriptionTooLong': 'La descripción de una imagen puede tener como máximo 200 caracteres',
  'templates.refusal.colour': 'Elige un color como #4f46e5',
  'templates.refusal.checkForm': 'Revisa el formulario y vuelve a intentarlo',
  'templates.refusal.notFound': 'No se encontró la plantilla',
  'templates.refusal.saveFailed': 'No se pudo guardar la plantilla',
  'templates.refusal.toggleFailed': 'No se pudo cambiar el estado de la plantilla',
  'templates.refusal.toHtmlFailed': 'No se pudieron convertir los bloques en HTML. Vuelve a intentarlo.',
  'templates.refusal.suspended': 'Esta cuenta está suspendida. Contacta con soporte para reactivarla.',
  'templates.refusal.closed':
    'Este negocio está cerrado. Un administrador del equipo puede reabrirlo desde la app hasta que se elimine.',
  'templates.refusal.accessEnded': 'Tu acceso a este equipo ha terminado',
  'templates.refusal.network': 'No se puede conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
  'templates.refusal.unexpected': 'El servidor envió una respuesta inesperada. Vuelve a intentarlo.',
  'templates.refusal.somethingWrong': 'Algo ha salido mal. Vuelve a intentarlo.',
};
