import type { TAppMessageKey, TProgramType } from '@regulars/contracts';
import { Coffee, type LucideIcon, Percent, Stamp, Star, Ticket } from 'lucide-react';

type TProgramTypeVisual = { icon: LucideIcon; tile: string; accent: string };

/** Icon and colour per type; the same look as the landing page's reward types. */
export const PROGRAM_TYPE_VISUALS: Record<TProgramType, TProgramTypeVisual> = {
  points: { icon: Star, tile: 'bg-amber-50 text-amber-600', accent: 'bg-amber-400' },
  stamp_card: { icon: Stamp, tile: 'bg-brand-50 text-brand-600', accent: 'bg-brand-500' },
  rebate_code: { icon: Ticket, tile: 'bg-emerald-50 text-emerald-600', accent: 'bg-emerald-500' },
  discount: { icon: Percent, tile: 'bg-rose-50 text-rose-600', accent: 'bg-rose-500' },
  free_item: { icon: Coffee, tile: 'bg-sky-50 text-sky-600', accent: 'bg-sky-500' },
};

type TProgramTypeWords = { name: TAppMessageKey; pitch: TAppMessageKey; example: TAppMessageKey };

/**
 * Each type's name (English: PROGRAM_TYPE_LABELS, word for word), its pitch in the create dialog and the name
 * field's example.
 */
export const PROGRAM_TYPE_WORDS: Record<TProgramType, TProgramTypeWords> = {
  points: { name: 'programs.type.points', pitch: 'programs.pitch.points', example: 'programs.example.points' },
  stamp_card: {
    name: 'programs.type.stampCard',
    pitch: 'programs.pitch.stampCard',
    example: 'programs.example.stampCard',
  },
  rebate_code: {
    name: 'programs.type.rebateCode',
    pitch: 'programs.pitch.rebateCode',
    example: 'programs.example.rebateCode',
  },
  discount: { name: 'programs.type.discount', pitch: 'programs.pitch.discount', example: 'programs.example.discount' },
  free_item: {
    name: 'programs.type.freeItem',
    pitch: 'programs.pitch.freeItem',
    example: 'programs.example.freeItem',
  },
};
