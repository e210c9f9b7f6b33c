import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import {
  ENROLMENT_CLOSED_MESSAGE,
  ENROLMENT_DAILY_LIMIT_MESSAGE,
  ENROLMENT_TOO_MANY_MESSAGE,
  SIGNUP_FORM_NOT_FOUND_MESSAGE,
  SIGNUP_FORM_SUSPENDED_MESSAGE,
} from '../enrolment.ts';
import { ENROLMENT_MESSAGES } from '../enrolment-rules.ts';
import { PORTAL_LOCK_MINUTES, PORTAL_MESSAGES } from '../portal.ts';
import { UNSUBSCRIBE_TEXT } from '../unsubscribe.ts';
import { WALLET_MESSAGES } from '../wallet.ts';
import { APP_CATALOGUES, CATALOGUES, translatorFor } from './all-catalogues.ts';
import { appEn } from './app/en.ts';
import { en, type TMessageKey } from './catalogues/en.ts';
import { LANGUAGES } from './languages.ts';

/** Each argument of a message with its kind (plural, select, plain…), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, number>()): Map<string, number> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
      if (element.type !== TYPE.pound) into.set(element.value, element.type);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** Every plural of a message: its argument and the categories it names. */
function pluralsOf(elements: MessageFormatElement[], into: { name: string; options: string[] }[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural) into.push({ name: element.value, options: Object.keys(element.options) });
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    }
  }
  return into;
}

const keys = Object.keys(en) as TMessageKey[];

/** The customers' catalogues and the owner's app's (issue 52), each checked the same way. */
const FAMILIES = [
  {
    family: 'customers',
    english: en as Record<string, string>,
    catalogues: CATALOGUES as Record<string, Record<string, string>>,
  },
  {
    family: 'app',
    english: appEn as Record<string, string>,
    catalogues: APP_CATALOGUES as Record<string, Record<string, string>>,
  },
];
const EACH = FAMILIES.flatMap((f) => LANGUAGES.map((lang) => ({ ...f, lang, catalogue: f.catalogues[lang] ?? {} })));

describe('the message catalogues', () => {
  it.each(EACH)(
    '$family $lang has exactly the English keys, each a message that parses with the same arguments',
    ({ english, catalogue, lang }) => {
      const familyKeys = Object.keys(english);
      expect(Object.keys(catalogue).sort()).toEqual([...familyKeys].sort());
      for (const key of familyKeys) {
        const source = argumentsOf(parse(english[key] ?? ''));
        const translated = argumentsOf(parse(catalogue[key] ?? ''));
        expect([...translated.entries()].sort(), `${lang} ${key}`).toEqual([...source.entries()].sort());
        expect(catalogue[key]?.trim(), `${lang} ${key}`).not.toBe('');
      }
    },
  );

  it.each(EACH)('$family $lang names every plural category its language has in each plural', ({ catalogue, lang }) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(catalogue)) {
      for (const plural of pluralsOf(parse(message))) {
        expect(plural.options, `${lang} ${key} {${plural.name}}`).toEqual(expect.arrayContaining(categories));
      }
    }
  });

  it('says the plural forms each language uses', () => {
    const bonus = (lang: (typeof LANGUAGES)[number], count: number) =>
      translatorFor(lang).t('join.bonusPoints', { count });
    expect([0, 1, 2, 1000].map((n) => bonus('en', n))).toEqual([
      'Get 0 bonus points just for joining',
      'Get 1 bonus point just for joining',
      'Get 2 bonus points just for joining',
      'Get 1,000 bonus points just for joining',
    ]);
    expect([1, 2, 1_000_000].map((n) => bonus('es', n))).toEqual([
      'Consigue 1 punto extra solo por unirte',
      'Consigue 2 puntos extra solo por unirte',
      'Consigue 1.000.000 de puntos extra solo por unirte',
    ]);
    // French and Brazilian Portuguese say 0 in the singular.
    expect([0, 1, 2].map((n) => bonus('fr', n))).toEqual([
      'Recevez 0 point bonus rien que pour votre inscription',
      'Recevez 1 point bonus rien que pour votre inscription',
      'Recevez 2 points bonus rien que pour votre inscription',
    ]);
    expect([0, 2].map((n) => bonus('pt-BR', n))).toEqual([
      'Ganhe 0 ponto bônus só por participar',
      'Ganhe 2 pontos bônus só por participar',
    ]);
    expect([1, 2500].map((n) => bonus('de', n))).toEqual([
      'Hol dir 1 Bonuspunkt nur fürs Mitmachen',
      'Hol dir 2.500 Bonuspunkte nur fürs Mitmachen',
    ]);
  });

  it('holds the server’s English messages word for word (the form maps them to its language by them)', () => {
    expect([
      ENROLMENT_MESSAGES.phoneRequired,
      ENROLMENT_MESSAGES.phoneInvalid,
      ENROLMENT_MESSAGES.emailInvalid,
      ENROLMENT_MESSAGES.birthdayInvalid,
      ENROLMENT_MESSAGES.pin,
      ENROLMENT_MESSAGES.nameTooLong('First name', 100),
      SIGNUP_FORM_NOT_FOUND_MESSAGE,
      ENROLMENT_CLOSED_MESSAGE,
      ENROLMENT_DAILY_LIMIT_MESSAGE,
      SIGNUP_FORM_SUSPENDED_MESSAGE,
      ENROLMENT_TOO_MANY_MESSAGE,
      UNSUBSCRIBE_TEXT.invalid,
      UNSUBSCRIBE_TEXT.failed,
      WALLET_MESSAGES.pageNotFound,
      WALLET_MESSAGES.passVoided,
    ]).toEqual([
      en['enrolment.phoneRequired'],
      en['enrolment.phoneInvalid'],
      en['enrolment.emailInvalid'],
      en['enrolment.birthdayInvalid'],
      en['enrolment.pin'],
      translatorFor('en').t('enrolment.nameTooLong', { label: en['join.firstName'], max: 100 }),
      en['enrolment.notFound'],
      en['enrolment.closed'],
      en['enrolment.dailyLimit'],
      en['enrolment.suspended'],
      en['enrolment.tooMany'],
      en['unsubscribe.invalid'],
      en['unsubscribe.failed'],
      en['wallet.notFound'],
      en['wallet.voided'],
    ]);
  });

  it('holds the portal’s refusals word for word, each as the portal’s screens map it', () => {
    for (const [name, english] of Object.entries(PORTAL_MESSAGES)) {
      expect(en[`portalRefusal.${name}` as TMessageKey], name).toBe(english);
    }
    const triesLeft = (count: number) =>
      translatorFor('en').t('portalRefusal.triesLeft', { count, minutes: PORTAL_LOCK_MINUTES });
    expect([0, 1, 4].map(triesLeft)).toEqual([
      'No tries left: this number is locked for 15 minutes.',
      '1 try left before this number is locked for 15 minutes.',
      '4 tries left before this number is locked for 15 minutes.',
    ]);
  });

  it('has no key the code never asks for', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && entry.name !== 'catalogues') walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          sources.push(fs.readFileSync(full, 'utf8'));
        }
      }
    };
    for (const workspace of ['contracts/src', 'server/src', 'web/src']) walk(path.join(root, workspace));
    const code = sources.join('\n');
    const unused = [...keys, ...Object.keys(appEn)].filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
