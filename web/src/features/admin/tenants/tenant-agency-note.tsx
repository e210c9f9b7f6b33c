import type { TTenant } from '@regulars/contracts';

/** Agencies with their clients (issue 32): under a tenant's name, whose client it is or how many clients it runs. */
export function TenantAgencyNote({ tenant }: { tenant: TTenant }) {
  if (tenant.agencyName) {
    return <span className="block text-xs font-normal text-gray-500">Client of {tenant.agencyName}</span>;
  }
  if (!tenant.clientCount) return null;
  return (
    <span className="block text-xs font-normal text-gray-500">
      Agency · {tenant.clientCount} {tenant.clientCount === 1 ? 'client' : 'clients'}
    </span>
  );
}
