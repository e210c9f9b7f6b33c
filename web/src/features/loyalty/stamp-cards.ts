import type { TProgramStanding } from '@regulars/contracts';

/** The stamps the largest of a customer's stamp cards takes (the most one action can give), or null without one. */
export function largestStampCard(
  programs: readonly Pick<TProgramStanding, 'type' | 'stampsRequired'>[],
): number | null {
  const sizes = programs.filter((p) => p.type === 'stamp_card').map((p) => p.stampsRequired);
  return sizes.length > 0 ? Math.max(...sizes) : null;
}
