import type { TAreaCatalogue } from '../en.ts';
import type { automationsEn } from './en.ts';

export const automationsPtBR: TAreaCatalogue<typeof automationsEn> = {
  'automations.title': 'Automações',
  'automations.description': 'Mensagens que saem sozinhas, no momento certo para cada cliente.',
  'automations.loading': 'Carregando automações',
  'automations.loadFailed': 'Não foi possível carregar as automações. Verifique sua conexão e tente de novo.',
  'automations.tryAgain': 'Tentar de novo',
  'automations.viewOnly.lead': 'Somente leitura.',
  'automations.viewOnly.text':
    'Só o administrador da sua equipe pode alterar as automações; peça a ele se algo precisar mudar.',
  'automations.saved': 'Automação salva',
  'automations.saveFailed': 'Não foi possível salvar a automação',
  'automations.addressNote': 'Os e-mails precisam do seu endereço postal: {link}.',
  'automations.addressNote.link': 'adicione em Configurações',
  'automations.smsTemplates': 'Modelos de SMS',
  'automations.emailTemplates': 'Modelos de e-mail',

  'automations.row.on': 'Ativada',
  'automations.row.off': 'Desativada',
  'automations.row.sends': 'O que “{title}” envia',
  'automations.row.sms': 'SMS:',
  'automations.row.email': 'E-mail:',
  'automations.row.notUsed': 'não usado',
  'automations.row.switchedOff': '(desativado)',
  'automations.row.editSettings': 'Editar configurações',
  'automations.row.editNamed': 'Editar configurações de “{title}”',
  'automations.row.sentNone': 'Nada enviado nos últimos {days} dias',
  'automations.row.sent': 'Enviados nos últimos {days} dias: {count}',
  'automations.row.control': 'Grupo de controle: {share}',

  'automations.winBack.title': 'Reconquista',
  'automations.winBack.pitch':
    'Traga de volta clientes que não aparecem há {days, plural, one {# dia} many {# dias} other {# dias}}',
  'automations.winBack.pitchLine': '{pitch}, uma vez por ausência.',
  'automations.winBack.cause': 'das mensagens de reconquista',
  'automations.winBack.switchedOn': 'Reconquista ativada',
  'automations.winBack.switchedOff': 'Reconquista desativada',
  'automations.winBack.onNoteNone':
    'Os clientes recebem sua mensagem assim que chegam a {days, plural, one {# dia} many {# dias} other {# dias}} sem visita.',
  'automations.winBack.onNote':
    '{lapsed, plural, one {# cliente sem visita há mais de {days, plural, one {# dia} many {# dias} other {# dias}} recebe} many {# clientes sem visita há mais de {days, plural, one {# dia} many {# dias} other {# dias}} recebem} other {# clientes sem visita há mais de {days, plural, one {# dia} many {# dias} other {# dias}} recebem}} sua mensagem em até uma hora (uma vez por ausência).',
  'automations.winBack.pitchRhythm': 'Traga de volta os clientes assim que eles se atrasam pelo próprio ritmo',
  'automations.winBack.onNoteRhythmNone':
    'Os clientes recebem sua mensagem assim que se atrasam pelo próprio ritmo (depois de {days, plural, one {# dia} many {# dias} other {# dias}} sem visita para quem tem menos de 4 dias de visita).',
  'automations.winBack.onNoteRhythm':
    '{lapsed, plural, one {# cliente atrasado pelo próprio ritmo recebe} many {# clientes atrasados pelo próprio ritmo recebem} other {# clientes atrasados pelo próprio ritmo recebem}} sua mensagem em até uma hora (uma vez por ausência).',
  'automations.winBack.byRhythm': 'Pelo ritmo de cada cliente',
  'automations.winBack.byRhythmHint':
    'Um cliente semanal recebe depois de mais ou menos uma semana sem visita; um mensal, depois de mais ou menos um mês. Quem tem menos de 4 dias de visita recebe depois dos dias acima.',
  'automations.winBack.messageOff':
    'A mensagem dela está desativada, então nada é enviado. Escolha outra nas configurações.',
  'automations.winBack.settings': 'Configurações da reconquista',
  'automations.winBack.settingsDescription':
    'Um cliente que para de vir recebe sua mensagem uma vez. Se ele voltar e se afastar de novo, recebe outra vez.',
  'automations.winBack.days': 'Dias sem visita',
  'automations.winBack.daysHint': 'Entre {min} e {max}. {days} dias funcionam para a maioria dos cafés e salões.',
  'automations.winBack.sms': 'Mensagem de SMS',
  'automations.winBack.smsHint':
    'Para clientes que aceitaram receber SMS. Nunca entregue durante seu horário de silêncio.',
  'automations.winBack.email': 'Mensagem de e-mail',
  'automations.winBack.emailHint': 'Para clientes que aceitaram receber e-mails.',
  'automations.winBack.addressAlert':
    'E-mails de marketing precisam do seu endereço postal. {link} ou os e-mails não serão enviados.',
  'automations.winBack.addressAlert.link': 'Adicione em Configurações',
  'automations.winBack.otherMessage': 'Precisa de outra mensagem? Escreva uma em {sms} ou {email}.',
  'automations.winBack.controlHint':
    'Cada vez que um cliente se afasta, alguns são separados por sorteio: não recebem mensagem e não custam nada. Comparar quem volta em cada grupo mostra se a reconquista funciona.',
  'automations.winBack.saveAndSwitchOn': 'Salvar e ativar',

  'automations.birthday.title': 'Aniversário',
  'automations.birthday.pitch': 'Deseje feliz aniversário aos clientes às 9h do dia, com uma recompensa opcional.',
  'automations.birthday.cause': 'das mensagens de aniversário',
  'automations.birthday.causeReward': 'das mensagens e recompensas de aniversário',
  'automations.birthday.noActiveTemplate': 'nenhum modelo ativo',
  'automations.birthday.rewardChip': 'Recompensa: {reward}',
  'automations.birthday.rewardSummary':
    '{description}, válida por {days, plural, one {# dia} many {# dias} other {# dias}}',
  'automations.birthday.switchedOn': 'Mensagens de aniversário ativadas',
  'automations.birthday.switchedOff': 'Mensagens de aniversário desativadas',
  'automations.birthday.offNote': 'Nenhuma mensagem ou recompensa de aniversário sai até você ativar de novo.',
  'automations.birthday.noTemplate':
    'Nenhum modelo de Aniversário ativo, então nenhuma mensagem é enviada. Crie um em {sms} ou {email}.',
  'automations.birthday.noTemplateReward':
    'Nenhum modelo de Aniversário ativo, então nenhuma mensagem é enviada (a recompensa continua sendo emitida). Crie um em {sms} ou {email}.',
  'automations.birthday.settings': 'Configurações de aniversário',
  'automations.birthday.settingsDescription':
    'Sai às 9h no aniversário do cliente, no seu fuso horário, uma vez por ano.',
  'automations.birthday.greeting': 'Mensagem',
  'automations.birthday.greetingNote': 'Seus modelos de Aniversário ativos são enviados.',
  'automations.birthday.noneActive': 'nenhum ativo',
  'automations.birthday.createOne': 'criar um',
  'automations.birthday.reward': 'Recompensa de aniversário',
  'automations.birthday.rewardHint':
    'Emitida uma vez por ano no aniversário, pronta para resgatar no balcão. Adicione {placeholder} ao seu modelo de aniversário para citá-la.',
  'automations.birthday.rewardField': 'Recompensa',
  'automations.birthday.rewardPlaceholder': 'Café grátis',
  'automations.birthday.validDays': 'Válida por (dias)',
  'automations.birthday.controlHint':
    'A cada aniversário, alguns clientes são separados por sorteio: sem mensagem e sem recompensa naquele ano. Comparar quem volta em cada grupo mostra se a oferta de aniversário funciona.',

  'automations.cancel': 'Cancelar',
  'automations.save': 'Salvar',
  'automations.saving': 'Salvando…',

  'automations.template.noSms': 'Não enviar SMS',
  'automations.template.noEmail': 'Não enviar e-mail',
  'automations.template.loading': 'Carregando modelos…',
  'automations.template.option': '{name} · {trigger}',
  'automations.template.optionOff': '{name} · {trigger} (desativado)',
  'automations.template.subject': 'Assunto: {subject}',
  'automations.trigger.welcome': 'Boas-vindas',
  'automations.trigger.rewardEarned': 'Recompensa conquistada',
  'automations.trigger.pointsMilestone': 'Marco de pontos',
  'automations.trigger.birthday': 'Aniversário',
  'automations.trigger.custom': 'Personalizado',
  'automations.trigger.promotional': 'Promocional',
  'automations.trigger.reward': 'Recompensa',
  'automations.trigger.pointsExpiring': 'Pontos a vencer',
  'automations.trigger.statusUp': 'Subiu de nível',
  'automations.trigger.referralReferrer': 'Indicação: o amigo se qualificou',
  'automations.trigger.referralFriend': 'Indicação: entrou por um amigo',

  'automations.control.keep': 'Manter um grupo de controle',
  'automations.control.share': 'Grupo de controle (%)',
  'automations.control.shareHint': 'Até {max}. {share} funciona para a maioria dos negócios.',
  'automations.control.window': 'Janela de resultados (dias)',
  'automations.control.windowHint': 'Dias em que uma visita ou compra conta como volta.',

  'automations.lift.title': 'Últimos {days} dias',
  'automations.lift.loadFailed': 'Não foi possível carregar os resultados: {reason}',
  'automations.lift.loading': 'Carregando',
  'automations.lift.waiting':
    '{share} dos clientes que ela alcança ficam de fora como grupo de controle. A comparação aparece assim que ela alcançar clientes nos dois grupos.',
  'automations.lift.none': 'Mantenha um grupo de controle para ver se isso traz clientes de volta.',
  'automations.lift.messaged': 'Contatados',
  'automations.lift.control': 'Grupo de controle',
  'automations.lift.cameBack':
    '{count, plural, one {de # cliente voltou} many {de # clientes voltaram} other {de # clientes voltaram}}',
  'automations.lift.period':
    'Clientes alcançados desde {date}, cada um acompanhado por {days, plural, one {# dia} many {# dias} other {# dias}}.',

  'automations.refusal.unknown': 'Algo deu errado. Tente de novo.',
  'automations.refusal.network': 'Não foi possível acessar o servidor. Verifique sua conexão e tente de novo.',
  'automations.refusal.unexpected': 'O servidor enviou uma resposta inesperada. Tente de novo.',
  'automations.refusal.adminOnly': 'Só o administrador da equipe pode fazer isso',
  'automations.refusal.accessEnded': 'Seu acesso a esta equipe terminou',
  'automations.refusal.suspended': 'Esta conta está suspensa. Fale com o suporte para reativá-la.',
  'automations.refusal.closed':
    'Este negócio está fechado. Um administrador da equipe pode reabri-lo pelo app até que seja excluído.',
  'automations.refusal.checkForm': 'Confira o formulário e tente de novo',
  'automations.refusal.daysRange': 'Os dias devem estar entre 7 e 365',
  'automations.refusal.daysWhole': 'Os dias devem ser um número inteiro',
  'automations.refusal.templateNotFound': 'Modelo não encontrado',
  'automations.refusal.templateInactive': 'O modelo escolhido está desativado. Ative-o em Modelos ou escolha outro.',
  'automations.refusal.messageRequired': 'Escolha uma mensagem de SMS ou e-mail antes de ativar a reconquista',
  'automations.refusal.rewardRequired': 'Descreva a recompensa de aniversário, por exemplo Café grátis',
  'automations.refusal.rewardTooLong': 'A descrição da recompensa deve ter no máximo 100 caracteres',
  'automations.refusal.rewardDaysRange': 'Uma recompensa deve valer entre 1 e 365 dias',
  'automations.refusal.enabledRequired': 'enabled deve ser true ou false',
  'automations.refusal.unsavable': 'Remova o caractere não suportado e tente de novo',
  'automations.refusal.controlShare': 'O grupo de controle deve ser uma porcentagem inteira de 0% a 50%',
  'automations.refusal.outcomeWindow': 'A janela de resultados deve ser um número inteiro de dias de 1 a 90',
};
