import { CUSTOMER_ID_PREFIX } from '@regulars/contracts';

/** Who a scanned QR code names: the customer's own id (UUID) or the customer ID printed on their card. */
export type TScannedCustomer = { kind: 'id'; id: string } | { kind: 'customerId'; customerId: string };

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;
const CUSTOMER_ID = new RegExp(`\\b${CUSTOMER_ID_PREFIX}\\d+\\b`, 'i');

/** Reads a QR's text (bare, or inside a link such as …/customer/CUS00012); null when it names no customer. */
export function parseScannedCustomer(raw: string): TScannedCustomer | null {
  const text = raw.trim();
  const uuid = UUID.exec(text);
  if (uuid) return { kind: 'id', id: uuid[0].toLowerCase() };
  const customerId = CUSTOMER_ID.exec(text);
  if (customerId) return { kind: 'customerId', customerId: customerId[0].toUpperCase() };
  return null;
}
