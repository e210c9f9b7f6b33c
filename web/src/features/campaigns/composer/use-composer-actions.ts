import type { TCampaign } from '@regulars/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useBusinessCountry } from '../../../api/business-country.ts';
import { useDeleteCampaign, useSendCampaign, useSendCampaignTest, useUpdateCampaign } from '../../../api/campaigns.ts';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { composerDefaults, sendProblem, type TComposerOutput, type TComposerValues } from './composer-form.ts';
import { composerRefusal } from './composer-refusals.ts';
import { testSentWords } from './composer-words.ts';

export type TComposerDialog = 'test' | 'now' | 'schedule' | 'delete' | null;

/**
 * What the composer's buttons do. Every send, schedule and test saves the draft first, so what goes out is what is on
 * screen; the dialogs only draw. A refusal of a send stays in its dialog (with the way to upgrade at a plan limit).
 */
export function useComposerActions(
  campaign: TCampaign,
  form: UseFormReturn<TComposerValues, unknown, TComposerOutput>,
) {
  const words = useAppWords();
  const country = useBusinessCountry();
  const navigate = useNavigate();
  const update = useUpdateCampaign(campaign.id);
  const send = useSendCampaign(campaign.id);
  const test = useSendCampaignTest(campaign.id);
  const remove = useDeleteCampaign(campaign.id);
  const [dialog, setDialog] = useState<TComposerDialog>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);

  /** The form's values once the contract accepts them; null (errors shown) otherwise. */
  const validated = () =>
    new Promise<TComposerOutput | null>((resolve) => {
      void form.handleSubmit(
        (values) => resolve(values),
        () => resolve(null),
      )();
    });

  /** Saves what is on screen; the form starts again from what the server kept (a sanitised body, trimmed name). */
  const save = async (): Promise<TCampaign | null> => {
    const values = await validated();
    if (!values) return null;
    const saved = await update.mutateAsync(values);
    form.reset(composerDefaults(saved));
    return saved;
  };

  const saveDraft = async () => {
    setProblem(null);
    try {
      if (await save()) toast.success(words.t('composer.toast.saved'));
    } catch (error) {
      toast.error(composerRefusal(words, error));
    }
  };

  /** Opens a send dialog once the form is valid, and (for a real send) once there is something to send. */
  const open = async (next: Exclude<TComposerDialog, null>) => {
    setProblem(null);
    setSendError(null);
    send.reset();
    test.reset();
    if (next !== 'delete') {
      if (!(await validated())) return;
      const missing = next === 'test' ? null : sendProblem(form.getValues(), campaign.type);
      if (missing) {
        setProblem(missing);
        return;
      }
    }
    setDialog(next);
  };

  const sendWith = async (scheduledFor: string | null) => {
    setSendError(null);
    try {
      if (!(await save())) {
        setDialog(null);
        return;
      }
      const answer = await send.mutateAsync({ scheduledFor });
      toast.success(words.t(answer.status === 'scheduled' ? 'composer.toast.scheduled' : 'composer.toast.sending'));
      setDialog(null);
    } catch (error) {
      setSendError(error);
    }
  };

  const sendTest = async (to: string, variant: 'a' | 'b') => {
    setSendError(null);
    try {
      if (!(await save())) {
        setDialog(null);
        return;
      }
      const abTest = form.getValues('abTest');
      await test.mutateAsync({ to, variant });
      toast.success(testSentWords(words, to, abTest ? variant : null, country));
      setDialog(null);
    } catch (error) {
      setSendError(error);
    }
  };

  const deleteDraft = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(words.t('composer.toast.deleted'));
        navigate('/campaigns', { replace: true });
      },
      onError: (error) => {
        toast.error(composerRefusal(words, error));
        setDialog(null);
      },
    });

  return {
    dialog,
    closeDialog: () => setDialog(null),
    open,
    problem,
    sendError,
    saving: update.isPending,
    busy: update.isPending || send.isPending || test.isPending,
    deleting: remove.isPending,
    saveDraft,
    sendNow: () => sendWith(null),
    schedule: (scheduledFor: string) => sendWith(scheduledFor),
    sendTest,
    deleteDraft,
  };
}
