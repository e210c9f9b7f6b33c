import { zodResolver } from '@hookform/resolvers/zod';
import { type TUpdateDisplayName, ZUpdateDisplayName } from '@regulars/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveDisplayName } from '../../api/brand.ts';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { toast } from '../../components/ui/toaster.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { IN_OUR_WORDS } from '../../lib/form-message.ts';
import { brandFieldMessage, brandRefusal } from './brand-refusals.ts';

type TNameForm = { displayName: string | null };
type TSavedName = { displayName: string | null };

/**
 * The name customers see instead of the company name (optional): on the sign-up form, the portal, emails and texts,
 * signs and wallet passes. Empty brings the company name back.
 */
export function BrandNameField({
  saved,
  companyName,
  canEdit,
}: {
  saved: string | null;
  /** What customers see while no display name is set. */
  companyName: string;
  canEdit: boolean;
}) {
  const words = useAppWords();
  const { t } = words;
  const save = useSaveDisplayName();
  const form = useForm<TNameForm, unknown, TSavedName>({
    resolver: zodResolver(ZUpdateDisplayName, IN_OUR_WORDS),
    defaultValues: { displayName: saved ?? '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isDirty } = form.formState;

  // Saved elsewhere (another tab, the team admin): an untouched field follows.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ displayName: saved ?? '' });
  }, [saved, form]);

  const send = (body: TUpdateDisplayName) =>
    save.mutate(body, {
      onSuccess: (brand) => {
        form.reset({ displayName: brand.displayName ?? '' });
        toast.success(brand.displayName ? t('settings.brand.nameSaved') : t('settings.brand.nameCleared'));
      },
      onError: (error) => {
        // The server's English: shown in the user's words with the field's own checks.
        form.setError('displayName', { message: errorMessage(error) });
        toast.error(t('settings.brand.nameFailed'), { description: brandRefusal(words, error) });
      },
    });

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-label={t('settings.brand.name')} className="space-y-4">
      <fieldset disabled={!canEdit}>
        <TextField
          id="brand-display-name"
          label={t('settings.brand.name')}
          placeholder={companyName}
          autoComplete="organization"
          hint={t('settings.brand.nameHint', { companyName })}
          error={brandFieldMessage(words, errors.displayName?.message)}
          {...form.register('displayName')}
        />
      </fieldset>
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {save.isPending ? t('settings.saving') : t('settings.brand.saveName')}
          </Button>
        </div>
      )}
    </form>
  );
}
