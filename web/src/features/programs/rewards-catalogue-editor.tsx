import { PROGRAM_LIMITS } from '@regulars/contracts';
import { Gift, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { ProgramFieldGroup } from './program-field-group.tsx';
import { newRewardRow, type TProgramDraft, type TRewardDraft } from './program-form.ts';

type Props = { draft: TProgramDraft; errors: Record<string, string>; onChange: (draft: TProgramDraft) => void };

const L = PROGRAM_LIMITS;
const columns = 'grid grid-cols-[7rem_minmax(0,1fr)_2.5rem] gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_2.5rem]';

/**
 * The points catalogue: rewards at different point costs, e.g. 100 → Free coffee, 250 → Lunch. None listed
 * means one reward at the minimum redemption, which is also the least any listed reward may cost.
 */
export function RewardsCatalogueEditor({ draft, errors, onChange }: Props) {
  const { t } = useAppWords();
  const rewards = draft.rewards;
  const minimum = String(draft.values.minimumRedemption ?? '').trim() || '…';
  const setRewards = (next: TRewardDraft[]) => onChange({ ...draft, rewards: next });
  const setReward = (index: number, key: keyof TRewardDraft, value: string) =>
    setRewards(rewards.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  const add = () => setRewards([...rewards, newRewardRow(rewards, draft.values.minimumRedemption)]);
  const full = rewards.length >= L.rewards.max;
  // While a list rule fails, the rows that break it are marked too.
  const listError = errors.rewards;
  const listErrorId = 'program-rewards-error';
  const minimumCost = Number(draft.values.minimumRedemption);
  const sameName = (name: string) => name.trim().toLowerCase();
  const tooCheap = (r: TRewardDraft) => !!listError && r.points.trim() !== '' && Number(r.points) < minimumCost;
  const nameTaken = (r: TRewardDraft) =>
    !!listError && sameName(r.name) !== '' && rewards.filter((x) => sameName(x.name) === sameName(r.name)).length > 1;

  return (
    <ProgramFieldGroup
      icon={Gift}
      title={t('programs.rewards.title')}
      description={t('programs.rewards.intro', { minimum, max: L.rewards.max })}
      aside={
        rewards.length > 0 && (
          <span className="shrink-0 pt-1 text-xs font-medium text-gray-500">
            {t('programs.rewards.count', { count: rewards.length, max: L.rewards.max })}
          </span>
        )
      }
    >
      {rewards.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50/60 px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-600">{t('programs.rewards.empty', { minimum })}</p>
          <Button variant="secondary" size="sm" onClick={add}>
            <Plus className="size-4" aria-hidden />
            {t('programs.rewards.add')}
          </Button>
        </div>
      ) : (
        <>
          <div className="space-y-2">
            <div className={`${columns} text-xs font-medium text-gray-500`} aria-hidden>
              <span>{t('programs.rewards.pointsCost')}</span>
              <span>{t('programs.label.reward')}</span>
            </div>
            {rewards.map((reward, index) => {
              const n = index + 1;
              const pointsError = errors[`rewards.${index}.points`];
              const nameError = errors[`rewards.${index}.name`];
              const errorId = `program-reward-${index}-error`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their position
                <div key={index}>
                  <div className={`${columns} items-center`}>
                    <div className="relative">
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={L.rewardPoints.min}
                        max={L.rewardPoints.max}
                        aria-label={t('programs.rewards.pointsOf', { n })}
                        className="pr-10"
                        value={reward.points}
                        aria-invalid={pointsError || tooCheap(reward) ? true : undefined}
                        aria-describedby={pointsError ? errorId : tooCheap(reward) ? listErrorId : undefined}
                        onChange={(event) => setReward(index, 'points', event.target.value)}
                      />
                      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-gray-500">
                        {t('programs.rewards.pts')}
                      </span>
                    </div>
                    <Input
                      aria-label={t('programs.rewards.nameOf', { n })}
                      placeholder={t(
                        index === 0 ? 'programs.rewards.firstPlaceholder' : 'programs.rewards.nextPlaceholder',
                      )}
                      maxLength={100}
                      value={reward.name}
                      aria-invalid={nameError || nameTaken(reward) ? true : undefined}
                      aria-describedby={nameError ? errorId : nameTaken(reward) ? listErrorId : undefined}
                      onChange={(event) => setReward(index, 'name', event.target.value)}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('programs.rewards.removeReward', { n })}
                      onClick={() => setRewards(rewards.filter((_, i) => i !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                  {(pointsError || nameError) && (
                    <p id={errorId} data-field-error className="mt-1 text-xs font-medium text-red-600">
                      {[pointsError, nameError].filter(Boolean).join('. ')}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {/* The list's own rules (names apart, nothing below the minimum), right under its rows. */}
          {listError && (
            <p id={listErrorId} data-field-error className="mt-2 text-xs font-medium text-red-600">
              {listError}
            </p>
          )}
          <Button variant="secondary" size="sm" className="mt-3" disabled={full} onClick={add}>
            <Plus className="size-4" aria-hidden />
            {t('programs.rewards.add')}
          </Button>
        </>
      )}
    </ProgramFieldGroup>
  );
}
