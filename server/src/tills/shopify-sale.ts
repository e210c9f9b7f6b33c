import type { TShopifyOrder } from '../providers/shopify/index.ts';
import type { TTillSaleFacts } from './settle-till-sale.ts';

/**
 * A Shopify order as a till sale, online or at Shopify POS (the order's retail location; none online). Shopify's
 * subtotal is after discounts and before shipping, tax and tips; its order name (#1001) is the receipt's number.
 */
export function shopifySaleFacts(order: TShopifyOrder): TTillSaleFacts {
  return {
    provider: 'shopify',
    externalId: order.id,
    completed: order.paid,
    currency: order.currency,
    paid: order.total,
    refunded: order.refunded,
    externalLocationId: order.locationId,
    receiptNumber: order.name,
    occurredAt: order.createdAt,
    details: async () => ({
      subtotal: order.subtotal,
      contact: order.customer && {
        email: order.customer.email,
        phone: order.customer.phone,
        firstName: order.customer.firstName,
        lastName: order.customer.lastName,
        marketing: order.customer.marketing,
      },
      lineItems: order.lineItems,
    }),
  };
}
