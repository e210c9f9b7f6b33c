import type { TManagerApproval } from '@regulars/contracts';
import { createContext, useContext } from 'react';
import { ApiError } from '../../api/client.ts';

/** A refused action the business reserves for managers, and how to send it again with a manager's PIN. */
export type TApprovalRequest = {
  reason: string;
  /** Sends the action again with the approval; rejects with the server's refusal (a wrong PIN) to show. */
  approve: (approval: TManagerApproval) => Promise<unknown>;
};

/** Opens the counter's manager approval dialog; null outside the counter (the refusal is shown as it is). */
export const ManagerApprovalContext = createContext<((request: TApprovalRequest) => void) | null>(null);

export function useAskManager() {
  return useContext(ManagerApprovalContext);
}

export function isApprovalRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'APPROVAL_REQUIRED';
}
