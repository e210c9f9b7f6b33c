import type { TJobSpec } from '../jobs/queue.ts';

export const AUTOMATION_JOBS = {
  // Named before birthdays moved here from messaging: pg-boss keeps queued jobs and schedules by name.
  queueBirthdays: 'message.queue-birthdays',
  queueWinBacks: 'automation.queue-win-backs',
} as const;

declare module '../jobs/queue.ts' {
  interface TJobPayloads {
    /** Hourly: today's birthdays, in each business's time zone, get its birthday templates (once a year). */
    [AUTOMATION_JOBS.queueBirthdays]: Record<string, never>;
    /** Hourly: customers who stopped visiting get the business's win-back message, once per lapse. */
    [AUTOMATION_JOBS.queueWinBacks]: Record<string, never>;
  }
}

export const automationJobSpecs: TJobSpec[] = [
  { name: AUTOMATION_JOBS.queueBirthdays, cron: '5 * * * *' },
  { name: AUTOMATION_JOBS.queueWinBacks, cron: '35 * * * *' },
];
