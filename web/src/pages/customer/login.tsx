import { PortalWayIn } from '../../features/portal/index.ts';

/**
 * The portal's way in: the browser's language on the platform's address, a business's brand and language on its own
 * domain (features/portal/portal-way-in.tsx).
 */
export function CustomerLoginPage() {
  return <PortalWayIn />;
}
