import { SegmentedMessage } from 'sms-segments-calculator';

export type TSmsEncoding = 'GSM-7' | 'UCS-2';

export type TSmsCount = {
  encoding: TSmsEncoding;
  /** Characters as the network counts them: a GSM-7 extension character (€ [ ] { } | ^ ~ \) takes two. */
  characters: number;
  /** How many SMS the message is sent as (0 when empty). */
  segments: number;
  /** Room in one SMS: 160 (GSM-7) or 70 (UCS-2) alone, 153 or 67 per part once it is split. */
  perSegment: number;
  /** The characters that force UCS-2 (an emoji, a curly quote …), each listed once. */
  unicodeCharacters: string[];
};

const LIMITS = { 'GSM-7': { single: 160, multi: 153 }, 'UCS-2': { single: 70, multi: 67 } } as const;

/**
 * How a message travels: GSM-7 when every character is in the GSM alphabet, else UCS-2 for the whole message.
 * Twilio's own calculator does the encoding and the split (an extension character is never cut in two).
 */
export function countSms(text: string): TSmsCount {
  if (text === '') return { encoding: 'GSM-7', characters: 0, segments: 0, perSegment: 160, unicodeCharacters: [] };
  const message = new SegmentedMessage(text, 'auto');
  const encoding: TSmsEncoding = message.encodingName === 'UCS-2' ? 'UCS-2' : 'GSM-7';
  // messageSize is in bits, without the split's headers: 7 per GSM-7 unit, 16 per UCS-2 code unit.
  const characters = Math.round(message.messageSize / (encoding === 'GSM-7' ? 7 : 16));
  const segments = message.segmentsCount;
  return {
    encoding,
    characters,
    segments,
    perSegment: segments > 1 ? LIMITS[encoding].multi : LIMITS[encoding].single,
    unicodeCharacters: encoding === 'UCS-2' ? [...new Set(message.getNonGsmCharacters())] : [],
  };
}
