import { z } from 'zod';

/*
 * The bodies of Apple's PassKit Web Service, as Apple's devices send and read them. They are Apple's protocol, not
 * ours, and no screen of the web app uses them, so they live here rather than in contracts/.
 */

const PUSH_TOKEN = 'Send the device push token.';

/** POST …/registrations/:passType/:serial */
export const ZAppleRegistration = z.object({
  pushToken: z.string({ error: PUSH_TOKEN }).trim().min(1, PUSH_TOKEN).max(200, PUSH_TOKEN),
});

/** GET …/registrations/:passType: the passes that changed, and the tag to ask with next time. */
export const ZAppleSerials = z.object({ serialNumbers: z.array(z.string()), lastUpdated: z.string() });

export const ZAppleSerialsQuery = z.object({ passesUpdatedSince: z.string().max(20).optional() });

/** POST …/log: what went wrong on a device (Apple's wallet logs it for the pass's maker). */
export const ZAppleLog = z.object({
  logs: z.array(z.string().max(2000, 'Each log message is at most 2000 characters.')).max(100, 'At most 100 logs.'),
});

export const ZEmptyAnswer = z.object({});
