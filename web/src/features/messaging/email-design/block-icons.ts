import type { TEmailBlockType } from '@regulars/contracts';
import { Heading, Image, type LucideIcon, Minus, MousePointerClick, Pilcrow } from 'lucide-react';

export const BLOCK_ICONS: Record<TEmailBlockType, LucideIcon> = {
  heading: Heading,
  text: Pilcrow,
  image: Image,
  button: MousePointerClick,
  divider: Minus,
};
