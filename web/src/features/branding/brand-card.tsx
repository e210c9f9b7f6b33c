import { BRAND_MESSAGES } from '@regulars/contracts';
import { BadgeCheck, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { useWorkingBusinessName } from '../../api/auth.ts';
import { useBrand } from '../../api/brand.ts';
import { SettingsGroup } from '../../components/settings-group.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { BrandColorField } from './brand-color-field.tsx';
import { BrandLogoField } from './brand-logo-field.tsx';
import { BrandNameField } from './brand-name-field.tsx';

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-100 ${className}`} />;
}

/** The business's name for customers, colour and logo: the team admin sets them, a team member sees them. */
export function BrandCard({ canEdit }: { canEdit: boolean }) {
  const brand = useBrand();
  // An agency working in a client's business edits the client's brand.
  const companyName = useWorkingBusinessName();
  return (
    <Card id="brand" className="scroll-mt-6" data-testid="brand-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette className="size-4 text-brand-600" aria-hidden />
          Brand
        </CardTitle>
        <CardDescription>
          How customers see you: on your sign-up form and portal, in your emails and texts, on your printed QR signs and
          wallet cards.
        </CardDescription>
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
          <WhiteLabelNote whiteLabel={brand.data.whiteLabel} canEdit={canEdit} />
          <SettingsGroup
            title="Display name"
            description="The name customers see instead of your company name, if they know you by another one."
          >
            <BrandNameField saved={brand.data.displayName} companyName={companyName} canEdit={canEdit} />
          </SettingsGroup>
          <SettingsGroup
            title="Brand colour"
            description="The band of your sign-up form and portal, the header of your QR signs and the accents of your emails. Text on it stays readable whatever you pick."
          >
            <BrandColorField saved={brand.data.brandColor} canEdit={canEdit} />
          </SettingsGroup>
          <SettingsGroup
            title="Logo"
            description="Shown on your sign-up form and portal, your printed QR signs and at the top of your emails. A PNG or JPEG of at most 256 KB; we scale a large one down to 1024 pixels. A wide logo on a transparent background looks best."
          >
            <BrandLogoField logo={brand.data.logo} canEdit={canEdit} />
          </SettingsGroup>
        </div>
      )}
    </Card>
  );
}

/** Whether customers see the platform's small "Powered by Regulars" line: the plan decides (white-label). */
function WhiteLabelNote({ whiteLabel, canEdit }: { whiteLabel: boolean; canEdit: boolean }) {
  return (
    <div className="flex items-start gap-3 px-6 py-4 text-sm" data-testid="white-label-note">
      <BadgeCheck
        className={`mt-0.5 size-4 shrink-0 ${whiteLabel ? 'text-emerald-500' : 'text-gray-400'}`}
        aria-hidden
      />
      {whiteLabel ? (
        <p className="text-gray-700">
          <span className="font-medium text-gray-900">White-label is on.</span> Customers see only your brand: no
          "Powered by Regulars" on your pages, emails or signs.
        </p>
      ) : (
        <p className="text-gray-600">
          Customers see your name and logo, with a small "Powered by Regulars" at the bottom of your pages, emails and
          signs. Plans with white-label leave it out.{' '}
          {canEdit && (
            <Link to="/subscription" className="font-medium text-brand-700 underline underline-offset-2">
              Compare plans
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
