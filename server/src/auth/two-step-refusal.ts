import { TWO_STEP_MESSAGES } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';

/** better-auth's two-factor refusals, said in our words with our codes; anything else is a failure of ours. */
const REFUSALS: Record<string, () => AppError> = {
  INVALID_CODE: () => new AppError('INVALID_CREDENTIALS', TWO_STEP_MESSAGES.codeInvalid),
  INVALID_BACKUP_CODE: () => new AppError('INVALID_CREDENTIALS', TWO_STEP_MESSAGES.recoveryInvalid),
  INVALID_TWO_FACTOR_COOKIE: () => new AppError('INVALID_TOKEN', TWO_STEP_MESSAGES.expired),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: () => new AppError('RATE_LIMITED', TWO_STEP_MESSAGES.tooManyCodes),
  ACCOUNT_TEMPORARILY_LOCKED: () => new AppError('RATE_LIMITED', TWO_STEP_MESSAGES.locked),
  INVALID_PASSWORD: () => new AppError('VALIDATION', TWO_STEP_MESSAGES.passwordWrong),
  TOTP_ALREADY_ENABLED: () => new AppError('CONFLICT', TWO_STEP_MESSAGES.alreadyOn),
  TOTP_NOT_ENABLED: () => new AppError('CONFLICT', TWO_STEP_MESSAGES.notStarted),
  TWO_FACTOR_NOT_ENABLED: () => new AppError('CONFLICT', TWO_STEP_MESSAGES.notOn),
  BACKUP_CODES_NOT_ENABLED: () => new AppError('CONFLICT', TWO_STEP_MESSAGES.notOn),
};

/** The JSON answer of a better-auth call made with `asResponse`, or the refusal it stands for. */
export async function twoStepAnswer<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as { code?: string } | null;
  if (res.ok) return body as T;
  const refusal = body?.code ? REFUSALS[body.code] : undefined;
  throw refusal ? refusal() : new AppError('INTERNAL', 'Two-step sign-in failed');
}
