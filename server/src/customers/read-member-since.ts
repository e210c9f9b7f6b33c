import { readBirthday } from './read-birthday.ts';

const DAY = 86_400_000;

/**
 * A "Member since" cell as a date (YYYY-MM-DD), or null when it is not a date on or before the day of `importedAt`
 * (a day of slack for zones ahead of UTC). It reads a date any way a birthday is read (the business's region decides
 * 04/05/2023), with the time other tools' exports write after it left off: '2023-04-05T14:02:00Z',
 * '2023-04-05 14:02:11 -0400', '04/05/2023 2:02 PM'.
 */
export function readMemberSince(text: string, region: string, importedAt: Date): string | null {
  const day = text.trim().replace(/^(.+?)[T ]\d{1,2}:\d{2}.*$/, '$1');
  const date = readBirthday(day, region);
  const latest = new Date(importedAt.getTime() + DAY).toISOString().slice(0, 10);
  return date !== null && date >= '1900-01-01' && date <= latest ? date : null;
}
