import { COMMUNICATION_STATUS_LABELS } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { statusOptions } from './status-options.ts';

const labels = (options: ReturnType<typeof statusOptions>) => options.map((o) => COMMUNICATION_STATUS_LABELS[o]);

describe('the history status choices', () => {
  it("offers 'In the outbox' while a channel has no provider", () => {
    const withOutbox = ['All', 'Sent', 'In the outbox', 'Opened', 'Failed'];
    expect(labels(statusOptions({ email: false, sms: false }, 'all'))).toEqual(withOutbox);
    expect(labels(statusOptions({ email: false, sms: true }, 'all'))).toEqual(withOutbox);
    expect(labels(statusOptions({ email: true, sms: false }, 'sent'))).toEqual(withOutbox);
  });

  it('offers the spec’s four once both channels have a provider, or before that is known', () => {
    expect(labels(statusOptions({ email: true, sms: true }, 'all'))).toEqual(['All', 'Sent', 'Opened', 'Failed']);
    expect(labels(statusOptions(undefined, 'failed'))).toEqual(['All', 'Sent', 'Opened', 'Failed']);
  });

  it('keeps the chosen outbox filter on the list even when a provider arrives', () => {
    expect(labels(statusOptions({ email: true, sms: true }, 'outbox'))).toEqual([
      'All',
      'Sent',
      'In the outbox',
      'Opened',
      'Failed',
    ]);
  });
});
