import { createTranslator, type TClientAlert } from '@regulars/contracts';
import { appFr } from '@regulars/contracts/i18n/app/fr';
import { describe, expect, it } from 'vitest';
import { APP_ENGLISH_WORDS } from '../../lib/app-words.tsx';
import { clientAlertIn } from './client-alerts.ts';

const french = { ...createTranslator('fr', appFr), locale: 'fr-FR' };
const client = { customers: 450, maxCustomers: 500, smsThisMonth: 410, maxSmsMonthly: 500 };

/** The alerts as server/src/agency/client-alerts.ts writes them for this client. */
const alerts: TClientAlert[] = [
  { kind: 'closed', message: 'Closed by its team: deleted 30 days after closing' },
  { kind: 'suspended', message: 'Suspended by the platform: it can read but not change' },
  { kind: 'failing_messages', message: '1 message failed in the last 7 days', count: 1 },
  { kind: 'failing_messages', message: '3 messages failed in the last 7 days', count: 3 },
  { kind: 'customer_limit', message: '450 of 500 customers on the plan' },
  { kind: 'sms_limit', message: '410 of 500 SMS this month' },
  { kind: 'trial_ending', message: 'Trial ended', count: 0 },
  { kind: 'trial_ending', message: 'Trial ends tomorrow', count: 1 },
  { kind: 'trial_ending', message: 'Trial ends in 5 days', count: 5 },
];

describe('a client’s alerts in the user’s language', () => {
  it('says each in English word for word as the server does', () => {
    for (const alert of alerts) expect(clientAlertIn(APP_ENGLISH_WORDS, client, alert)).toBe(alert.message);
  });

  it('says each in French, counting in French', () => {
    expect(alerts.map((alert) => clientAlertIn(french, client, alert))).toEqual([
      'Fermée par son équipe : supprimée 30 jours après la fermeture',
      'Suspendue par la plateforme : consultation seule, aucune modification',
      '1 message en échec ces 7 derniers jours',
      '3 messages en échec ces 7 derniers jours',
      '450 clients sur 500 dans la formule',
      '410 SMS sur 500 ce mois-ci',
      'Essai terminé',
      'L’essai se termine demain',
      'L’essai se termine dans 5 jours',
    ]);
  });
});
