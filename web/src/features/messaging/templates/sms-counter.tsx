import { SMS_SEGMENT_LENGTH, type TSmsCount } from '@regulars/contracts';
import { TriangleAlert } from 'lucide-react';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCountIn } from '../../../lib/format-number.ts';

/** Characters, parts and encoding of the message as the customer gets it, and why it costs more than one SMS. */
export function SmsCounter({ count }: { count: TSmsCount }) {
  const { t, locale } = useAppWords();
  const long = count.characters > SMS_SEGMENT_LENGTH;
  const multi = count.segments > 1;
  const perSegment = { encoding: count.encoding, perSegment: formatCountIn(count.perSegment, locale) };
  const unicode = count.unicodeCharacters.map((character) => t('templates.counter.quoted', { character })).join(' ');
  return (
    <div className="space-y-2">
      <p data-testid="sms-counter" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
        <span className={cn('font-medium tabular-nums', multi ? 'text-amber-700' : 'text-gray-700')}>
          {t('templates.counter.characters', {
            count: count.characters,
            characters: formatCountIn(count.characters, locale),
          })}
        </span>
        <span aria-hidden>·</span>
        <span className="tabular-nums">{t('templates.counter.segments', { count: count.segments })}</span>
        <span aria-hidden>·</span>
        <span>{multi ? t('templates.counter.perPart', perSegment) : t('templates.counter.perSms', perSegment)}</span>
      </p>
      {long && (
        <p role="status" className="flex gap-2 text-xs text-amber-800">
          <TriangleAlert className="mt-px size-3.5 shrink-0 text-amber-500" aria-hidden />
          {t('templates.counter.long')}
        </p>
      )}
      {count.encoding === 'UCS-2' && (
        <p className="text-xs text-gray-500" data-testid="sms-unicode-note">
          {t('templates.counter.unicode', { count: count.unicodeCharacters.length, characters: unicode })}
        </p>
      )}
    </div>
  );
}
