import { createPubSub } from '@graphql-yoga/subscription';
import { describe, expect, it } from 'vitest';
import type { RoleDto } from './dto.ts';
import { GatewayClient } from './gateway-client.ts';
import type { GatewayHttp, GatewayRequest } from './http.ts';
import { GatewayLoaders, READS_OF_FIELD } from './loaders.ts';
import { buildAppSchema } from '../schema.ts';

/** The gateway calls `prefetch` starts for these root fields, with a session whose role is hinted. */
function callsOfPrefetch(rootFields: string[], role: RoleDto): string[] {
  const calls: string[] = [];
  // Records each call and never answers: what matters is which calls start at once.
  const http = {
    send: (request: GatewayRequest) => {
      calls.push(`${request.method} ${request.path}`);
      return new Promise(() => undefined);
    },
  } as unknown as GatewayHttp;
  new GatewayLoaders(new GatewayClient(http, 'token'), { get: () => role, set: () => undefined }).prefetch(rootFields);
  return calls.sort();
}

describe('READS_OF_FIELD', () => {
  it('lists every root query field of the schema, and nothing else', async () => {
    const fields = Object.keys((await buildAppSchema(createPubSub())).getQueryType()!.getFields());
    expect(fields.filter((field) => !(field in READS_OF_FIELD))).toEqual([]);
    expect(Object.keys(READS_OF_FIELD).filter((field) => !fields.includes(field))).toEqual([]);
  });

  it("starts the orders screen's list with the session, by the hinted role", () => {
    expect(callsOfPrefetch(['orders', 'orderCounts'], 'admin')).toEqual(['GET /admin/orders', 'GET /user']);
    expect(callsOfPrefetch(['orders', 'orderCounts'], 'user')).toEqual(['GET /order/getMyOrders', 'GET /user']);
  });

  it('starts both lists a payout needs, and the payments for one payment', () => {
    expect(callsOfPrefetch(['nextPayout'], 'user')).toEqual([
      'GET /payment/getPaymentList',
      'GET /user',
      'GET /user/getIncome',
    ]);
    expect(callsOfPrefetch(['payment'], 'admin')).toEqual(['GET /admin/payments', 'GET /user']);
  });

  it('starts only the session for a field that reads it alone or one thing by id', () => {
    expect(callsOfPrefetch(['me', 'inbox', 'order', 'product', 'user'], 'admin')).toEqual(['GET /user']);
  });

  it('starts the products and the users lists of the screens that show them', () => {
    expect(callsOfPrefetch(['products', 'myProducts'], 'user')).toEqual([
      'GET /product',
      'GET /product/getMyProduct',
      'GET /user',
    ]);
    expect(callsOfPrefetch(['users', 'userCounts'], 'admin')).toEqual(['GET /admin/users', 'GET /user']);
  });
});
