/** The form's problems with the design, by block and field, and the first one for the editor's red box. */
export type TDesignErrors = { design: string | null; blocks: Partial<Record<string, string>>[] };

type TNested = { message?: unknown; [key: string]: unknown } | undefined;

/** react-hook-form's nested errors of `design` (design.blocks.2.href…) as plain messages. */
export function designErrors(errors: TNested): TDesignErrors {
  const blocks: Partial<Record<string, string>>[] = [];
  const blockErrors = (errors?.blocks ?? undefined) as TNested;
  for (const [key, value] of Object.entries(blockErrors ?? {})) {
    if (!/^\d+$/.test(key) || typeof value !== 'object' || value === null) continue;
    const fields: Partial<Record<string, string>> = {};
    for (const [field, error] of Object.entries(value as Record<string, TNested>)) {
      if (typeof error?.message === 'string') fields[field] = error.message;
    }
    blocks[Number(key)] = fields;
  }
  const own = [errors?.message, blockErrors?.message, (errors?.color as TNested)?.message];
  return { design: (own.find((m) => typeof m === 'string' && m !== '') as string | undefined) ?? null, blocks };
}

/** The first message of all, in the email's order: the design's own, then block by block. */
export function firstDesignProblem(errors: TDesignErrors): string | null {
  if (errors.design) return errors.design;
  for (const block of errors.blocks) {
    const message = block && Object.values(block).find(Boolean);
    if (message) return message;
  }
  return null;
}
