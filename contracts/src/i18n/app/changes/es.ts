import type { TAreaCatalogue } from '../en.ts';
import type { changesEn } from './en.ts';

export const changesEs: TAreaCatalogue<typeof changesEn> = {
  'changes.title.enrol': 'Cliente inscrito',
  'changes.title.welcome_bonus': 'Bono de bienvenida añadido',
  'changes.title.visit': 'Visita registrada',
  'changes.title.purchase': 'Compra registrada',
  'changes.title.earn': 'Puntos añadidos',
  'changes.title.redeem': 'Recompensa canjeada',
  'changes.title.adjust': 'Saldo ajustado',
  'changes.title.expire': 'Puntos caducados',
  'changes.title.reversal': 'Última acción deshecha',
  'changes.title.opening_balance': 'Saldo inicial importado',
  'changes.title.refund': 'Devolución descontada',
  'changes.lastAction': 'Última acción',
  'changes.replayed': 'Esto ya estaba registrado, así que se contó una sola vez.',
  'changes.list': 'Cambios',
  'changes.dismiss': 'Cerrar',
  'changes.undo': 'Deshacer',
  'changes.undoTimeLeft': 'quedan {time}',
  'changes.points': '+{count, plural, one {# punto} many {# de puntos} other {# puntos}}',
  'changes.pointsBoosted': '+{count, plural, one {# punto} many {# de puntos} other {# puntos}} ({boost})',
  'changes.boostOn': '{boost} sobre {amount}',
  'changes.boostInAll': '×{factor} en total: {each}',
  'changes.welcomePoints':
    '+{count, plural, one {# punto de bienvenida} many {# de puntos de bienvenida} other {# puntos de bienvenida}}',
  'changes.stamp': 'Sello {stamp} de {required}',
  'changes.stamps': '+{count, plural, one {# sello} many {# de sellos} other {# sellos}}: {stamp} de {required}',
  'changes.stampsNextCard':
    '{count, plural, one {# sello} many {# de sellos} other {# sellos}} en la tarjeta siguiente',
  'changes.purchaseToward': 'Compra {count} de {required} para {item}',
  'changes.purchaseTowardFreeItem': 'Compra {count} de {required} para un artículo gratis',
  'changes.discountReached': 'Nivel de descuento alcanzado: {percent}%',
  'changes.discountApplies': 'Se aplica un {percent}% de descuento',
  'changes.codeIssued': 'Código generado: {code} ({reward})',
  'changes.rewardEarned': 'Recompensa conseguida: {reward}',
  'changes.movedUp': 'Nuevo nivel: {tier}',
  'changes.tierReward': 'Recompensa del nivel {tier}: {reward}',
  'changes.visitRecorded': 'Visita registrada',
  'changes.purchaseRecorded': 'Compra registrada',
  'changes.pointsSpent': '-{count, plural, one {# punto} many {# de puntos} other {# puntos}}',
  'changes.redeemed': 'Recompensa canjeada: {reward}',
  'changes.undone': 'Anulado: {what}',
  'changes.referralReward': 'Recompensa por recomendación: {reward}',
  'changes.referralPoints':
    'Recompensa por recomendación: +{count, plural, one {# punto} many {# de puntos} other {# puntos}}',
  'changes.referralStamps':
    'Recompensa por recomendación: +{count, plural, one {# sello} many {# de sellos} other {# sellos}}',
  'changes.referralCardComplete':
    'Recompensa por recomendación: +{count, plural, one {# sello} many {# de sellos} other {# sellos}} (tarjeta completa: {reward})',
  'changes.referrerGets': 'El cliente que lo invitó recibe {gift}',
  'changes.gift.points': '{count, plural, one {# punto} many {# de puntos} other {# puntos}}',
  'changes.gift.stamps': '{count, plural, one {# sello} many {# de sellos} other {# sellos}}',
  'changes.gift.cardComplete':
    '{count, plural, one {# sello} many {# de sellos} other {# sellos}} (tarjeta completa: {reward})',
  'changes.birthdayReward': 'Recompensa de cumpleaños: {reward}',
  'changes.held': '{lead}: {reason}',
  'changes.heldIn': '{lead} en {program}: {reason}',
  'changes.lead.stamp': 'Sin sello',
  'changes.lead.purchase': 'Compra no contabilizada',
  'changes.lead.code': 'Sin código',
  'changes.lead.pointsCapped': 'Puntos limitados',
  'changes.lead.stampsCapped': 'Sellos limitados',
  'changes.lead.noPoints': 'Sin puntos',
  'changes.reason.nextGiven':
    'el próximo se puede dar dentro de {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}}',
  'changes.reason.nextCounts':
    'la próxima puede contar dentro de {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}}',
  'changes.reason.dailyStamps':
    'se ha alcanzado el límite diario de {limit, plural, one {# sello} many {# de sellos} other {# sellos}}',
  'changes.reason.dailyPurchases':
    'se ha alcanzado el límite diario de {limit, plural, one {# compra} many {# de compras} other {# compras}}',
  'changes.reason.dailyCodes':
    'se ha alcanzado el límite diario de {limit, plural, one {# código} many {# de códigos} other {# códigos}}',
  'changes.reason.dailyPoints':
    'se ha alcanzado el límite diario de {limit, plural, one {# punto} many {# de puntos} other {# puntos}}',
  'changes.reason.redeemFirst': 'canjea la recompensa para empezar una tarjeta nueva',
};
