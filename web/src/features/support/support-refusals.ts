import { SUPPORT_MESSAGES } from '@regulars/contracts';
import type { TKnownMessages } from '../../lib/app-refusal.ts';

/** What Help's form and the server may answer in English, by the keys that say it in the user's language. */
export const SUPPORT_REFUSALS: TKnownMessages = {
  [SUPPORT_MESSAGES.subjectRequired]: 'frame.help.subjectRequired',
  [SUPPORT_MESSAGES.subjectTooLong]: 'frame.help.subjectTooLong',
  [SUPPORT_MESSAGES.messageRequired]: 'frame.help.messageRequired',
  [SUPPORT_MESSAGES.messageTooLong]: 'frame.help.messageTooLong',
  [SUPPORT_MESSAGES.pageInvalid]: 'frame.help.pageInvalid',
  [SUPPORT_MESSAGES.unsavable]: 'frame.help.unsavable',
  [SUPPORT_MESSAGES.tooMany]: 'frame.help.tooMany',
  [SUPPORT_MESSAGES.switchedOff]: 'frame.help.switchedOff',
};
