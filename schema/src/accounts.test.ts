import { describe, expect, it } from 'vitest';
import {
  accountRefusal,
  canPlaceOrders,
  matchesUserFilter,
  nextAccountStep,
  type AccountState,
  type UserFilterName,
} from './accounts.ts';

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
    expect(canPlaceOrders({ role: 'USER', status: 'ACTIVE', isEmailVerified: true, isUserVerified: true })).toBe(true);
    expect(canPlaceOrders({ role: 'USER', status: 'ACTIVE', isEmailVerified: true, isUserVerified: false })).toBe(
      false,
    );
    expect(canPlaceOrders({ role: 'USER', status: 'ACTIVE', isEmailVerified: false, isUserVerified: false })).toBe(
      false,
    );
    expect(canPlaceOrders({ role: 'USER', status: 'UNDER_REVIEW', isEmailVerified: true, isUserVerified: false })).toBe(
      false,
    );
    expect(canPlaceOrders({ role: 'USER', status: 'BLOCKED', isEmailVerified: true, isUserVerified: true })).toBe(
      false,
    );
    expect(canPlaceOrders({ role: 'ADMIN', status: 'ACTIVE', isEmailVerified: true, isUserVerified: true })).toBe(
      false,
    );
  });
});

describe('accountRefusal', () => {
  it('names what holds each demo account back, and nothing for an active, verified one', () => {
    // sita
    expect(accountRefusal({ status: 'ACTIVE', isEmailVerified: true, isUserVerified: true })).toBeNull();
    // hari
    expect(accountRefusal({ status: 'BLOCKED', isEmailVerified: true, isUserVerified: true })).toBe('ACCOUNT_BLOCKED');
    // ram
    expect(accountRefusal({ status: 'UNDER_REVIEW', isEmailVerified: true, isUserVerified: false })).toBe(
      'ACCOUNT_UNDER_REVIEW',
    );
    // gita
    expect(accountRefusal({ status: 'ACTIVE', isEmailVerified: true, isUserVerified: false })).toBe(
      'ACCOUNT_NOT_VERIFIED',
    );
    // new
    expect(accountRefusal({ status: 'ACTIVE', isEmailVerified: false, isUserVerified: false })).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('puts a block first: a blocked account is refused as blocked whatever else it lacks', () => {
    expect(accountRefusal({ status: 'BLOCKED', isEmailVerified: false, isUserVerified: false })).toBe(
      'ACCOUNT_BLOCKED',
    );
  });
});

describe('nextAccountStep', () => {
  it('follows the demo accounts', () => {
    // sita and maya, admin
    expect(nextAccountStep({ status: 'ACTIVE', isEmailVerified: true, isUserVerified: true })).toBeNull();
    // gita
    expect(nextAccountStep({ status: 'ACTIVE', isEmailVerified: true, isUserVerified: false })).toBe('PROFILE_CHECK');
    // new
    expect(nextAccountStep({ status: 'ACTIVE', isEmailVerified: false, isUserVerified: false })).toBe('VERIFY_EMAIL');
    // ram
    expect(nextAccountStep({ status: 'UNDER_REVIEW', isEmailVerified: true, isUserVerified: false })).toBe(
      'UNDER_REVIEW',
    );
    // hari
    expect(nextAccountStep({ status: 'BLOCKED', isEmailVerified: true, isUserVerified: true })).toBe('BLOCKED');
  });

  it('puts a block before everything else, and a review before the checks', () => {
    expect(nextAccountStep({ status: 'BLOCKED', isEmailVerified: false, isUserVerified: false })).toBe('BLOCKED');
    expect(nextAccountStep({ status: 'UNDER_REVIEW', isEmailVerified: false, isUserVerified: false })).toBe(
      'UNDER_REVIEW',
    );
  });
});
