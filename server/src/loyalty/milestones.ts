/**
 * Lifetime-points milestones: 100, 250, 500, then 1,000, 2,500, 5,000 and on, ×10 each round (the 1-2.5-5 steps
 * people read as round numbers).
 */
export function* milestones(): Generator<number> {
  for (let scale = 1; ; scale *= 10) {
    for (const step of [100, 250, 500]) yield step * scale;
  }
}

/** The highest milestone passed when lifetime points go from `before` to `after`, or null when none is. */
export function crossedMilestone(before: number, after: number): number | null {
  let crossed: number | null = null;
  for (const m of milestones()) {
    if (m > after) return crossed;
    if (m > before) crossed = m;
  }
  return crossed;
}
