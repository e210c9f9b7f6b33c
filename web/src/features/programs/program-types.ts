import { PROGRAM_TYPE_LABELS, type TProgramType } from '@regulars/contracts';
import { Coffee, type LucideIcon, Percent, Stamp, Star, Ticket } from 'lucide-react';

type TProgramTypeVisual = { label: string; description: string; icon: LucideIcon; tile: string; accent: string };

/** Icon, colour and pitch per type; the same look as the landing page's reward types. */
export const PROGRAM_TYPE_VISUALS: Record<TProgramType, TProgramTypeVisual> = {
  points: {
    label: PROGRAM_TYPE_LABELS.points,
    description: 'Customers earn points for what they spend and redeem them for rewards.',
    icon: Star,
    tile: 'bg-amber-50 text-amber-600',
    accent: 'bg-amber-400',
  },
  stamp_card: {
    label: PROGRAM_TYPE_LABELS.stamp_card,
    description: 'A digital punch card: collect stamps with each visit and unlock a reward.',
    icon: Stamp,
    tile: 'bg-brand-50 text-brand-600',
    accent: 'bg-brand-500',
  },
  rebate_code: {
    label: PROGRAM_TYPE_LABELS.rebate_code,
    description: 'Unique codes worth a percentage or a fixed amount off the next purchase.',
    icon: Ticket,
    tile: 'bg-emerald-50 text-emerald-600',
    accent: 'bg-emerald-500',
  },
  discount: {
    label: PROGRAM_TYPE_LABELS.discount,
    description: 'Discounts that grow as customers keep coming back.',
    icon: Percent,
    tile: 'bg-rose-50 text-rose-600',
    accent: 'bg-rose-500',
  },
  free_item: {
    label: PROGRAM_TYPE_LABELS.free_item,
    description: 'A free item after a set number of purchases — once or every time.',
    icon: Coffee,
    tile: 'bg-sky-50 text-sky-600',
    accent: 'bg-sky-500',
  },
};

/** The name field's example per type. */
export const PROGRAM_NAME_PLACEHOLDERS: Record<TProgramType, string> = {
  points: 'Bean Points',
  stamp_card: 'Coffee Card',
  rebate_code: 'Thank-You Savings',
  discount: 'Regulars Discount',
  free_item: 'Free Pastry Club',
};
