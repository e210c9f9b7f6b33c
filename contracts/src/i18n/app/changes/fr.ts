import type { TAreaCatalogue } from '../en.ts';
import type { changesEn } from './en.ts';

export const changesFr: TAreaCatalogue<typeof changesEn> = {
  'changes.title.enrol': 'Client inscrit',
  'changes.title.welcome_bonus': 'Bonus de bienvenue ajouté',
  'changes.title.visit': 'Visite enregistrée',
  'changes.title.purchase': 'Achat enregistré',
  'changes.title.earn': 'Points ajoutés',
  'changes.title.redeem': 'Récompense utilisée',
  'changes.title.adjust': 'Solde ajusté',
  'changes.title.expire': 'Points expirés',
  'changes.title.reversal': 'Dernière action annulée',
  'changes.title.opening_balance': 'Solde initial importé',
  'changes.title.refund': 'Remboursement déduit',
  'changes.lastAction': 'Dernière action',
  'changes.replayed': 'C’était déjà enregistré : cela n’a été compté qu’une fois.',
  'changes.list': 'Changements',
  'changes.dismiss': 'Fermer',
  'changes.undo': 'Annuler',
  'changes.undoTimeLeft': 'encore {time}',
  'changes.points': '+{count, plural, one {# point} many {# de points} other {# points}}',
  'changes.pointsBoosted': '+{count, plural, one {# point} many {# de points} other {# points}} ({boost})',
  'changes.boostOn': '{boost} sur {amount}',
  'changes.boostInAll': '×{factor} au total : {each}',
  'changes.welcomePoints':
    '+{count, plural, one {# point de bienvenue} many {# de points de bienvenue} other {# points de bienvenue}}',
  'changes.stamp': 'Tampon {stamp} sur {required}',
  'changes.stamps': '+{count, plural, one {# tampon} many {# de tampons} other {# tampons}} : {stamp} sur {required}',
  'changes.stampsNextCard':
    '{count, plural, one {# tampon} many {# de tampons} other {# tampons}} sur la carte suivante',
  'changes.purchaseToward': 'Achat {count} sur {required} pour {item}',
  'changes.purchaseTowardFreeItem': 'Achat {count} sur {required} pour un article offert',
  'changes.discountReached': 'Palier de remise atteint : {percent} %',
  'changes.discountApplies': 'Remise de {percent} % appliquée',
  'changes.codeIssued': 'Code généré : {code} ({reward})',
  'changes.rewardEarned': 'Récompense obtenue : {reward}',
  'changes.movedUp': 'Nouveau statut : {tier}',
  'changes.tierReward': 'Récompense du statut {tier} : {reward}',
  'changes.visitRecorded': 'Visite enregistrée',
  'changes.purchaseRecorded': 'Achat enregistré',
  'changes.pointsSpent': '-{count, plural, one {# point} many {# de points} other {# points}}',
  'changes.redeemed': 'Récompense utilisée : {reward}',
  'changes.undone': 'Annulé : {what}',
  'changes.referralReward': 'Récompense de parrainage : {reward}',
  'changes.referralPoints':
    'Récompense de parrainage : +{count, plural, one {# point} many {# de points} other {# points}}',
  'changes.referralStamps':
    'Récompense de parrainage : +{count, plural, one {# tampon} many {# de tampons} other {# tampons}}',
  'changes.referralCardComplete':
    'Récompense de parrainage : +{count, plural, one {# tampon} many {# de tampons} other {# tampons}} (carte complète : {reward})',
  'changes.referrerGets': 'Le client parrain reçoit {gift}',
  'changes.gift.points': '{count, plural, one {# point} many {# de points} other {# points}}',
  'changes.gift.stamps': '{count, plural, one {# tampon} many {# de tampons} other {# tampons}}',
  'changes.gift.cardComplete':
    '{count, plural, one {# tampon} many {# de tampons} other {# tampons}} (carte complète : {reward})',
  'changes.birthdayReward': 'Récompense d’anniversaire : {reward}',
  'changes.held': '{lead} : {reason}',
  'changes.heldIn': '{lead} sur {program} : {reason}',
  'changes.lead.stamp': 'Pas de tampon',
  'changes.lead.purchase': 'Achat non comptabilisé',
  'changes.lead.code': 'Pas de code',
  'changes.lead.pointsCapped': 'Points plafonnés',
  'changes.lead.stampsCapped': 'Tampons plafonnés',
  'changes.lead.noPoints': 'Pas de points',
  'changes.reason.nextGiven':
    'le prochain pourra être donné dans {minutes, plural, one {# minute} many {# de minutes} other {# minutes}}',
  'changes.reason.nextCounts':
    'le prochain pourra compter dans {minutes, plural, one {# minute} many {# de minutes} other {# minutes}}',
  'changes.reason.dailyStamps':
    'la limite quotidienne de {limit, plural, one {# tampon} many {# de tampons} other {# tampons}} est atteinte',
  'changes.reason.dailyPurchases':
    'la limite quotidienne de {limit, plural, one {# achat} many {# d’achats} other {# achats}} est atteinte',
  'changes.reason.dailyCodes':
    'la limite quotidienne de {limit, plural, one {# code} many {# de codes} other {# codes}} est atteinte',
  'changes.reason.dailyPoints':
    'la limite quotidienne de {limit, plural, one {# point} many {# de points} other {# points}} est atteinte',
  'changes.reason.redeemFirst': 'utilisez la récompense pour commencer une nouvelle carte',
};
