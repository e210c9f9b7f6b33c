import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_TYPES,
  type TAppMessageKey,
  type TCampaignType,
  type TCreateCampaign,
  ZCreateCampaign,
} from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useCreateCampaign } from '../../../api/campaigns.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { useAppWords } from '../../../lib/app-words.tsx';
import { cn } from '../../../lib/cn.ts';
import { CHECK_ON_SUBMIT } from '../../../lib/form-options.ts';
import { ActionError } from '../action-error.tsx';
import { CAMPAIGN_TYPE_KEYS } from '../campaign-display.ts';
import { campaignCheckIn } from '../campaign-refusals.ts';

const TYPE_CHOICES: Record<TCampaignType, { hint: TAppMessageKey; icon: typeof Mail }> = {
  email: { hint: 'campaigns.create.emailHint', icon: Mail },
  sms: { hint: 'campaigns.create.smsHint', icon: MessageSquare },
};

type Props = {
  /** The type to propose, or null when closed. */
  open: TCampaignType | null;
  onClose: () => void;
};

/** The spec's create dialog: a name and email or SMS; the draft opens in the composer. */
export function CreateCampaignDialog({ open, onClose }: Props) {
  const words = useAppWords();
  const { t } = words;
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const form = useForm<TCreateCampaign, unknown, z.output<typeof ZCreateCampaign>>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(ZCreateCampaign),
    defaultValues: { name: '', type: 'email' },
  });
  const { reset } = form;
  const { reset: resetCreate } = create;
  const type = form.watch('type');
  const errors = form.formState.errors;

  // Each opening starts blank, on the channel of the tab it was opened from.
  useEffect(() => {
    if (open) {
      reset({ name: '', type: open });
      resetCreate();
    }
  }, [open, reset, resetCreate]);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (campaign) => {
        toast.success(t('campaigns.create.created'));
        onClose();
        navigate(`/campaigns/${campaign.id}`);
      },
    }),
  );

  return (
    <Dialog open={open !== null} onOpenChange={(next) => !next && !create.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>{t('campaigns.create')}</DialogTitle>
            <DialogDescription>{t('campaigns.create.description')}</DialogDescription>
          </DialogHeader>
          <DialogBody className="space-y-5">
            <TextField
              id="campaign-name"
              label={t('campaigns.create.name')}
              placeholder={t('campaigns.create.namePlaceholder')}
              maxLength={CAMPAIGN_LIMITS.name}
              autoFocus
              error={campaignCheckIn(words, errors.name?.message)}
              {...form.register('name')}
            />
            <fieldset>
              <legend className="text-sm font-medium text-gray-700">{t('campaigns.create.type')}</legend>
              <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
                {CAMPAIGN_TYPES.map((value) => {
                  const choice = TYPE_CHOICES[value];
                  const Icon = choice.icon;
                  const label = t(CAMPAIGN_TYPE_KEYS[value]);
                  return (
                    <label
                      key={value}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                        type === value
                          ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                          : 'border-gray-200 hover:border-gray-300',
                      )}
                    >
                      <input
                        type="radio"
                        value={value}
                        className="mt-1 accent-brand-600"
                        aria-label={label}
                        {...form.register('type')}
                      />
                      <span className="min-w-0">
                        <span className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
                          <Icon className="size-4 text-gray-500" aria-hidden />
                          {label}
                        </span>
                        <span className="mt-0.5 block text-xs text-gray-500">{t(choice.hint)}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
              {errors.type?.message && (
                <p className="mt-1.5 text-xs text-red-600">{campaignCheckIn(words, errors.type.message)}</p>
              )}
            </fieldset>
            <ActionError error={create.error} />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              {t('campaigns.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('campaigns.create.creating') : t('campaigns.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
