import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { AuthResolver } from './modules/auth/auth.resolver.ts';
import { PasswordsResolver } from './modules/auth/passwords.resolver.ts';
import { DashboardResolver } from './modules/dashboard/dashboard.resolver.ts';
import { IncomeResolver } from './modules/income/income.resolver.ts';
import { InboxResolver } from './modules/inbox/inbox.resolver.ts';
import { LiveResolver } from './modules/live/live.resolver.ts';
import { CustomerResolver, OrderPayloadResolver, OrdersResolver } from './modules/orders/orders.resolver.ts';
import { OrderRiskFlagsResolver } from './modules/orders/risk-flags.resolver.ts';
import { PaymentsResolver } from './modules/payments/payments.resolver.ts';
import { ProductsResolver } from './modules/products/products.resolver.ts';
import { ShareResolver } from './modules/share/share.resolver.ts';
import { TrackingResolver } from './modules/tracking/tracking.resolver.ts';
import { UserFieldsResolver } from './modules/users/user-fields.resolver.ts';
import { UsersResolver } from './modules/users/users.resolver.ts';
import { authChecker } from './policies/auth-checker.ts';

/**
 * The GraphQL schema, built from the resolvers' decorators, once per server: its subscriptions
 * listen to that server's live messages (`pubSub`, live/live-events.ts).
 */
export async function buildAppSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      AuthResolver,
      PasswordsResolver,
      UsersResolver,
      UserFieldsResolver,
      ProductsResolver,
      OrdersResolver,
      OrderPayloadResolver,
      CustomerResolver,
      OrderRiskFlagsResolver,
      IncomeResolver,
      PaymentsResolver,
      DashboardResolver,
      LiveResolver,
      ShareResolver,
      TrackingResolver,
      InboxResolver,
    ],
    authChecker,
    validate: { forbidUnknownValues: false, stopAtFirstError: true },
    pubSub,
  });
}
