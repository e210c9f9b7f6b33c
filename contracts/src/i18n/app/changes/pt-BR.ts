import type { TAreaCatalogue } from '../en.ts';
import type { changesEn } from './en.ts';

export const changesPtBR: TAreaCatalogue<typeof changesEn> = {
  'changes.title.enrol': 'Cliente cadastrado',
  'changes.title.welcome_bonus': 'Bônus de boas-vindas adicionado',
  'changes.title.visit': 'Visita registrada',
  'changes.title.purchase': 'Compra registrada',
  'changes.title.earn': 'Pontos adicionados',
  'changes.title.redeem': 'Recompensa resgatada',
  'changes.title.adjust': 'Saldo ajustado',
  'changes.title.expire': 'Pontos expirados',
  'changes.title.reversal': 'Última ação desfeita',
  'changes.title.opening_balance': 'Saldo inicial importado',
  'changes.title.refund': 'Reembolso descontado',
  'changes.lastAction': 'Última ação',
  'changes.replayed': 'Isso já estava registrado, então foi contado uma vez só.',
  'changes.list': 'Alterações',
  'changes.dismiss': 'Fechar',
  'changes.undo': 'Desfazer',
  'changes.undoTimeLeft': 'faltam {time}',
  'changes.points': '+{count, plural, one {# ponto} many {# de pontos} other {# pontos}}',
  'changes.pointsBoosted': '+{count, plural, one {# ponto} many {# de pontos} other {# pontos}} ({boost})',
  'changes.boostOn': '{boost} sobre {amount}',
  'changes.boostInAll': '×{factor} no total: {each}',
  'changes.welcomePoints':
    '+{count, plural, one {# ponto de boas-vindas} many {# de pontos de boas-vindas} other {# pontos de boas-vindas}}',
  'changes.stamp': 'Selo {stamp} de {required}',
  'changes.stamps': '+{count, plural, one {# selo} many {# de selos} other {# selos}}: {stamp} de {required}',
  'changes.stampsNextCard': '{count, plural, one {# selo} many {# de selos} other {# selos}} no próximo cartão',
  'changes.purchaseToward': 'Compra {count} de {required} para {item}',
  'changes.purchaseTowardFreeItem': 'Compra {count} de {required} para um item grátis',
  'changes.discountReached': 'Faixa de desconto atingida: {percent}%',
  'changes.discountApplies': 'Desconto de {percent}% aplicado',
  'changes.codeIssued': 'Código gerado: {code} ({reward})',
  'changes.rewardEarned': 'Recompensa conquistada: {reward}',
  'changes.movedUp': 'Novo nível: {tier}',
  'changes.tierReward': 'Recompensa do nível {tier}: {reward}',
  'changes.visitRecorded': 'Visita registrada',
  'changes.purchaseRecorded': 'Compra registrada',
  'changes.pointsSpent': '-{count, plural, one {# ponto} many {# de pontos} other {# pontos}}',
  'changes.redeemed': 'Recompensa resgatada: {reward}',
  'changes.undone': 'Desfeito: {what}',
  'changes.referralReward': 'Recompensa por indicação: {reward}',
  'changes.referralPoints':
    'Recompensa por indicação: +{count, plural, one {# ponto} many {# de pontos} other {# pontos}}',
  'changes.referralStamps':
    'Recompensa por indicação: +{count, plural, one {# selo} many {# de selos} other {# selos}}',
  'changes.referralCardComplete':
    'Recompensa por indicação: +{count, plural, one {# selo} many {# de selos} other {# selos}} (cartão completo: {reward})',
  'changes.referrerGets': 'Quem indicou recebe {gift}',
  'changes.gift.points': '{count, plural, one {# ponto} many {# de pontos} other {# pontos}}',
  'changes.gift.stamps': '{count, plural, one {# selo} many {# de selos} other {# selos}}',
  'changes.gift.cardComplete':
    '{count, plural, one {# selo} many {# de selos} other {# selos}} (cartão completo: {reward})',
  'changes.birthdayReward': 'Recompensa de aniversário: {reward}',
  'changes.held': '{lead}: {reason}',
  'changes.heldIn': '{lead} em {program}: {reason}',
  'changes.lead.stamp': 'Sem selo',
  'changes.lead.purchase': 'Compra não contabilizada',
  'changes.lead.code': 'Sem código',
  'changes.lead.pointsCapped': 'Pontos limitados',
  'changes.lead.stampsCapped': 'Selos limitados',
  'changes.lead.noPoints': 'Sem pontos',
  'changes.reason.nextGiven':
    'o próximo pode ser dado daqui a {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}}',
  'changes.reason.nextCounts':
    'a próxima pode contar daqui a {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}}',
  'changes.reason.dailyStamps':
    'o limite diário de {limit, plural, one {# selo} many {# de selos} other {# selos}} foi atingido',
  'changes.reason.dailyPurchases':
    'o limite diário de {limit, plural, one {# compra} many {# de compras} other {# compras}} foi atingido',
  'changes.reason.dailyCodes':
    'o limite diário de {limit, plural, one {# código} many {# de códigos} other {# códigos}} foi atingido',
  'changes.reason.dailyPoints':
    'o limite diário de {limit, plural, one {# ponto} many {# de pontos} other {# pontos}} foi atingido',
  'changes.reason.redeemFirst': 'resgate a recompensa para começar um novo cartão',
};
