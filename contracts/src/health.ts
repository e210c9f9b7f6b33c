import { z } from 'zod';

export const ZHealth = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });
