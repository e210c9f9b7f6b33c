import type { TCatalogue } from './en.ts';

/** Portuguese (Brazil, pt-BR): você. Businesses in Portugal are spoken to in it too, the nearest we have. */
export const ptBR = {
  'common.loading': 'Carregando',
  'common.somethingWentWrong': 'Algo deu errado',
  'common.tryAgain': 'Tentar novamente',
  'common.poweredBy': 'Desenvolvido por',
  'common.alreadyMemberLogIn': 'Já é membro? Entrar',
  'common.backToHome': 'Voltar ao início',

  'join.title': 'Participe do nosso programa de recompensas',
  'join.welcomeTitle': 'Boas-vindas',
  'join.bonusPoints':
    'Ganhe {count, plural, one {# ponto bônus} many {# de pontos bônus} other {# pontos bônus}} só por participar',
  'join.firstName': 'Nome',
  'join.lastName': 'Sobrenome',
  'join.phone': 'Número de celular',
  'join.phoneHint': 'Seu número é seu cartão de membro — não precisa de aplicativo.',
  'join.email': 'E-mail',
  'join.emailPlaceholder': 'voce@exemplo.com.br',
  'join.birthday': 'Aniversário',
  'join.birthdayHint': 'Opcional — para um mimo no seu aniversário.',
  'join.pin': 'Crie um PIN',
  'join.pinPlaceholder': '4 a 6 dígitos',
  'join.showPin': 'Mostrar PIN',
  'join.hidePin': 'Ocultar PIN',
  'join.pinHint': 'Você vai usá-lo com seu número para ver suas recompensas on-line.',
  'join.messages': 'Mensagens',
  'join.website': 'Site',
  'join.failed': 'Não foi possível concluir seu cadastro',
  'join.submit': 'Participar agora',
  'join.submitting': 'Cadastrando...',
  'join.alreadyMember': 'Já é membro?',
  'join.logIn': 'Entrar',
  'join.invitedBy': '{name} convidou você',
  'join.aFriend': 'Um amigo',
  'join.youGet': 'Você ganha {reward} depois da {when}.',
  'join.pausedTitle': 'Os cadastros estão pausados',
  'join.pausedAsk': '{message} Fale com alguém da equipe.',
  'join.notFoundTitle': 'Este link de cadastro não está funcionando',
  'join.notFoundBody':
    'O QR code que você escaneou pode ter sido trocado ou removido. Peça um atualizado a alguém da equipe.',

  'enrolment.phoneRequired': 'O número de telefone é obrigatório',
  'enrolment.phoneInvalid': 'Informe um número de telefone válido',
  'enrolment.emailInvalid': 'Informe um e-mail válido',
  'enrolment.birthdayInvalid': 'Informe uma data de aniversário válida',
  'enrolment.pin': 'O PIN deve ter de 4 a 6 dígitos',
  'enrolment.nameTooLong': '{label} deve ter no máximo {max} caracteres',
  'enrolment.notFound': 'Este link de cadastro não é válido ou não está mais ativo.',
  'enrolment.closed':
    'Desculpe, este estabelecimento não está aceitando novos membros agora. Fale com alguém da equipe.',
  'enrolment.dailyLimit': 'Este formulário de cadastro atingiu o limite de hoje. Peça à equipe para cadastrar você.',
  'enrolment.suspended': 'Este estabelecimento não está aceitando cadastros agora.',
  'enrolment.tooMany': 'Muitas tentativas de cadastro a partir desta rede. Tente novamente em alguns minutos.',
  'enrolment.smsConsent':
    'Sim, quero receber mensagens de texto de {business} sobre minhas recompensas e ofertas. A frequência das mensagens varia. Podem ser cobradas tarifas de mensagens e dados. Responda STOP para cancelar.',
  'enrolment.emailConsent':
    'Sim, quero receber e-mails sobre minhas recompensas, ofertas e novidades de {business}. Posso cancelar a qualquer momento.',

  'joined.title': 'Pronto, você está dentro!',
  'joined.titleNamed': 'Pronto, {name}, você está dentro!',
  'joined.body':
    'Boas-vindas ao programa de recompensas de {business}. Informe seu número de telefone no caixa para ganhar recompensas.',
  'joined.welcomePoints':
    '{count, plural, one {# ponto de boas-vindas já está} many {# de pontos de boas-vindas já estão} other {# pontos de boas-vindas já estão}} na sua conta',
  'joined.programs': 'Você participa de',
  'joined.walletTitle': 'Tenha seu cartão no celular',
  'joined.walletBody': 'Ele mostra suas recompensas e é atualizado a cada visita.',
  'joined.viewRewards': 'Ver minhas recompensas',
  'joined.signedIn': 'Você entrou neste celular. Depois, entre com seu número de telefone e seu PIN.',
  'joined.logInLater': 'Entre quando quiser com seu número de telefone e seu PIN.',

  'program.points':
    'Ganhe {perUnit, plural, one {# ponto} many {# de pontos} other {# pontos}} a cada {unit} · resgate a partir de {minimum, plural, one {# ponto} many {# de pontos} other {# pontos}}{welcome, plural, =0 {} one { · # ponto de boas-vindas} many { · # de pontos de boas-vindas} other { · # pontos de boas-vindas}}',
  'program.stampsFor': 'Junte {count, plural, one {# selo} many {# de selos} other {# selos}} para {reward}',
  'program.stampsForAReward':
    'Junte {count, plural, one {# selo} many {# de selos} other {# selos}} para ganhar uma recompensa',
  'program.rebate':
    '{value} de desconto com códigos {prefix} · válidos por {days, plural, one {# dia} many {# de dias} other {# dias}}',
  'program.rebateNoPrefix':
    '{value} de desconto com um código · válido por {days, plural, one {# dia} many {# de dias} other {# dias}}',
  'program.discountTier': '{discount} com {visits, plural, one {# visita} many {# de visitas} other {# visitas}}',
  'program.freeItem': '{item} depois de {count, plural, one {# compra} many {# de compras} other {# compras}}',
  'program.freeItemEveryTime':
    '{item} depois de {count, plural, one {# compra} many {# de compras} other {# compras}}, toda vez',
  'program.aFreeItem': 'Um item grátis',

  'referral.points': '{count, plural, one {# ponto} many {# de pontos} other {# pontos}}',
  'referral.stamps': '{count, plural, one {# selo} many {# de selos} other {# selos}}',
  'referral.yourFirstVisit': 'sua primeira visita em até {days, plural, one {# dia} many {# de dias} other {# dias}}',
  'referral.yourFirstPurchase':
    'sua primeira compra em até {days, plural, one {# dia} many {# de dias} other {# dias}}',
  'referral.yourFirstPurchaseOf':
    'sua primeira compra de {amount} ou mais em até {days, plural, one {# dia} many {# de dias} other {# dias}}',

  // The customer portal's way in (/customer/login), in the visitor's browser's language
  'portalIn.panelTitle': 'Suas recompensas, todas em um só lugar.',
  'portalIn.panelText':
    'Confira seus pontos e selos, veja as recompensas que esperam por você e mostre seu cartão no caixa.',
  'portalIn.panelPrograms': 'Todos os programas de que você participa, com seu progresso',
  'portalIn.panelCodes': 'Códigos de recompensa prontos para resgatar, com a data de validade',
  'portalIn.panelQr': 'Seu QR code de membro para se identificar rapidinho no caixa',
  'portalIn.title': 'Portal do cliente',
  'portalIn.intro': 'Entre com seu número de telefone e seu PIN para ver seus pontos, selos e recompensas.',
  'portalIn.formLabel': 'Entrar no portal do cliente',
  'portalIn.phone': 'Número de celular',
  'portalIn.pin': 'PIN',
  'portalIn.forgotPin': 'Esqueceu o PIN?',
  'portalIn.pinHint': 'Digite seu PIN de 4 a 6 dígitos',
  'portalIn.showPin': 'Mostrar PIN',
  'portalIn.hidePin': 'Ocultar PIN',
  'portalIn.logIn': 'Entrar',
  'portalIn.loggingIn': 'Entrando...',
  'portalIn.newHere': 'Primeira vez aqui ou sem PIN?',
  'portalIn.resetTitle': 'Redefinir seu PIN',
  'portalIn.resetIntro':
    'Informe o número de telefone do seu cadastro. Vamos enviar um código de 6 dígitos por SMS para você escolher um novo PIN.',
  'portalIn.sendCode': 'Enviar código',
  'portalIn.sending': 'Enviando...',
  'portalIn.backToLogIn': 'Voltar para entrar',
  'portalIn.codeTitle': 'Digite seu código',
  'portalIn.codeIntro': 'Digite o código de 6 dígitos que chegou por SMS e escolha um novo PIN.',
  'portalIn.codeFormLabel': 'Escolha um novo PIN',
  'portalIn.code': 'Código',
  'portalIn.newPin': 'Novo PIN',
  'portalIn.newPinHint': '4 a 6 dígitos, só seu',
  'portalIn.setPin': 'Salvar PIN e entrar',
  'portalIn.saving': 'Salvando...',
  'portalIn.noText': 'Não recebeu o SMS?',
  'portalIn.sendAgain': 'Enviar de novo',
  'portalIn.sentAgain': 'Enviado de novo',
  'portalIn.or': 'ou',
  'portalIn.useAnotherNumber': 'usar outro número',
  'portalIn.chooseIntro':
    'Seu número de telefone está cadastrado em mais de um estabelecimento. De qual você quer ver as recompensas?',
  'portalIn.businesses': 'Estabelecimentos',
  'portalIn.useAnotherPhone': 'Usar outro número de telefone',
  'portalIn.contact': 'Fale com o estabelecimento',
  'portalIn.contactIntro': 'Ainda não tem acesso ao portal ou PIN? O estabelecimento pode ajudar.',
  'portalIn.askTitle': 'Pergunte no caixa',
  'portalIn.askText':
    'O portal é do estabelecimento onde você ganha recompensas. A equipe pode ativar o acesso ao portal para o seu número de telefone.',
  'portalIn.getPinTitle': 'Peça um PIN',
  'portalIn.getPinText':
    'A equipe pode criar um PIN para você, ou você escolhe um ao se cadastrar escaneando o QR code do estabelecimento.',
  'portalIn.forgotTitle': 'Esqueceu o PIN?',
  'portalIn.forgotText': 'Use “Esqueceu o PIN?” para receber um código por SMS e escolher um novo por conta própria.',
  'portalIn.gotIt': 'Entendi',

  // The portal's refusals (PORTAL_MESSAGES, word for word in English) and the other answers its screens can get
  'portalRefusal.phoneNotFound': 'Número de telefone não encontrado. Confira e tente novamente.',
  'portalRefusal.portalDisabled': 'O acesso ao portal está desativado. Fale com o estabelecimento.',
  'portalRefusal.invalidPin': 'PIN inválido. Tente novamente.',
  'portalRefusal.failed': 'Não foi possível entrar. Tente novamente.',
  'portalRefusal.locked': 'Muitas tentativas com PIN errado. Tente novamente em 15 minutos.',
  'portalRefusal.pinDailyLimit':
    'Muitas tentativas com PIN errado hoje. Toque em “Esqueceu o PIN?” para receber um código por SMS e escolher um novo PIN.',
  'portalRefusal.portalPaused':
    'O portal de recompensas deste estabelecimento está pausado. Fale com o estabelecimento.',
  'portalRefusal.phoneRequired': 'O número de telefone é obrigatório',
  'portalRefusal.pinRequired': 'O PIN é obrigatório',
  'portalRefusal.pinDigits': 'O PIN só pode ter números',
  'portalRefusal.pinTooLong': 'O PIN deve ter no máximo 6 dígitos',
  'portalRefusal.newPinLength': 'Escolha um PIN de 4 a 6 dígitos',
  'portalRefusal.codeInvalid': 'Este código é inválido ou expirou',
  'portalRefusal.codeSent': 'Se este número de telefone tiver um portal, enviamos um código para ele.',
  'portalRefusal.notSignedIn': 'Entre no portal do cliente',
  'portalRefusal.chooseBusiness': 'Escolha um estabelecimento',
  'portalRefusal.triesLeft':
    '{count, plural, =0 {Nenhuma tentativa restante: este número está bloqueado por {minutes} minutos.} one {Resta # tentativa antes de este número ser bloqueado por {minutes} minutos.} many {Restam # de tentativas antes de este número ser bloqueado por {minutes} minutos.} other {Restam # tentativas antes de este número ser bloqueado por {minutes} minutos.}}',
  'portalRefusal.tooManyAttempts':
    'Muitas tentativas. Tente novamente em {seconds, plural, one {# segundo} many {# de segundos} other {# segundos}}.',
  'portalRefusal.unreachable': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'portalRefusal.somethingWrong': 'Algo deu errado. Tente novamente.',

  'unsubscribe.preferences': 'Preferências de e-mail',
  'unsubscribe.question': 'Cancelar a inscrição de {business}?',
  'unsubscribe.willStop':
    '{email} deixará de receber e-mails de {business}; seus pontos e recompensas continuam como estão.',
  'unsubscribe.youWillStop':
    'Você deixará de receber e-mails de {business}; seus pontos e recompensas continuam como estão.',
  'unsubscribe.button': 'Cancelar inscrição',
  'unsubscribe.doneTitle': 'Inscrição cancelada',
  'unsubscribe.done': '{business} não vai mais enviar e-mails para {email}.',
  'unsubscribe.doneYou': '{business} não vai mais enviar e-mails para você.',
  'unsubscribe.failed': 'Não foi possível cancelar sua inscrição agora. Tente novamente.',
  'unsubscribe.invalidTitle': 'Link inválido',
  'unsubscribe.invalid': 'Este link de cancelamento não é válido. Use o link do seu e-mail mais recente.',
  'unsubscribe.oneClick': 'Inscrição cancelada: {business} não vai mais enviar e-mails para você.',
} satisfies TCatalogue;
