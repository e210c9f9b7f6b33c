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
 * How a message travels, and so what it costs (Twilio bills each segment, and Regulars charges each): GSM-7 when
 * every character is in the GSM alphabet, else UCS-2 for the whole message. Twilio's own calculator decides which
 * characters are GSM-7 and how many units each takes, and does the UCS-2 split (a character is never cut in two). The
 * template editor, the campaign composer and the server's charge all count with this one function, so the editor
 * shows what a send costs.
 */
export function countSms(text: string): TSmsCount {
  if (text === '') return { encoding: 'GSM-7', characters: 0, segments: 0, perSegment: 160, unicodeCharacters: [] };
  const gsm = countGsm7(text);
  if (gsm) return gsm;
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

/** GSM-7 units per character as Twilio's calculator reads it (1, 2 for an extension character, 0 when not GSM-7). */
const gsmUnits = new Map<string, number>();
function gsmUnitsOf(char: string): number {
  // Beyond the 16-bit range (an emoji…) nothing is GSM-7, and the map stays bounded by it.
  if (char.length !== 1) return 0;
  let units = gsmUnits.get(char);
  if (units === undefined) {
    const one = new SegmentedMessage(char, 'auto');
    units = one.encodingName === 'GSM-7' ? Math.round(one.messageSize / 7) : 0;
    gsmUnits.set(char, units);
  }
  return units;
}

/**
 * A GSM-7 text counted character by character, with what Twilio's calculator says of each character, as it splits
 * them: 160 units in one SMS, else parts of 153 where an extension character that would straddle two parts starts the
 * next. The calculator itself takes milliseconds a message (a campaign counts hundreds at once). Null when any
 * character is not GSM-7: the whole message is then UCS-2, and the calculator counts it.
 */
function countGsm7(text: string): TSmsCount | null {
  let characters = 0;
  let segments = 1;
  let inPart = 0;
  for (const char of text) {
    const units = gsmUnitsOf(char);
    if (units === 0) return null;
    characters += units;
    if (inPart + units > LIMITS['GSM-7'].multi) {
      segments += 1;
      inPart = 0;
    }
    inPart += units;
  }
  if (characters <= LIMITS['GSM-7'].single) segments = 1;
  return {
    encoding: 'GSM-7',
    characters,
    segments,
    perSegment: segments > 1 ? LIMITS['GSM-7'].multi : LIMITS['GSM-7'].single,
    unicodeCharacters: [],
  };
}
