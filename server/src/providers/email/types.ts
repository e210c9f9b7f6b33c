export type TEmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The business the message is sent for; absent for platform mail (password reset, tests). */
  businessId?: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
};

export type TEmailProvider = {
  readonly name: string;
  /** `provider` names who took the message when it was not this provider itself (a business's own account). */
  send(message: TEmailMessage): Promise<{ messageId: string; provider?: string }>;
};
