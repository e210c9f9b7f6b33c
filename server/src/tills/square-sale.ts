import type { TSquarePayment, TSquareSeller } from '../providers/square/index.ts';
import type { TTillSaleFacts } from './settle-till-sale.ts';

/**
 * A Square payment as a till sale: Square's amount is what the card paid before the tip (the subtotal and its tax),
 * so the subtotal needs the order's tax; the order and the customer are read only for a sale not seen before.
 */
export function squareSaleFacts(seller: TSquareSeller, payment: TSquarePayment): TTillSaleFacts {
  return {
    provider: 'square',
    externalId: payment.id,
    completed: payment.status === 'COMPLETED',
    currency: payment.currency,
    paid: payment.amount + payment.tip,
    refunded: payment.refunded,
    externalLocationId: payment.locationId,
    receiptNumber: payment.receiptNumber,
    occurredAt: payment.createdAt,
    details: async () => {
      const [order, contact] = await Promise.all([
        payment.orderId ? seller.order(payment.orderId) : null,
        payment.customerId ? seller.customer(payment.customerId) : null,
      ]);
      return {
        subtotal: payment.amount - (order?.tax ?? 0),
        contact,
        lineItems: order?.lineItems ?? [],
      };
    },
  };
}
