import { BadgeCheck, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkingBusinessName } from '../../api/auth.ts';
import { useBrand } from '../../api/brand.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAppWords } from '../../lib/app-words.tsx';
import { BrandColorField } from './brand-color-field.tsx';
import { BrandLogoField } from './brand-logo-field.tsx';
import { BrandNameField } from './brand-name-field.tsx';

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-100 ${className}`} />;
}

/** The business's name for customers, colour and logo: the team admin sets them, a team member sees them. */
export function BrandCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useAppWords();
  const brand = useBrand();
  // An agency working in a client's business edits the client's brand.
  const companyName = useWorkingBusinessName();
  return (
    <Card id="brand" className="scroll-mt-6" data-testid="brand-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette className="size-4 text-brand-600" aria-hidden />
          {t('settings.brand.title')}
        </CardTitle>
        <CardDescription>{t('settings.brand.description')}</CardDescription>
      </CardHeader>
      {brand.isPending ? (
        <div className="space-y-4 px-6 py-5" role="status" aria-label={t('settings.brand.loading')}>
          <Bar className="h-10 w-full" />
          <Bar className="h-16 w-full" />
          <Bar className="h-32 w-full" />
        </div>
      ) : !brand.data ? (
        <div className="flex items-center justify-between gap-4 px-6 py-5">
          <p className="text-sm text-red-600">{t('settings.brand.loadFailed')}</p>
          <Button variant="secondary" size="sm" loading={brand.isFetching} onClick={() => brand.refetch()}>
            {t('settings.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="divide-y divide-gray-100">
          <WhiteLabelNote whiteLabel={brand.data.whiteLabel} canEdit={canEdit} />
          <SettingsGroup title={t('settings.brand.nameTitle')} description={t('settings.brand.nameDescription')}>
            <BrandNameField saved={brand.data.displayName} companyName={companyName} canEdit={canEdit} />
          </SettingsGroup>
          <SettingsGroup title={t('settings.brand.colorTitle')} description={t('settings.brand.colorDescription')}>
            <BrandColorField saved={brand.data.brandColor} canEdit={canEdit} />
          </SettingsGroup>
          <SettingsGroup title={t('settings.brand.logoTitle')} description={t('settings.brand.logoDescription')}>
            <BrandLogoField logo={brand.data.logo} canEdit={canEdit} />
          </SettingsGroup>
        </div>
      )}
    </Card>
  );
}

/** Whether customers see the platform's small "Powered by Regulars" line: the plan decides (white-label). */
function WhiteLabelNote({ whiteLabel, canEdit }: { whiteLabel: boolean; canEdit: boolean }) {
  const { t } = useAppWords();
  return (
    <div className="flex items-start gap-3 px-6 py-4 text-sm" data-testid="white-label-note">
      <BadgeCheck
        className={`mt-0.5 size-4 shrink-0 ${whiteLabel ? 'text-emerald-500' : 'text-gray-400'}`}
        aria-hidden
      />
      {whiteLabel ? (
        <p className="text-gray-700">
          <span className="font-medium text-gray-900">{t('settings.brand.whiteLabelOn')}</span>{' '}
          {t('settings.brand.whiteLabelOnText')}
        </p>
      ) : (
        <p className="text-gray-600">
          {t('settings.brand.whiteLabelOff')}{' '}
          {canEdit && (
            <Link to="/subscription" className="font-medium text-brand-700 underline underline-offset-2">
              {t('settings.brand.comparePlans')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
