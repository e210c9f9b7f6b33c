import type { TQrCode } from '@regulars/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { qrCodes } from '../db/schema/index.ts';
import { AppError } from '../platform/errors.ts';
import { generateQrCode, QR_CODE_NOT_FOUND, toQrCode } from './qr-code-rows.ts';

type TScope = { db: TExecutor; businessId: string; appUrl: string };

/** A business's QR codes, newest first (spec section 7). */
export async function listQrCodes({ db, businessId, appUrl }: TScope): Promise<TQrCode[]> {
  const rows = await db
    .select()
    .from(qrCodes)
    .where(eq(qrCodes.businessId, businessId))
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id));
  return rows.map((row) => toQrCode(row, appUrl));
}

/** Created active with zero scans and sign-ups (spec section 4). */
export async function createQrCode(
  opts: TScope & { input: { locationName?: string | null; customUrl?: string | null } },
): Promise<TQrCode> {
  const { db, businessId, appUrl, input } = opts;
  const [row] = await db
    .insert(qrCodes)
    .values({
      businessId,
      code: generateQrCode(businessId),
      locationName: input.locationName ?? null,
      customUrl: input.customUrl ?? null,
      scanCount: 0,
      signupCount: 0,
      active: true,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Failed to create QR code');
  return toQrCode(row, appUrl);
}

export async function deleteQrCode(opts: Omit<TScope, 'appUrl'> & { id: string }): Promise<void> {
  const deleted = await opts.db
    .delete(qrCodes)
    .where(and(eq(qrCodes.id, opts.id), eq(qrCodes.businessId, opts.businessId)))
    .returning({ id: qrCodes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', QR_CODE_NOT_FOUND);
}
