import {
  APP_ENGLISH,
  GETTING_STARTED_TITLE,
  gettingStartedProgress,
  OUTBOX_LABELS,
  signupFormLimitNotice,
} from '@regulars/contracts';
import { describe, expect, it } from 'vitest';

// The dashboard's English is the contracts' (the e2e tests and the server's email say it with them): kept word for word.
describe('the dashboard’s English', () => {
  it('says what the contracts say', () => {
    const { t } = APP_ENGLISH;
    expect(t('dashboard.start.title')).toBe(GETTING_STARTED_TITLE);
    expect(t('dashboard.start.progress', { done: 2, total: 6 })).toBe(gettingStartedProgress(2, 6));
    expect(t('dashboard.signupLimit.notice', { limit: '1,000', settings: t('dashboard.signupLimit.settings') })).toBe(
      signupFormLimitNotice(1000),
    );
    expect([t('dashboard.stats.emailOutbox'), t('dashboard.stats.smsOutbox')]).toEqual([
      OUTBOX_LABELS.email,
      OUTBOX_LABELS.sms,
    ]);
  });
});
