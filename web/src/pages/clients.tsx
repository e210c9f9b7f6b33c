import { ClientsScreen } from '../features/agency/index.ts';

/** /clients: an agency's overview of the businesses it runs for clients (issue 32). */
export function ClientsPage() {
  return <ClientsScreen />;
}
