import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from './modules/auth/auth.resolver.ts';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver.ts';
import { IncomeResolver } from './modules/income/income.resolver.ts';
import { OrderPayloadResolver, OrdersResolver } from './modules/orders/orders.resolver.ts';
import { PaymentsResolver } from './modules/payments/payments.resolver.ts';
import { ProductsResolver } from './modules/products/products.resolver.ts';
import { UsersResolver } from './modules/users/users.resolver.ts';
import { authChecker } from './shared/auth-checker.ts';
import { resolveLazyFields } from './shared/lazy.ts';

let schema: Promise<GraphQLSchema> | undefined;

/** The GraphQL schema, built once from the resolvers' decorators. */
export function getSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: [AuthResolver, UsersResolver, ProductsResolver, OrdersResolver, OrderPayloadResolver, IncomeResolver, PaymentsResolver, DashboardResolver],
    authChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
  }).then((built) => {
    resolveLazyFields(built);
    return built;
  });
  return schema;
}
