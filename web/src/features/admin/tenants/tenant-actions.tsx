import type { TTenantDetail } from '@regulars/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { CreditsForm, SuspensionForm, TierForm, TrialForm } from './tenant-action-forms.tsx';

/** The super admin's actions on the tenant, one tab each; every one is audited. Keyed by tenant so forms start clean. */
export function TenantActions({ tenant }: { tenant: TTenantDetail }) {
  return (
    <section aria-label="Manage tenant" className="rounded-lg border border-gray-200 p-3 sm:p-4">
      <h3 className="text-sm font-semibold text-gray-900">Manage</h3>
      <Tabs defaultValue="credits" className="mt-3">
        <TabsList className="grid w-full grid-cols-4">
          <TabsTrigger value="credits" className="px-1.5">
            Credits
          </TabsTrigger>
          <TabsTrigger value="tier" className="px-1.5">
            Tier
          </TabsTrigger>
          <TabsTrigger value="trial" className="px-1.5">
            Trial
          </TabsTrigger>
          <TabsTrigger value="suspension" className="px-1.5">
            {tenant.suspendedAt ? 'Reactivate' : 'Suspend'}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="credits">
          <CreditsForm tenant={tenant} />
        </TabsContent>
        <TabsContent value="tier">
          <TierForm tenant={tenant} />
        </TabsContent>
        <TabsContent value="trial">
          <TrialForm tenant={tenant} />
        </TabsContent>
        <TabsContent value="suspension">
          <SuspensionForm tenant={tenant} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
