import { SMS_LONG_WARNING, SMS_SEGMENT_LENGTH, type TSmsCount } from '@regulars/contracts';
import { TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { formatCount } from '../../../lib/format-number.ts';

/** Characters, parts and encoding of the message as the customer gets it, and why it costs more than one SMS. */
export function SmsCounter({ count }: { count: TSmsCount }) {
  const long = count.characters > SMS_SEGMENT_LENGTH;
  const multi = count.segments > 1;
  return (
    <div className="space-y-2">
      <p data-testid="sms-counter" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
        <span className={cn('font-medium tabular-nums', multi ? 'text-amber-700' : 'text-gray-700')}>
          {formatCount(count.characters)} characters
        </span>
        <span aria-hidden>·</span>
        <span className="tabular-nums">
          {count.segments} SMS{count.segments === 1 ? '' : ' parts'}
        </span>
        <span aria-hidden>·</span>
        <span>
          {count.encoding} ({count.perSegment} per {multi ? 'part' : 'SMS'})
        </span>
      </p>
      {long && (
        <p role="status" className="flex gap-2 text-xs text-amber-800">
          <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-500" aria-hidden />
          {SMS_LONG_WARNING}
        </p>
      )}
      {count.encoding === 'UCS-2' && (
        <p className="text-xs text-gray-500" data-testid="sms-unicode-note">
          {count.unicodeCharacters.map((c) => `“${c}”`).join(' ')} {count.unicodeCharacters.length === 1 ? 'is' : 'are'}{' '}
          not in the GSM alphabet, so the whole message is sent as Unicode: 70 characters per SMS, 67 per part.
        </p>
      )}
    </div>
  );
}
