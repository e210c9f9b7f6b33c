import { PortalDataScreen } from '../../features/portal/index.ts';

export function CustomerMyDataPage() {
  return <PortalDataScreen />;
}
