import type { TEmailDesign } from '@regulars/contracts';
import type { TDb } from '../db/client.ts';
import { emailBodyOf } from './email-body-of.ts';

/** The HTML a design would be saved as, for the editor's preview: the business's own logo, nothing stored. */
export async function previewEmailDesign(opts: {
  db: TDb;
  appUrl: string;
  businessId: string;
  design: TEmailDesign;
}): Promise<string> {
  return (await emailBodyOf({ ...opts, body: '' })).body;
}
