import type { TAreaCatalogue } from '../en.ts';
import type { clientsEn } from './en.ts';

export const clientsPtBR: TAreaCatalogue<typeof clientsEn> = {
  'clients.cancel': 'Cancelar',
  'clients.loading': 'Carregando',
  'clients.network': 'Não foi possível acessar o servidor. Verifique sua conexão e tente de novo.',
  'clients.adminOnly': 'Só o administrador da equipe pode fazer isso',
  'clients.accessEnded': 'Seu acesso a esta equipe terminou',
  'clients.suspended': 'Esta conta está suspensa. Fale com o suporte para reativá-la.',
  'clients.closed':
    'Esta empresa está encerrada. Um administrador da equipe pode reabri-la pelo app até que seja excluída.',
  'clients.notAnAgency':
    'Seu plano não inclui empresas clientes. Mude para o plano Agency para gerenciar empresas de clientes.',
  'clients.clientNotFound': 'Empresa cliente não encontrada',
  'clients.tooManyAttempts':
    '{count, plural, one {Muitas tentativas. Tente de novo em # segundo.} many {Muitas tentativas. Tente de novo em # de segundos.} other {Muitas tentativas. Tente de novo em # segundos.}}',

  'clients.title': 'Clientes da agência',
  'clients.description':
    'As empresas que você gerencia para clientes: os números do mês, o uso do plano e o que precisa de atenção. Abra uma para trabalhar nela.',
  'clients.add': 'Adicionar empresa',
  'clients.loadingList': 'Carregando empresas clientes…',
  'clients.loadFailed': 'Não foi possível carregar suas empresas clientes',
  'clients.checkConnection': 'Verifique sua conexão e tente de novo.',
  'clients.usage':
    '{used} de {max, plural, one {# empresa cliente} many {# de empresas clientes} other {# empresas clientes}}',
  'clients.usageUnlimited':
    '{count, plural, one {# empresa cliente} many {# de empresas clientes} other {# empresas clientes}} (ilimitado)',
  'clients.usageFull': '{usage} · seu plano está no limite',
  'clients.agencyCredits':
    'Sua agência tem {count, plural, one {# crédito} many {# de créditos} other {# créditos}} para dar',
  'clients.search': 'Buscar empresas clientes pelo nome',
  'clients.searchPlaceholder': 'Buscar pelo nome…',
  'clients.none': 'Nenhuma empresa cliente ainda',
  'clients.noneText':
    'Adicione a primeira empresa que você gerencia para um cliente: o programa de fidelidade, os clientes e as mensagens dela, gerenciados daqui.',
  'clients.noMatches': 'Nenhum resultado',
  'clients.noMatchesText': 'Nenhuma empresa cliente corresponde à sua busca',

  'clients.table.business': 'Empresa',
  'clients.table.customers': 'Clientes',
  'clients.table.visits': 'Visitas neste mês',
  'clients.table.messages': 'Mensagens neste mês',
  'clients.table.credits': 'Créditos',
  'clients.table.actions': 'Ações',
  'clients.table.usage': '{used} de {max}',
  'clients.table.unlimited': 'ilimitado',
  'clients.table.sms': 'SMS {usage}',
  'clients.table.workingHere': 'Você está trabalhando aqui',
  'clients.table.ownerInvited': 'Proprietário convidado, ainda não entrou',
  'clients.table.ownerNotInvited': 'Proprietário ainda não convidado',
  'clients.table.releaseNamed': 'Passar {name} para uma assinatura própria',
  'clients.table.ownPlan': 'Plano próprio',
  'clients.table.giveCreditsNamed': 'Dar créditos a {name}',
  'clients.table.creditsButton': 'Créditos',
  'clients.table.inviteNamed': 'Convidar o proprietário de {name}',
  'clients.table.inviteOwner': 'Convidar proprietário',
  'clients.table.openNamed': 'Abrir {name}',
  'clients.table.open': 'Abrir',

  'clients.alert.closed': 'Encerrada pela equipe: excluída 30 dias após o encerramento',
  'clients.alert.suspended': 'Suspensa pela plataforma: pode consultar, mas não alterar',
  'clients.alert.failingMessages':
    '{count, plural, one {# mensagem falhou nos últimos 7 dias} many {# de mensagens falharam nos últimos 7 dias} other {# mensagens falharam nos últimos 7 dias}}',
  'clients.alert.customerLimit': '{used} de {max} clientes do plano',
  'clients.alert.smsLimit': '{used} de {max} SMS neste mês',
  'clients.alert.trialEnded': 'Teste encerrado',
  'clients.alert.trialTomorrow': 'O teste termina amanhã',
  'clients.alert.trialEndsIn':
    '{count, plural, one {O teste termina em # dia} many {O teste termina em # de dias} other {O teste termina em # dias}}',

  'clients.release.title': 'Passar {name} para uma assinatura própria?',
  'clients.release.message':
    'Ela sai da sua agência: você não pode mais abri-la e ela deixa de contar no seu plano. Os créditos que você deu e ela não usou voltam para você. Os dispositivos de balcão, PINs da equipe, chaves de API e endpoints de webhook dela deixam de funcionar, e as sessões que sua equipe tem abertas nela são encerradas: o proprietário configura os próprios. Ela mantém todos os dados e começa no plano Free, sem créditos, até o proprietário escolher um plano.',
  'clients.release.confirm': 'Passar para assinatura própria',
  'clients.release.moving': 'Passando…',
  'clients.release.done': '{name} agora tem assinatura própria',
  'clients.release.failed': 'Não foi possível passar a empresa para uma assinatura própria',
  'clients.release.needsOwner':
    'Convide o proprietário primeiro: depois que ele entrar, a empresa pode passar para uma assinatura própria.',

  'clients.addDialog.title': 'Adicionar empresa cliente',
  'clients.addDialog.description':
    'Uma empresa independente no seu plano: os clientes, programas, mensagens e créditos dela ficam separados de todas as outras.',
  'clients.addDialog.name': 'Nome da empresa',
  'clients.addDialog.namePlaceholder': 'Café do Porto',
  'clients.addDialog.nameHint':
    'Os clientes dela veem este nome. Você pode convidar o proprietário depois que ela for adicionada.',
  'clients.addDialog.adding': 'Adicionando…',
  'clients.addDialog.added': '{name} adicionada',
  'clients.addDialog.failed': 'Não foi possível adicionar a empresa cliente',
  'clients.addDialog.nameRequired': 'Digite o nome da empresa cliente',
  'clients.addDialog.nameTooLong': 'O nome da empresa pode ter no máximo 120 caracteres',
  'clients.addDialog.unsavable': 'Remova o caractere não suportado e tente de novo',
  'clients.addDialog.clientOfClient': 'Uma empresa cliente não pode gerenciar empresas clientes próprias',
  'clients.addDialog.limit':
    'Seu plano inclui {count, plural, one {# empresa cliente} many {# de empresas clientes} other {# empresas clientes}}. Faça upgrade do plano ou peça para aumentarmos o limite para adicionar mais.',

  'clients.invite.title': 'Convidar o proprietário de {name}',
  'clients.invite.description':
    'A pessoa vira administradora de {name} e de mais nada: nunca vê sua agência nem seus outros clientes.',
  'clients.invite.email': 'E-mail do proprietário',
  'clients.invite.emailPlaceholder': 'proprietario@empresa.com.br',
  'clients.invite.emailHint': 'A pessoa vai receber um e-mail com um link para entrar na empresa dela',
  'clients.invite.sending': 'Enviando…',
  'clients.invite.send': 'Enviar convite',
  'clients.invite.sent': 'Convite enviado para {email}',
  'clients.invite.failed': 'Não foi possível enviar o convite',
  'clients.invite.emailRequired': 'O e-mail é obrigatório',
  'clients.invite.emailInvalid': 'Digite um e-mail válido',
  'clients.invite.emailTooLong': 'O e-mail pode ter no máximo 254 caracteres',
  'clients.invite.alreadyMember': 'Esta pessoa já faz parte da equipe',
  'clients.invite.alreadyInvited':
    'Já existe um convite pendente para este e-mail. Use Reenviar para enviá-lo de novo.',
  'clients.invite.seatLimit': 'Você atingiu o limite de vagas. Faça upgrade do plano para convidar mais membros.',

  'clients.credits.title': 'Dar créditos a {name}',
  'clients.credits.description':
    'Eles saem do saldo da sua agência e pagam os SMS dela além da franquia mensal do plano. O que ela não usar volta para você se ela passar para uma assinatura própria.',
  'clients.credits.balances':
    'Sua agência tem {agency, plural, one {# crédito} many {# de créditos} other {# créditos}}; {name} tem {client, plural, one {# crédito} many {# de créditos} other {# créditos}}.',
  'clients.credits.amount': 'Créditos a dar',
  'clients.credits.atMost': 'No máximo {max}: o que sua agência tem.',
  'clients.credits.noneToGive':
    'Sua agência ainda não tem créditos para dar: os créditos de um plano pago chegam com o primeiro pagamento.',
  'clients.credits.giving': 'Dando…',
  'clients.credits.give': 'Dar créditos',
  'clients.credits.given':
    '{count, plural, one {# crédito dado a {name}} many {# de créditos dados a {name}} other {# créditos dados a {name}}}',
  'clients.credits.failed': 'Não foi possível dar os créditos',
  'clients.credits.amountRule': 'Digite um número inteiro de créditos de 1 a 100.000',
  'clients.credits.short':
    'Sua agência tem {balance, plural, one {# crédito} many {# de créditos} other {# créditos}}, não o bastante para dar {wanted}. Os créditos de um plano pago chegam com o primeiro pagamento.',
  'clients.credits.toClosed': '{name} está encerrada: não pode receber créditos',
  'clients.noneAssigned': 'Nenhum cliente atribuído a você ainda',
  'clients.noneAssignedText':
    'O administrador da sua agência escolhe quem gerencia cada cliente. Peça que ele atribua a você os negócios em que você trabalha.',
  'clients.assignedCount':
    '{count, plural, one {# negócio cliente atribuído a você} many {# de negócios clientes atribuídos a você} other {# negócios clientes atribuídos a você}}',
  'clients.managers.title': 'Gerentes de conta de {name}',
  'clients.managers.description':
    'Eles veem e abrem este negócio. Os administradores da sua agência abrem todos os clientes.',
  'clients.managers.noTeam':
    'A equipe da sua agência ainda não tem gerentes de conta: convide-os para a equipe primeiro.',
  'clients.managers.toTeam': 'Ir para Empresa',
  'clients.managers.legend': 'Gerentes de conta',
  'clients.managers.saved': 'Gerentes de conta de {name} salvos',
  'clients.managers.failed': 'Não foi possível salvar os gerentes de conta',
  'clients.managers.saving': 'Salvando...',
  'clients.managers.save': 'Salvar',
  'clients.managers.changeNamed': 'Alterar os gerentes de conta de {name}',
  'clients.managers.list': 'Gerenciado por {names}',
  'clients.managers.none': 'Sem gerente de conta',
  'clients.managers.notOnTeam': 'Escolha os gerentes de conta na equipe da sua agência',
  'clients.managers.tooMany': 'Escolha no máximo 50 gerentes de conta',
  'clients.library.title': 'Biblioteca',
  'clients.library.description':
    'Programas, modelos, automações e kits iniciais salvos de um cliente, para adicionar a outros de uma vez. Adicionar nunca altera nada que um cliente já tem.',
  'clients.library.loading': 'Carregando a biblioteca',
  'clients.library.loadFailed': 'Não foi possível carregar a biblioteca',
  'clients.library.empty':
    'Nada salvo ainda. Abra um cliente, vá em Programas de fidelidade e salve um programa na biblioteca pelo cartão dele.',
  'clients.library.itemLine': '{type} · salvo de {source}',
  'clients.library.apply': 'Adicionar a clientes',
  'clients.library.applyNamed': 'Adicionar {name} a clientes',
  'clients.library.deleteNamed': 'Excluir {name} da biblioteca',
  'clients.library.deleteTitle': 'Excluir {name} da biblioteca?',
  'clients.library.deleteText': 'Os clientes que o receberam mantêm seus programas.',
  'clients.library.delete': 'Excluir',
  'clients.library.deleting': 'Excluindo...',
  'clients.library.deleteFailed': 'Não foi possível excluir da biblioteca',
  'clients.library.latest': 'Últimas adições',
  'clients.library.running': 'Adicionando {name}: {done} de {count} clientes feitos',
  'clients.library.done':
    '{name} adicionado a {count, plural, one {# cliente} many {# de clientes} other {# clientes}}:',
  'clients.library.outcome.pending': 'aguardando',
  'clients.library.outcome.created': 'adicionado',
  'clients.library.outcome.skippedName': 'tem um programa com este nome',
  'clients.library.outcome.refusedPlan': 'o plano não permite mais programas ativos',
  'clients.library.outcome.notClient': 'não é mais seu cliente',
  'clients.library.outcome.unavailable': 'fechado ou suspenso',
  'clients.library.outcome.failed': 'não foi possível adicionar',
  'clients.library.applyTitle': 'Adicionar {name} a clientes',
  'clients.library.applyText':
    'Cada cliente recebe sua própria cópia ativa. Um cliente com um programa deste nome mantém o seu, a menos que você marque “Atualizar para a versão da biblioteca”; aquele cujo plano não permite mais programas ativos é indicado.',
  'clients.library.clientsLegend': 'Negócios clientes',
  'clients.library.chooseAll': 'Escolher todos',
  'clients.library.chooseNone': 'Não escolher nenhum',
  'clients.library.add':
    '{count, plural, =0 {Adicionar} one {Adicionar a # cliente} many {Adicionar a # de clientes} other {Adicionar a # clientes}}',
  'clients.library.adding': 'Adicionando...',
  'clients.library.started':
    'Adicionando {name} a {count, plural, one {# cliente} many {# de clientes} other {# clientes}}',
  'clients.library.applyFailed': 'Não foi possível adicionar aos clientes',
  'clients.library.itemNotFound': 'Este item da biblioteca não existe mais',
  'clients.library.programNotFound': 'Esse programa não foi encontrado',
  'clients.library.nameTaken': 'Sua biblioteca já tem um item com este nome',
  'clients.library.full': 'Sua biblioteca guarda no máximo 200 itens: exclua um primeiro',
  'clients.library.chooseClients': 'Escolha pelo menos um negócio cliente',
  'clients.library.tooManyClients': 'Escolha no máximo 500 negócios clientes',
  'clients.library.notYourClients': 'Escolha negócios clientes da sua agência',
  'clients.library.saveKit': 'Salvar um kit inicial',
  'clients.library.kitTitle': 'Salvar um kit inicial',
  'clients.library.kitText':
    'Todos os programas e modelos de SMS e e-mail de um cliente, com suas automações, níveis de status e multiplicadores de pontos, para adicionar a outros clientes de uma vez.',
  'clients.library.kitClient': 'Do cliente',
  'clients.library.kitName': 'Nome',
  'clients.library.kitDefaultName': 'Kit inicial de {name}',
  'clients.library.kitSave': 'Salvar kit',
  'clients.library.kitSaving': 'Salvando...',
  'clients.library.kitSaved': '{name} salvo na biblioteca',
  'clients.library.kitFailed': 'Não foi possível salvar o kit inicial',
  'clients.library.kitNameRequired': 'Dê um nome ao kit inicial',
  'clients.library.kitNameTooLong': 'O nome do kit inicial deve ter no máximo 80 caracteres',
  'clients.library.kitEmpty':
    'Este cliente não tem programas, modelos, automações, níveis de status nem multiplicadores para salvar',
  'clients.library.kitLine':
    'Kit inicial · {programs, plural, one {# programa} many {# de programas} other {# programas}}, {sms, plural, one {# modelo de SMS} many {# de modelos de SMS} other {# modelos de SMS}}, {email, plural, one {# modelo de e-mail} many {# de modelos de e-mail} other {# modelos de e-mail}} · salvo de {source}',
  'clients.library.piecesAdded': '{count, plural, one {# adicionado} many {# adicionados} other {# adicionados}}',
  'clients.library.piecesSkipped':
    '{count, plural, one {# já existe com esse nome} many {# já existem com esse nome} other {# já existem com esse nome}}',
  'clients.library.piecesRefused':
    '{count, plural, one {# recusado pelo plano} many {# recusados pelo plano} other {# recusados pelo plano}}',
  'clients.library.piecesFailed':
    '{count, plural, one {# não pôde ser adicionado} many {# não puderam ser adicionados} other {# não puderam ser adicionados}}',
  'clients.library.versionLine': '{type} · Versão {version} · de {source} · {date}',
  'clients.library.outcome.updated': 'atualizado para a versão {version}',
  'clients.library.outcome.typeDiffers': 'tipo diferente: deixado como está',
  'clients.library.outcome.skippedSet': 'já configurado: deixado como está',
  'clients.library.outcome.skippedMissing': 'precisa de um modelo ou local que não tem',
  'clients.library.kitLineSettings':
    'Kit inicial · {programs, plural, one {# programa} many {# de programas} other {# programas}}, {sms, plural, one {# modelo de SMS} many {# de modelos de SMS} other {# modelos de SMS}}, {email, plural, one {# modelo de e-mail} many {# de modelos de e-mail} other {# modelos de e-mail}}, {automations, plural, one {# automação} many {# de automações} other {# automações}}, {tiers, plural, one {# nível de status} many {# de níveis de status} other {# níveis de status}}, {multipliers, plural, one {# multiplicador de pontos} many {# de multiplicadores de pontos} other {# multiplicadores de pontos}} · salvo de {source}',
  'clients.library.piecesSetUp':
    '{count, plural, one {# já configurado: deixado como está} many {# já configurados: deixados como estão} other {# já configurados: deixados como estão}}',
  'clients.library.piecesMissing':
    '{count, plural, one {# precisa de um modelo ou local que não tem} many {# precisam de um modelo ou local que não tem} other {# precisam de um modelo ou local que não tem}}',
  'clients.library.piecesTitle': 'Item por item',
  'clients.library.pieceLine': '{piece}: {outcome}',
  'clients.library.piece.program': 'Programa {name}',
  'clients.library.piece.smsTemplate': 'Modelo de SMS {name}',
  'clients.library.piece.emailTemplate': 'Modelo de e-mail {name}',
  'clients.library.piece.winBack': 'Automação de reconquista',
  'clients.library.piece.birthday': 'Automação de aniversário',
  'clients.library.piece.statusTiers': 'Níveis de status ({name})',
  'clients.library.piece.multiplier': 'Multiplicador de pontos {name}',
  'clients.library.pieceOutcome.skippedName': 'tem um com esse nome: deixado como está',
  'clients.library.pieceOutcome.refusedPlan': 'recusado pelo plano',
  'clients.library.state.missing': 'Será adicionado',
  'clients.library.state.same': 'Igual à biblioteca',
  'clients.library.state.differs': 'Diferente',
  'clients.library.state.typeDiffers': 'Tipo diferente',
  'clients.library.state.unavailable': 'Encerrado ou suspenso',
  'clients.library.lineLibrary': 'Biblioteca: {text}',
  'clients.library.lineClient': 'Este cliente: {text}',
  'clients.library.noDescription': 'sem descrição',
  'clients.library.otherSettings': 'Outras configurações são diferentes',
  'clients.library.update': 'Atualizar para a versão da biblioteca',
  'clients.library.typeLeft': 'Um programa de outro tipo: ele fica como está.',
  'clients.library.comparing': 'Comparando o programa de cada cliente',
  'clients.library.differencesFailed': 'Não foi possível comparar os programas dos clientes',
  'clients.library.replaceTitle': 'Substituir {name} na biblioteca?',
  'clients.library.replaceText':
    'A biblioteca já tem um programa chamado {name}. Esta cópia passa a ser a próxima versão dele. Nenhum cliente muda: ao adicioná-lo de novo, você vê primeiro a diferença de cada cliente.',
  'clients.library.replace': 'Substituir a cópia da biblioteca',
  'clients.library.replacing': 'Substituindo...',
  'clients.library.replaced': '{name} agora está na versão {version} na biblioteca',
  'clients.library.replaceFailed': 'Não foi possível substituir a cópia da biblioteca',
  'clients.library.notAProgram': 'Só um programa pode substituir um programa: salve-o com outro nome',
  'clients.library.kind.smsTemplate': 'Modelo de SMS',
  'clients.library.kind.emailTemplate': 'Modelo de e-mail',
  'clients.library.savePiece': 'Salvar de um cliente',
  'clients.library.pieceTitle': 'Salvar um modelo ou uma automação',
  'clients.library.pieceText':
    'Uma cópia de um modelo de SMS ou e-mail, ou de uma automação que um cliente configurou, para adicionar a outros clientes. A reconquista guarda seus modelos pelo nome: o cliente precisa de modelos com esses nomes.',
  'clients.library.pieceChoice': 'O que salvar',
  'clients.library.pieceGroupSms': 'Modelos de SMS',
  'clients.library.pieceGroupEmail': 'Modelos de e-mail',
  'clients.library.pieceGroupAutomations': 'Automações',
  'clients.library.pieceNone': 'Este cliente não tem modelos e ainda não configurou nenhuma automação.',
  'clients.library.pieceLoading': 'Carregando os modelos e automações do cliente',
  'clients.library.pieceDefaultName': '{piece} · {client}',
  'clients.library.pieceSave': 'Salvar na biblioteca',
  'clients.library.pieceFailed': 'Não foi possível salvar na biblioteca',
  'clients.library.pieceReplaceText':
    'A biblioteca já tem um item chamado {name}. Esta cópia passa a ser a próxima versão dele. Nenhum cliente muda: ao adicioná-lo de novo, você vê primeiro o que ele faria em cada cliente.',
  'clients.library.templateNotFound': 'Modelo não encontrado',
  'clients.library.automationNotSet':
    'Este cliente não configurou esta automação: ela funciona com os padrões de todo cliente',
  'clients.library.otherKind': 'Só um item do mesmo tipo pode ser substituído: salve-o com outro nome',
  'clients.library.pieceNameRequired': 'Dê um nome ao item da biblioteca',
  'clients.library.pieceNameTooLong': 'O nome do item deve ter no máximo 80 caracteres',
  'clients.library.applyTextPieces':
    'O que um cliente já tem continua sendo dele: um item com o mesmo nome, ou uma automação ou níveis de status que ele configurou, ficam exatamente como estão. Cada cliente mostra o que a adição faria.',
  'clients.library.comparingPieces': 'Vendo o que cada cliente tem',
  'clients.library.previewFailed': 'Não foi possível ver o que cada cliente tem',
  'clients.library.previewAdded':
    '{count, plural, one {# será adicionado} many {# serão adicionados} other {# serão adicionados}}',
  'clients.library.previewSame':
    '{count, plural, one {# igual à biblioteca} many {# iguais à biblioteca} other {# iguais à biblioteca}}',
  'clients.library.previewDiffers':
    '{count, plural, one {# diferente: deixado como está} many {# diferentes: deixados como estão} other {# diferentes: deixados como estão}}',
  'clients.library.previewUnavailable':
    '{count, plural, one {# não pode ser adicionado} many {# não podem ser adicionados} other {# não podem ser adicionados}}',
  'clients.library.pieceState.missing': 'será adicionado',
  'clients.library.pieceState.same': 'igual à biblioteca',
  'clients.library.pieceState.differs': 'diferente: deixado como está',
  'clients.library.pieceState.unavailable': 'não pode ser adicionado aqui',
};
