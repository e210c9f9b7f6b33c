import { createTranslator, OUTBOX_LABELS, type TDashboardStats } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { dashboardStats } from './stat-cards.tsx';

const stats: TDashboardStats = {
  totalCustomers: 11,
  newCustomersThisMonth: 11,
  activePrograms: 2,
  transactions: 11,
  smsUsageThisMonth: 1,
  smsLimit: 100,
  emailsSent: 1,
  emailOpenRate: 0,
};
const english = APP_ENGLISH_WORDS;
const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const hintOf = (cards: ReturnType<typeof dashboardStats>, label: string) => cards.find((c) => c.label === label)?.hint;

describe('dashboardStats', () => {
  it('says what Transactions counts', () => {
    const cards = dashboardStats(stats, { email: true, sms: true }, english);
    expect(cards.find((c) => c.label === 'Transactions')).toMatchObject({
      value: '11',
      hint: 'Visits, purchases and redemptions, all time',
    });
    expect(hintOf(cards, 'Total Customers')).toBe('+11 new this month');
  });

  it('says messages are in the outbox for a channel with no provider', () => {
    const cards = dashboardStats(stats, { email: false, sms: false }, english);
    expect(hintOf(cards, 'Emails Sent')).toBe('In the outbox: no email provider is configured');
    expect(hintOf(cards, 'SMS Usage')).toBe('In the outbox: no SMS provider is configured');
    // The same words as the outbox's own label, where other screens show it.
    expect([hintOf(cards, 'Emails Sent'), hintOf(cards, 'SMS Usage')]).toEqual([
      OUTBOX_LABELS.email,
      OUTBOX_LABELS.sms,
    ]);
  });

  it('shows no open rate, not 0%, before any email was sent', () => {
    const cards = dashboardStats({ ...stats, emailsSent: 0, emailOpenRate: null }, { email: true, sms: true }, english);
    expect(cards.find((c) => c.label === 'Email Open Rate')).toMatchObject({ value: '—', hint: 'No emails sent yet' });
    expect(dashboardStats(stats, undefined, english).find((c) => c.label === 'Email Open Rate')?.value).toBe('0%');
  });

  it('keeps the usual hints with providers, or before it is known', () => {
    for (const delivery of [{ email: true, sms: true }, undefined]) {
      const cards = dashboardStats(stats, delivery, english);
      expect(hintOf(cards, 'Emails Sent')).toBe('All time');
      expect(hintOf(cards, 'SMS Usage')).toBe('This month · of 100');
    }
  });

  it('speaks French, its numbers and rates written the French way', () => {
    const big = { ...stats, totalCustomers: 1234, newCustomersThisMonth: 1, smsLimit: 5000, emailOpenRate: 12.5 };
    const cards = dashboardStats(big, { email: false, sms: true }, french);
    expect(cards.map((c) => c.label)).toEqual([
      'Clients au total',
      'Programmes actifs',
      'Transactions',
      'SMS utilisés',
      'E-mails envoyés',
      'Taux d’ouverture',
    ]);
    expect(cards[0]).toMatchObject({ value: '1\u202f234', hint: '+1 nouveau ce mois-ci' });
    expect(hintOf(cards, 'SMS utilisés')).toBe('Ce mois-ci · sur 5\u202f000');
    expect(hintOf(cards, 'E-mails envoyés')).toBe('Dans la boîte d’envoi : aucun fournisseur d’e-mail n’est configuré');
    expect(cards[5]?.value).toMatch(/^12,5\s%$/);
    expect(cards[5]?.hint).toBe('Des e-mails envoyés');
  });
});
