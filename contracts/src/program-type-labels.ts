/** A program type's name on screen. Without zod: the public enrolment form shows these icons and labels (issue 17). */
export const PROGRAM_TYPE_LABELS = {
  points: 'Points',
  stamp_card: 'Stamp Card',
  rebate_code: 'Rebate Code',
  discount: 'Discount',
  free_item: 'Free Item',
} as const satisfies Record<'points' | 'stamp_card' | 'rebate_code' | 'discount' | 'free_item', string>;
