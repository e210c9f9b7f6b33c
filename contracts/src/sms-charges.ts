// What per-segment charging tells people (issue 28). Apart from the counter (sms-segments.ts), so a screen that only
// shows these words does not download Twilio's calculator.

/** One segment or several, in words: "1 segment", "3 segments". */
const segmentWord = (n: number) => `${n.toLocaleString('en-US')} segment${n === 1 ? '' : 's'}`;
const creditWord = (n: number) => `${n.toLocaleString('en-US')} credit${n === 1 ? '' : 's'}`;

/** The /subscription page's words on how SMS are counted. */
export const SMS_SEGMENT_RULE =
  'SMS are counted per segment: 160 characters (70 with emoji or special characters) make one; longer texts use several.';
/** …and what happens past the monthly allowance, including a text that only partly fits in it. */
export const SMS_SEGMENT_CREDITS_RULE =
  'Segments beyond your monthly allowance are paid with credits, also when only part of a text fits in what is left. A text your allowance and credits cannot cover is not sent.';

/** Why an SMS is refused when the month's allowance and the credits do not cover all its segments. */
export const SMS_CHARGE_MESSAGES = {
  /** A one-segment SMS with the allowance used up (the words from before per-segment charging). */
  allowanceUsed: (maxSmsMonthly: number) =>
    `You have used all ${maxSmsMonthly} SMS included in your plan this month and have no credits left. Upgrade your plan or add credits to send more.`,
  /** A longer SMS: what fits in the allowance, what the rest costs and what is there. */
  notCovered: ({
    segments,
    allowanceLeft,
    creditsNeeded,
    creditsRemaining,
  }: {
    segments: number;
    allowanceLeft: number;
    creditsNeeded: number;
    creditsRemaining: number;
  }) =>
    `This SMS is ${segmentWord(segments)} long: ${
      allowanceLeft > 0
        ? `${segmentWord(allowanceLeft)} ${allowanceLeft === 1 ? 'fits' : 'fit'} in what is left of this month's allowance and the other ${segmentWord(segments - allowanceLeft)} need ${creditWord(creditsNeeded)}`
        : `this month's allowance is used up, so it needs ${creditWord(creditsNeeded)}`
    }, but you have ${creditsRemaining.toLocaleString('en-US')}. Upgrade your plan or add credits to send more.`,
  /** A campaign whose texts are several segments each, to more customers than the allowance and credits cover. */
  campaignNotCovered: ({
    recipients,
    segmentsEach,
    reachable,
  }: {
    recipients: number;
    segmentsEach: number;
    reachable: number;
  }) =>
    `This campaign would go to ${recipients.toLocaleString('en-US')} customers as texts of ${segmentWord(segmentsEach)} each (${segmentWord(recipients * segmentsEach)}), but your plan and credits cover ${reachable.toLocaleString('en-US')} of them. Upgrade your plan or add credits, shorten the message, or narrow the audience.`,
} as const;
