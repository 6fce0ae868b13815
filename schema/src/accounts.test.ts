import { describe, expect, it } from 'vitest';
import { canPlaceOrders, matchesUserFilter, type AccountState, type UserFilterName } from './accounts.ts';

const FILTERS: UserFilterName[] = ['ALL', 'VERIFIED', 'UNDER_REVIEW', 'NOT_VERIFIED', 'BLOCKED'];
const tabsOf = (account: AccountState) => FILTERS.filter((filter) => matchesUserFilter(filter, account));

describe('matchesUserFilter', () => {
  it('puts each kind of account in the tabs the users list shows it under', () => {
    expect(tabsOf({ status: 'ACTIVE', isUserVerified: true })).toEqual(['ALL', 'VERIFIED']);
    expect(tabsOf({ status: 'ACTIVE', isUserVerified: false })).toEqual(['ALL', 'NOT_VERIFIED']);
    expect(tabsOf({ status: 'UNDER_REVIEW', isUserVerified: false })).toEqual(['ALL', 'UNDER_REVIEW']);
    expect(tabsOf({ status: 'BLOCKED', isUserVerified: false })).toEqual(['ALL', 'BLOCKED']);
    expect(tabsOf({ status: 'BLOCKED', isUserVerified: true })).toEqual(['ALL', 'VERIFIED', 'BLOCKED']);
  });
});

describe('canPlaceOrders', () => {
  it('lets only active, verified marketers place orders', () => {
    expect(canPlaceOrders({ role: 'USER', status: 'ACTIVE', isUserVerified: true })).toBe(true);
    expect(canPlaceOrders({ role: 'USER', status: 'ACTIVE', isUserVerified: false })).toBe(false);
    expect(canPlaceOrders({ role: 'USER', status: 'UNDER_REVIEW', isUserVerified: false })).toBe(false);
    expect(canPlaceOrders({ role: 'USER', status: 'BLOCKED', isUserVerified: true })).toBe(false);
    expect(canPlaceOrders({ role: 'ADMIN', status: 'ACTIVE', isUserVerified: true })).toBe(false);
  });
});
