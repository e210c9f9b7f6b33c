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
