import { AuditLogScreen } from '../../features/admin/index.ts';

export function AdminAuditPage() {
  return <AuditLogScreen />;
}
