import type { TCounterStaffMember } from '@regulars/contracts';
import { describe, expect, it } from 'vitest';
import { counterOnlyCount, nobodyHasPin, staffActions, staffKey } from './staff-actions.ts';

const owner: TCounterStaffMember = {
  id: null,
  userId: 'user-1',
  name: 'Ola Owner',
  email: 'ola@example.test',
  kind: 'team',
  isManager: false,
  hasPin: false,
};
const ownerWithPin = { ...owner, id: '7d0c6f0e-8f3a-4c3e-9a51-0d6f1e2b3c4d', hasPin: true };
const kim: TCounterStaffMember = {
  id: '1b8e5b9a-2c4d-4e6f-8a0b-1c2d3e4f5a6b',
  userId: null,
  name: 'Kim',
  email: null,
  kind: 'counter',
  isManager: true,
  hasPin: true,
};

describe('staffActions', () => {
  it('offers a team member without a PIN only a new one', () => {
    expect(staffActions(owner)).toEqual(['setPin']);
    // Their PIN was removed earlier: the row stays, without a PIN.
    expect(staffActions({ ...owner, id: ownerWithPin.id })).toEqual(['setPin']);
  });

  it('lets a team member with a PIN change it, be a manager or lose the PIN', () => {
    expect(staffActions(ownerWithPin)).toEqual(['changePin', 'manager', 'removePin']);
  });

  it('removes counter-only staff outright', () => {
    expect(staffActions(kim)).toEqual(['changePin', 'manager', 'remove']);
  });
});

describe('the staff list', () => {
  it('keys a team member by their account until they have a staff id', () => {
    expect(staffKey(owner)).toBe('user:user-1');
    expect(staffKey(kim)).toBe(kim.id);
  });

  it('counts counter-only staff against their own limit, not the team', () => {
    expect(counterOnlyCount([owner, kim, { ...kim, id: 'other' }])).toBe(2);
  });

  it('knows when nobody can sign in at a counter yet', () => {
    expect(nobodyHasPin([owner])).toBe(true);
    expect(nobodyHasPin([owner, kim])).toBe(false);
  });
});
