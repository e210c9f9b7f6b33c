import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  LIFT_MESSAGES,
  type TAppMessageKey,
  TEST_RECIPIENT_MESSAGES,
} from '@regulars/contracts';
import { ApiError } from '../../../api/client.ts';
import { messageIn, refusalIn, type TKnownMessages } from '../../../lib/app-refusal.ts';
import type { TAppWords } from '../../../lib/app-words.tsx';
import { formatCountIn } from '../../../lib/format-number.ts';
import { EMAIL_DESIGN_REFUSALS } from '../../messaging/index.ts';

const en = (n: number) => formatCountIn(n, 'en-US');

/**
 * What the composer may be told in English, with the keys that say it: the contract's checks of its fields
 * (ZUpdateCampaign, its audience, version B, the e-mail design; the test recipient's forms) and the server's answers
 * to its saves, counts, sends, tests and test recipients (server/src/campaigns).
 */
export const COMPOSER_REFUSALS = {
  // api/client.ts's own: no answer, or one it could not read; the session's guard.
  'Something went wrong. Please try again.': 'composer.somethingWrong',
  'Unable to reach the server. Please check your connection and try again.': 'composer.refusal.network',
  'The server sent an unexpected response. Please try again.': 'composer.refusal.unexpected',
  'Your access to this team has ended': 'composer.refusal.accessEnded',
  // The campaign and its words (contracts/src/campaigns.ts; the SMS length is the server's, update-campaign.ts).
  [CAMPAIGN_MESSAGES.notFound]: 'composer.refusal.notFound',
  [CAMPAIGN_MESSAGES.nameRequired]: 'composer.refusal.nameRequired',
  [`Name must be at most ${CAMPAIGN_LIMITS.name} characters`]: 'composer.refusal.nameTooLong',
  [`Subject must be at most ${CAMPAIGN_LIMITS.subject} characters`]: 'composer.refusal.subjectTooLong',
  [`Message must be at most ${en(CAMPAIGN_LIMITS.emailBody)} characters`]: 'composer.refusal.emailBodyTooLong',
  [`Message must be at most ${en(CAMPAIGN_LIMITS.smsBody)} characters`]: 'composer.refusal.smsBodyTooLong',
  [CAMPAIGN_MESSAGES.typeRequired]: 'composer.refusal.channelRequired',
  [CAMPAIGN_MESSAGES.onlyDraftEditable]: 'composer.refusal.onlyDraftEditable',
  [CAMPAIGN_MESSAGES.onlyDraftDeletable]: 'composer.refusal.onlyDraftDeletable',
  // Sending and scheduling (server/src/campaigns/start-campaign.ts, ZSendCampaign, schedule-time.ts).
  [CAMPAIGN_MESSAGES.messageRequired]: 'composer.refusal.messageRequired',
  [CAMPAIGN_MESSAGES.subjectRequired]: 'composer.refusal.subjectRequired',
  [CAMPAIGN_MESSAGES.noRecipients]: 'composer.refusal.noRecipients',
  'Choose a date and time': 'composer.refusal.chooseDateTime',
  [CAMPAIGN_MESSAGES.scheduleInPast]: 'composer.refusal.scheduleInPast',
  [CAMPAIGN_MESSAGES.scheduleTooFar]: 'composer.refusal.scheduleTooFar',
  // server/src/messaging/queue-message.ts's MARKETING_EMAIL_NEEDS_ADDRESS.
  'Add your business postal address in Settings before sending marketing email: the law requires it in every one.':
    'composer.refusal.postalAddress',
  // A test (server/src/campaigns/send-campaign-test.ts).
  [CAMPAIGN_MESSAGES.testEmailRequired]: 'composer.refusal.testEmailRequired',
  [CAMPAIGN_MESSAGES.testPhoneRequired]: 'composer.refusal.testPhoneRequired',
  'You have sent 10 tests in the last 10 minutes. Wait a few minutes before sending another.':
    'composer.refusal.tooManyTests',
  // The audience (ZCampaignAudience).
  [CAMPAIGN_MESSAGES.unknownProgram]: 'composer.refusal.unknownProgram',
  'Minimum visits must be a whole number': 'composer.refusal.minVisitsWhole',
  'Minimum visits cannot be negative': 'composer.refusal.minVisitsNegative',
  'Minimum visits is too large': 'composer.refusal.minVisitsTooLarge',
  'Maximum visits must be a whole number': 'composer.refusal.maxVisitsWhole',
  'Maximum visits cannot be negative': 'composer.refusal.maxVisitsNegative',
  'Maximum visits is too large': 'composer.refusal.maxVisitsTooLarge',
  'Minimum points must be a whole number': 'composer.refusal.minPointsWhole',
  'Minimum points cannot be negative': 'composer.refusal.minPointsNegative',
  'Minimum points is too large': 'composer.refusal.minPointsTooLarge',
  'Maximum points must be a whole number': 'composer.refusal.maxPointsWhole',
  'Maximum points cannot be negative': 'composer.refusal.maxPointsNegative',
  'Maximum points is too large': 'composer.refusal.maxPointsTooLarge',
  'Minimum visits cannot be more than maximum visits': 'composer.refusal.visitsRange',
  'Minimum points cannot be more than maximum points': 'composer.refusal.pointsRange',
  'Joined from must be a date (YYYY-MM-DD)': 'composer.refusal.joinedFromDate',
  'Joined to must be a date (YYYY-MM-DD)': 'composer.refusal.joinedToDate',
  'Joined from must be on or before joined to': 'composer.refusal.joinedRange',
  'Birthday month must be 1 to 12': 'composer.refusal.birthdayMonth',
  'Days must be a whole number': 'composer.refusal.daysWhole',
  'Days must be at least 1': 'composer.refusal.daysMin',
  'Days must be at most 3,650': 'composer.refusal.daysMax',
  // The control group and the A/B test (contracts/src/campaign-lift.ts).
  [LIFT_MESSAGES.controlShare]: 'composer.refusal.controlShare',
  [LIFT_MESSAGES.allInControl]: 'composer.refusal.allInControl',
  [LIFT_MESSAGES.outcomeWindow]: 'composer.refusal.outcomeWindow',
  [LIFT_MESSAGES.variantBShare]: 'composer.refusal.variantBShare',
  [LIFT_MESSAGES.variantBBodyRequired]: 'composer.refusal.variantBBody',
  [LIFT_MESSAGES.variantBSubjectRequired]: 'composer.refusal.variantBSubject',
  [LIFT_MESSAGES.noVariantB]: 'composer.refusal.noVariantB',
  // The e-mail design, as the template editors read it.
  ...EMAIL_DESIGN_REFUSALS,
  // Test recipients (contracts/src/test-recipients.ts; server/src/campaigns/*test-recipient*).
  [TEST_RECIPIENT_MESSAGES.notFound]: 'composer.refusal.recipientNotFound',
  'Enter a number or an email address': 'composer.refusal.addressRequired',
  'That is too long for a number or an email address': 'composer.refusal.addressTooLong',
  [TEST_RECIPIENT_MESSAGES.phoneRequired]: 'composer.refusal.phoneRequired',
  [TEST_RECIPIENT_MESSAGES.emailRequired]: 'composer.refusal.emailRequired',
  [TEST_RECIPIENT_MESSAGES.verifyPhoneFirst]: 'composer.refusal.verifyPhoneFirst',
  [TEST_RECIPIENT_MESSAGES.verifyEmailFirst]: 'composer.refusal.verifyEmailFirst',
  [TEST_RECIPIENT_MESSAGES.codeFormat]: 'composer.refusal.codeFormat',
  [TEST_RECIPIENT_MESSAGES.codeWrong]: 'composer.refusal.codeWrong',
  [TEST_RECIPIENT_MESSAGES.codeVoid]: 'composer.refusal.codeVoid',
  [TEST_RECIPIENT_MESSAGES.optedOut]: 'composer.refusal.optedOut',
  [TEST_RECIPIENT_MESSAGES.unsubscribed]: 'composer.refusal.unsubscribed',
  [TEST_RECIPIENT_MESSAGES.tooManyCodes]: 'composer.refusal.tooManyCodes',
  [TEST_RECIPIENT_MESSAGES.tooManyCodesToAddress]: 'composer.refusal.tooManyCodesToAddress',
  'The test recipient was removed while its code was being sent.': 'composer.refusal.removedWhileSending',
  [TEST_RECIPIENT_MESSAGES.removed]: 'composer.recipients.removed',
  // The server's answers to adding and verifying one (shown as toasts).
  [TEST_RECIPIENT_MESSAGES.codeSentSms]: 'composer.refusal.codeSentSms',
  [TEST_RECIPIENT_MESSAGES.codeSentEmail]: 'composer.refusal.codeSentEmail',
  [TEST_RECIPIENT_MESSAGES.alreadyVerified]: 'composer.refusal.alreadyVerified',
  [TEST_RECIPIENT_MESSAGES.verified]: 'composer.refusal.nowVerified',
} as const satisfies TKnownMessages;

