import { type TV1Program, V1_MESSAGES } from '@regulars/contracts';
import type { TExecutor } from '../db/client.ts';
import { AppError } from '../platform/errors.ts';
import { isUuid } from '../platform/uuid-param.ts';
import { listV1Programs } from './list-v1-programs.ts';

/** One program of the business; a malformed or another business's id is NOT_FOUND like an unknown one. */
export async function getV1Program({
  db,
  businessId,
  id,
}: {
  db: TExecutor;
  businessId: string;
  id: string;
}): Promise<TV1Program> {
  const [program] = isUuid(id) ? await listV1Programs({ db, businessId, id }) : [];
  if (!program) throw new AppError('NOT_FOUND', V1_MESSAGES.programNotFound);
  return program;
}
