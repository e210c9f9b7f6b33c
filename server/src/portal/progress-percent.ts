import { pointsCatalogue, type TProgramTypeAndConfig } from '@regulars/contracts';

const percent = (have: number, need: number) =>
  need <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((have / need) * 100)));

/**
 * How far along a customer is toward the program's next reward, 0–100 (whole, rounded down so 100 means earned):
 * stamps on the card, purchases toward the free item, the balance toward the cheapest catalogue reward, visits from
 * the tier reached toward the next one. A rebate code has nothing to collect: 0.
 */
export function progressPercent(
  program: TProgramTypeAndConfig,
  standing: { pointsBalance: number; stampsCurrent: number; totalVisits: number },
): number {
  switch (program.type) {
    case 'stamp_card':
      return percent(standing.stampsCurrent, program.config.stampsRequired);
    case 'free_item':
      return percent(standing.stampsCurrent, program.config.requiredPurchases);
    case 'points': {
      const cheapest = Math.min(...pointsCatalogue(program.config).map((r) => r.points));
      return percent(standing.pointsBalance, cheapest);
    }
    case 'discount': {
      const tiers = [...program.config.tiers].sort((a, b) => a.visits - b.visits);
      const next = tiers.find((t) => t.visits > standing.totalVisits);
      if (!next) return tiers.length > 0 ? 100 : 0;
      const reached = tiers.filter((t) => t.visits <= standing.totalVisits).at(-1)?.visits ?? 0;
      return percent(standing.totalVisits - reached, next.visits - reached);
    }
    case 'rebate_code':
      return 0;
  }
}