/**
 * A check's message (the contract's words for a field, a reason the draft is not saved yet) in the user's language;
 * an unknown one in English as written, else `fallback`.
 */
export function composerMessage(
  words: TAppWords,
  message: string,
  fallback: TAppMessageKey = 'composer.checkForm',
): string {
  return messageIn(words, message, COMPOSER_REFUSALS, fallback);
}

/** The same, for a field's error that may be absent. */
export const fieldMessage = (words: TAppWords, message: string | undefined) =>
  message ? composerMessage(words, message) : undefined;

/**
 * Why a request of the composer was refused, in the user's language. The plan's limit names numbers in English
 * sentences of many shapes: another language says it in its own words, with the numbers the refusal carries.
 */
export function composerRefusal(
  words: TAppWords,
  error: unknown,
  fallback: TAppMessageKey = 'composer.somethingWrong',
): string {
  if (words.language !== 'en' && error instanceof ApiError && error.code === 'PLAN_LIMIT') {
    return planLimitIn(words, error);
  }
  return refusalIn(words, error, COMPOSER_REFUSALS, fallback);
}

/** A send's refusal carries who it would go to (`current`) and how many the plan covers (`limit`); a test's, no such. */
function planLimitIn(words: TAppWords, error: ApiError): string {
  const details = error.details as { limit?: unknown; current?: unknown } | undefined;
  const { limit, current } = details ?? {};
  if (typeof limit === 'number' && typeof current === 'number' && error.message.startsWith('This campaign')) {
    return words.t('composer.refusal.campaignNotCovered', {
      count: current,
      n: formatCountIn(current, words.locale),
      limit: formatCountIn(limit, words.locale),
    });
  }
  return words.t('composer.refusal.testNotCovered');
}
