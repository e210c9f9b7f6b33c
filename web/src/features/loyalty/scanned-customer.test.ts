import { describe, expect, it } from 'vitest';
import { parseScannedCustomer } from './scanned-customer.ts';

describe('parseScannedCustomer', () => {
  it('reads a bare customer ID, in any case and with spaces around', () => {
    expect(parseScannedCustomer('CUS00012')).toEqual({ kind: 'customerId', customerId: 'CUS00012' });
    expect(parseScannedCustomer('  cus000002\n')).toEqual({ kind: 'customerId', customerId: 'CUS000002' });
  });

  it("reads the customer's UUID", () => {
    expect(parseScannedCustomer('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toEqual({
      kind: 'id',
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
  });

  it('finds either inside a link', () => {
    expect(parseScannedCustomer('https://example.com/customer/CUS00012?x=1')).toEqual({
      kind: 'customerId',
      customerId: 'CUS00012',
    });
    expect(parseScannedCustomer('https://example.com/c/3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toEqual({
      kind: 'id',
      id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
  });

  it('ignores codes that name no customer', () => {
    expect(parseScannedCustomer('')).toBeNull();
    expect(parseScannedCustomer('SAVE-7K2M9Q')).toBeNull();
    expect(parseScannedCustomer('CUSTOMER')).toBeNull();
    expect(parseScannedCustomer('XCUS0001')).toBeNull();
    expect(parseScannedCustomer('https://example.com/signup-form/abc')).toBeNull();
  });
});
