import type { TAreaCatalogue } from '../en.ts';
import type { templatesEn } from './en.ts';

export const templatesPtBR: TAreaCatalogue<typeof templatesEn> = {
  // The two pages
  'templates.sms.title': 'Modelos de SMS',
  'templates.sms.description':
    'Mensagens enviadas por um gatilho (boas-vindas, recompensas, aniversários…) e oferecidas no SMS rápido em Clientes.',
  'templates.sms.empty': 'Nenhum modelo de SMS ainda',
  'templates.sms.emptyHint':
    'Escreva um SMS de boas-vindas para que cada novo cliente receba notícias suas assim que entrar.',
  'templates.email.title': 'Modelos de e-mail',
  'templates.email.description': 'E-mails enviados por um gatilho e oferecidos no e-mail rápido em Clientes.',
  'templates.email.empty': 'Nenhum modelo de e-mail ainda',
  'templates.email.emptyHint':
    'Comece com um e-mail de boas-vindas ou de aniversário: os clientes que aceitaram recebem automaticamente.',
  'templates.new': 'Novo modelo',
  'templates.loading': 'Carregando modelos',
  'templates.loadFailed': 'Não foi possível carregar os modelos',
  'templates.yourBusiness': 'Sua empresa',
  'templates.activated': 'Modelo ativado: {name}',
  'templates.deactivated': 'Modelo desativado: {name}',

  // A template in the list
  'templates.card.active': 'Ativo',
  'templates.card.inactive': 'Inativo',
  'templates.card.edit': 'Editar',
  'templates.card.editNamed': 'Editar {name}',
  'templates.card.activate': 'Ativar',
  'templates.card.activateNamed': 'Ativar {name}',
  'templates.card.deactivate': 'Desativar',
  'templates.card.deactivateNamed': 'Desativar {name}',

  // When a template is sent: the select and the badges
  'templates.trigger.label': 'Gatilho',
  'templates.trigger.welcome': 'Boas-vindas',
  'templates.trigger.rewardEarned': 'Recompensa conquistada',
  'templates.trigger.pointsMilestone': 'Marco de pontos',
  'templates.trigger.birthday': 'Aniversário',
  'templates.trigger.custom': 'Personalizado',
  'templates.trigger.promotional': 'Promocional',
  'templates.trigger.reward': 'Recompensa',
  'templates.trigger.pointsExpiring': 'Pontos expirando',
  'templates.trigger.statusUp': 'Subiu de nível',
  'templates.trigger.referralReferrer': 'Indicação: o amigo se qualificou',
  'templates.trigger.referralFriend': 'Indicação: entrou por um amigo',

  // The editors
  'templates.editor.editTitle': 'Editar “{name}”',
  'templates.editor.cancel': 'Cancelar',
  'templates.editor.saving': 'Salvando…',
  'templates.editor.create': 'Criar modelo',
  'templates.editor.save': 'Salvar alterações',
  'templates.editor.name': 'Nome',
  'templates.editor.created': 'Modelo criado',
  'templates.editor.updated': 'Modelo atualizado',
  'templates.sms.newTitle': 'Novo modelo de SMS',
  'templates.sms.namePlaceholder': 'ex.: Mensagem de boas-vindas',
  'templates.sms.message': 'Mensagem',
  'templates.sms.messagePlaceholder':
    'Olá, {firstName}! Obrigado por entrar no {business_name}! Você tem {points} pontos.',
  'templates.email.newTitle': 'Novo modelo de e-mail',
  'templates.email.namePlaceholder': 'ex.: Presente de aniversário',
  'templates.email.subject': 'Assunto',
  'templates.email.subjectPlaceholder': 'Um presente para você, {firstName}',
  'templates.email.body': 'Corpo',
  'templates.email.bodyPlaceholder': 'Olá, {firstName},\n\nObrigado por ser cliente frequente de {business_name}.',
  'templates.email.bodyHint':
    'Texto simples, ou HTML para formatação, links e imagens. Scripts e código inseguro são removidos ao salvar.',

  // Placeholders: the chips, what each becomes, and the notes under a message
  'templates.placeholders.insert': 'Inserir um campo',
  'templates.placeholders.insertNamed': 'Inserir {token}: {hint}',
  'templates.hint.businessName': 'O nome da sua empresa',
  'templates.hint.name': 'O nome completo do cliente',
  'templates.hint.firstName': 'O primeiro nome do cliente',
  'templates.hint.lastName': 'O sobrenome do cliente',
  'templates.hint.points': 'O saldo de pontos do cliente',
  'templates.hint.email': 'O e-mail do cliente',
  'templates.hint.reward':
    'A recompensa recém-conquistada (mensagens de recompensa e de indicação; ao subir de nível, o que o nível libera)',
  'templates.hint.milestone': 'O marco de pontos alcançado (mensagens de marco)',
  'templates.hint.expiringPoints': 'Os pontos prestes a expirar (avisos de expiração)',
  'templates.hint.expiryDate': 'A data em que expiram (avisos de expiração)',
  'templates.hint.tier': 'O nível de status alcançado (mensagens de subida de nível)',
  'templates.hint.friendName': 'O primeiro nome do amigo (mensagens de indicação para quem indicou)',
  'templates.hint.referrerName': 'O primeiro nome de quem indicou (mensagens de indicação para o amigo)',
  'templates.hint.walletLink':
    'Um link para adicionar o cartão à Apple Wallet ou ao Google Wallet (a frase é omitida quando nenhuma wallet está configurada)',
  'templates.hint.referralLink':
    'O link do cliente para convidar amigos (a frase é omitida enquanto o Indique um amigo estiver desligado)',
  'templates.placeholders.unknown':
    '{count, plural, one {O campo desconhecido {tokens} será enviado como foi digitado.} many {Os campos desconhecidos {tokens} serão enviados como foram digitados.} other {Os campos desconhecidos {tokens} serão enviados como foram digitados.}}',
  'templates.placeholders.walletNotice':
    '{token} não é preenchido em campanhas: a frase que o contém é omitida de todas as mensagens.',
  'templates.placeholders.referralNotice':
    'O Indique um amigo está desligado: a frase que contém {token} é omitida de todas as mensagens.',

  // The live preview, for the sample customer
  'templates.preview.title': 'Prévia',
  'templates.preview.for':
    '{count, plural, one {Para {name} · {points} ponto} many {Para {name} · {points} pontos} other {Para {name} · {points} pontos}}',
  'templates.preview.smsEmpty': 'Sua mensagem aparece aqui enquanto você digita.',
  'templates.preview.emailEmpty': 'Seu e-mail aparece aqui enquanto você digita.',
  'templates.preview.from': 'De',
  'templates.preview.to': 'Para',
  'templates.preview.subject': 'Assunto',
  'templates.preview.noSubject': '(sem assunto)',
  'templates.preview.frame': 'Prévia do e-mail',
  'templates.preview.designEmpty': 'Seu e-mail aparece aqui.',
  'templates.preview.failed': 'Não foi possível carregar a prévia.',
  'templates.preview.stale': 'A prévia é atualizada quando todos os blocos estiverem preenchidos.',
  'templates.sample.reward': 'Café grátis',
  'templates.sample.tier': 'Ouro',

  // The SMS counter
  'templates.counter.characters':
    '{count, plural, one {{characters} caractere} many {{characters} caracteres} other {{characters} caracteres}}',
  'templates.counter.segments': '{count, plural, one {# SMS} many {# partes de SMS} other {# partes de SMS}}',
  'templates.counter.perSms': '{encoding} ({perSegment} por SMS)',
  'templates.counter.perPart': '{encoding} ({perSegment} por parte)',
  'templates.counter.long': 'Mensagens com mais de 160 caracteres são enviadas como vários SMS',
  'templates.counter.quoted': '“{character}”',
  'templates.counter.unicode':
    '{count, plural, one {{characters} não está no alfabeto GSM, então a mensagem inteira é enviada em Unicode: 70 caracteres por SMS, 67 por parte.} many {{characters} não estão no alfabeto GSM, então a mensagem inteira é enviada em Unicode: 70 caracteres por SMS, 67 por parte.} other {{characters} não estão no alfabeto GSM, então a mensagem inteira é enviada em Unicode: 70 caracteres por SMS, 67 por parte.}}',

  // The e-mail's body: the visual editor or the HTML box
  'templates.body.chooseEditor': 'Escolha o editor',
  'templates.body.visual': 'Editor visual',
  'templates.body.html': 'HTML ou texto',
  'templates.body.toHtmlTitle': 'Editar este e-mail como HTML?',
  'templates.body.toHtmlMessage':
    'Seus blocos viram HTML que você pode alterar à mão. O editor visual não consegue ler HTML de volta: para usar blocos de novo, você começa um novo design.',
  'templates.body.toHtmlConfirm': 'Editar como HTML',
  'templates.body.toHtmlBusy': 'Convertendo…',
  'templates.body.toVisualTitle': 'Começar um novo design com blocos?',
  'templates.body.toVisualMessage':
    'O editor visual começa com um design novo. O que você escreveu na caixa de HTML é substituído quando você salva com blocos.',
  'templates.body.toVisualConfirm': 'Usar o editor visual',
  'templates.body.toVisualBusy': 'Trocando…',

  // The visual editor: the colour and logo, the blocks
  'templates.design.colour': 'Cor',
  'templates.design.pickColour': 'Escolha a cor',
  'templates.design.showLogo': 'Mostrar seu logo no topo',
  'templates.design.addLogo': 'Adicione seu logo em {settings} para mostrá-lo no topo dos seus e-mails.',
  'templates.design.settings': 'Configurações',
  'templates.design.colourHint': 'Títulos, botões e divisores usam esta cor.',
  'templates.design.blocks': 'Blocos',
  'templates.design.noBlocks': 'Seu e-mail ainda não tem blocos. Adicione um título, um texto ou um botão abaixo.',
  'templates.design.addBlock': 'Adicionar um bloco',
  'templates.design.full':
    'Um e-mail pode ter no máximo {count, plural, one {# bloco} many {# blocos} other {# blocos}}.',
  'templates.block.heading': 'Título',
  'templates.block.text': 'Texto',
  'templates.block.image': 'Imagem',
  'templates.block.button': 'Botão',
  'templates.block.divider': 'Divisor',
  'templates.block.named':
    '{type, select, heading {Bloco de título} text {Bloco de texto} image {Bloco de imagem} button {Bloco de botão} other {Bloco divisor}}',
  'templates.block.add':
    '{type, select, heading {Adicionar título} text {Adicionar texto} image {Adicionar imagem} button {Adicionar botão} other {Adicionar divisor}}',
  'templates.block.moveUp':
    '{type, select, heading {Mover título para cima} text {Mover texto para cima} image {Mover imagem para cima} button {Mover botão para cima} other {Mover divisor para cima}}',
  'templates.block.moveDown':
    '{type, select, heading {Mover título para baixo} text {Mover texto para baixo} image {Mover imagem para baixo} button {Mover botão para baixo} other {Mover divisor para baixo}}',
  'templates.block.remove':
    '{type, select, heading {Remover título} text {Remover texto} image {Remover imagem} button {Remover botão} other {Remover divisor}}',
  'templates.block.headingPlaceholder': 'Selos em dobro esta semana',
  'templates.block.textPlaceholder': 'Escreva um parágrafo. Pressione Enter para uma nova linha.',
  'templates.block.imageAddress': 'Endereço da imagem',
  'templates.block.imageDescription': 'Descrição',
  'templates.block.imageDescriptionPlaceholder': 'Um latte com desenho de coração',
  'templates.block.imageDescriptionHint': 'Lida em voz alta e exibida quando as imagens estão desativadas.',
  'templates.block.buttonLabel': 'Texto do botão',
  'templates.block.buttonLabelPlaceholder': 'Ver o cardápio',
  'templates.block.buttonLink': 'Link do botão',
  'templates.block.dividerHint': 'Uma linha atravessando o e-mail, na sua cor.',
  'templates.block.newHeading': 'Um título',
  'templates.block.newButton': 'Venha nos visitar',

  // The contracts' checks and the server's refusals
  'templates.refusal.smsRequired': 'Nome e mensagem são obrigatórios',
  'templates.refusal.emailRequired': 'Nome, assunto e corpo são obrigatórios',
  'templates.refusal.triggerRequired': 'Escolha um gatilho',
  'templates.refusal.nameTooLong': 'O nome pode ter no máximo 100 caracteres',
  'templates.refusal.messageTooLong': 'A mensagem pode ter no máximo 1.600 caracteres',
  'templates.refusal.subjectTooLong': 'O assunto pode ter no máximo 200 caracteres',
  'templates.refusal.bodyTooLong': 'O corpo pode ter no máximo 20.000 caracteres',
  'templates.refusal.headingRequired': 'Escreva o título ou remova o bloco',
  'templates.refusal.textRequired': 'Escreva o texto ou remova o bloco',
  'templates.refusal.imageUrl':
    'Informe a imagem como um endereço https:// (por exemplo https://example.com/photo.jpg)',
  'templates.refusal.buttonLabel': 'Dê um texto ao botão',
  'templates.refusal.buttonUrl': 'Dê ao botão um endereço web que comece com https:// ou http://',
  'templates.refusal.noBlocks': 'Adicione pelo menos um bloco ao e-mail',
  'templates.refusal.tooManyBlocks': 'Um e-mail pode ter no máximo 40 blocos',
  'templates.refusal.headingTooLong': 'Um título pode ter no máximo 200 caracteres',
  'templates.refusal.textTooLong': 'Um bloco de texto pode ter no máximo 5.000 caracteres',
  'templates.refusal.buttonLabelTooLong': 'O texto de um botão pode ter no máximo 60 caracteres',
  'templates.refusal.descriptionTooLong': 'A descrição de uma imagem pode ter no máximo 200 caracteres',
  'templates.refusal.colour': 'Escolha uma cor como #4f46e5',
  'templates.refusal.checkForm': 'Confira o formulário e tente de novo',
  'templates.refusal.notFound': 'Modelo não encontrado',
  'templates.refusal.saveFailed': 'Não foi possível salvar o modelo',
  'templates.refusal.toggleFailed': 'Não foi possível alterar o status do modelo',
  'templates.refusal.toHtmlFailed': 'Não foi possível converter os blocos em HTML. Tente de novo.',
  'templates.refusal.suspended': 'Esta conta está suspensa. Fale com o suporte para reativá-la.',
  'templates.refusal.closed':
    'Esta empresa está encerrada. Um administrador da equipe pode reabri-la pelo app até que ela seja excluída.',
  'templates.refusal.accessEnded': 'Seu acesso a esta equipe terminou',
  'templates.refusal.network': 'Não foi possível acessar o servidor. Verifique sua conexão e tente de novo.',
  'templates.refusal.unexpected': 'O servidor enviou uma resposta inesperada. Tente de novo.',
  'templates.refusal.somethingWrong': 'Algo deu errado. Tente de novo.',
};
