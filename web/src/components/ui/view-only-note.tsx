import { Lock } from 'lucide-react';

/**
 * What a team member sees above a screen they may look at but not change: only the team admin can. In the screen's
 * words: `lead` ('View only.') and `text` ('Only your team admin can change these settings; ask them…').
 */
export function ViewOnlyNote({ lead, text, testId }: { lead: string; text: string; testId?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <Lock className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p>
        <span className="font-medium">{lead}</span> {text}
      </p>
    </div>
  );
}
