import type { TProgramStanding } from '@regulars/contracts';
import { DiscountProgress } from './discount-progress.tsx';
import { PointsStanding } from './points-standing.tsx';
import { StampProgress } from './stamp-progress.tsx';

/** The part of a program card that depends on its type: points, stamps, purchases or the discount tier. */
export function ProgramProgress({ customerId, program }: { customerId: string; program: TProgramStanding }) {
  switch (program.type) {
    case 'points':
      return <PointsStanding customerId={customerId} program={program} />;
    case 'stamp_card':
    case 'free_item':
      return <StampProgress type={program.type} current={program.stampsCurrent} required={program.stampsRequired} />;
    case 'discount':
      return program.discount ? <DiscountProgress discount={program.discount} /> : null;
    case 'rebate_code':
      // Its codes are rewards: they are listed, and redeemed, with the others.
      return null;
  }
}
