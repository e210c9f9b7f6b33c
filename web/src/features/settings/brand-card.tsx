import { BRAND_MESSAGES } from '@regulars/contracts';
import { Palette } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useBrand } from './brand-api.ts';
import { BrandColorField } from './brand-color-field.tsx';
import { BrandLogoField } from './brand-logo-field.tsx';
import { SettingsGroup } from './settings-group.tsx';

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-100 ${className}`} />;
}

/** The business's colour and logo: the team admin sets them, a team member sees them. */
export function BrandCard({ canEdit }: { canEdit: boolean }) {
  const brand = useBrand();
  return (
    <Card id="brand" className="scroll-mt-6" data-testid="brand-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette className="size-4 text-brand-600" aria-hidden />
          Brand
        </CardTitle>
        <CardDescription>Your colour and logo, on your printed QR signs and at the top of your emails.</CardDescription>
      </CardHeader>
      {brand.isPending ? (
        <div className="space-y-4 px-6 py-5" role="status" aria-label="Loading your brand">
          <Bar className="h-10 w-full" />
          <Bar className="h-16 w-full" />
          <Bar className="h-32 w-full" />
        </div>
      ) : !brand.data ? (
        <div className="flex items-center justify-between gap-4 px-6 py-5">
          <p className="text-sm text-red-600">{BRAND_MESSAGES.loadFailed}</p>
          <Button variant="secondary" size="sm" loading={brand.isFetching} onClick={() => brand.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="divide-y divide-gray-100">
          <SettingsGroup
            title="Brand colour"
            description="The header of your QR signs and the accents of your emails. Text on it turns dark on a light colour, so it always reads well."
          >
            <BrandColorField saved={brand.data.brandColor} canEdit={canEdit} />
          </SettingsGroup>
          <SettingsGroup
            title="Logo"
            description="Shown on your printed QR signs and at the top of your emails. A PNG or JPEG of at most 256 KB; a wide logo on a transparent background looks best."
          >
            <BrandLogoField logo={brand.data.logo} canEdit={canEdit} />
          </SettingsGroup>
        </div>
      )}
    </Card>
  );
}
