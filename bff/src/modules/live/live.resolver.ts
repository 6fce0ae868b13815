import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { Context } from '../../context.ts';
import { LIVE_TOPIC, mayReceive, type LiveMessage } from '../../live/live-events.ts';
import { orderScope, orderStatusOf, toOrder } from '../orders/orders.service.ts';
import { PaymentStatus } from '../payments/payment.type.ts';
import { toPayment } from '../payments/payments.service.ts';
import { toProduct } from '../products/products.service.ts';
import { UserStatus } from '../users/user.type.ts';
import { toUser } from '../users/users.service.ts';
import { CUSTOMER_CONFIRMATION_OF } from '../tracking/tracking.service.ts';
import {
  AccountChange,
  AccountEvent,
  CustomerAnswerEvent,
  LiveEvent,
  OrderChange,
  OrderEvent,
  PaymentChange,
  PaymentEvent,
  ProductChange,
  ProductEvent,
} from './live.type.ts';

/**
 * Live updates over WebSocket (graphql-ws, live/live-socket.ts): the changes the BFF's own
 * mutations publish, filtered per subscriber (live/live-events.ts `mayReceive`) before they
 * are resolved. Each message is resolved with the subscriber's viewer, so viewer-dependent
 * fields (`Order.canEdit`, `Product.inMyList`) are theirs.
 */
@Resolver()
export class LiveResolver {
  @Authorized()
  @Subscription(() => LiveEvent, {
    description:
      'Changes to orders, payment requests, accounts and products as they happen: an admin receives all of them; a marketer their own orders, payment requests and account, and the catalogue. Over WebSocket only (graphql-ws, same path and session cookie as HTTP).',
    topics: LIVE_TOPIC,
    filter: async ({ payload, context }: { payload: LiveMessage; context: Context }) =>
      mayReceive(await context.viewer(), context.tabId, payload),
  })
  async live(@Root() message: LiveMessage, @Ctx() ctx: Context): Promise<typeof LiveEvent> {
    // The loaders live as long as the account's sockets (live/account-sockets.ts): what they read
    // for an earlier message is forgotten, once for all of them, so fields loaded on demand are as
    // fresh as the message and read once for the account.
    ctx.loaders.forgetFor(message, 'users', 'products', 'orders', 'payments', 'income', 'myProducts');
    switch (message.type) {
      case 'order': {
        const event = new OrderEvent();
        return Object.assign(event, {
          orderChange: message.change as OrderChange,
          order: toOrder(message.order, await orderScope(ctx)),
          previousOrderStatus: message.previousStatus ? orderStatusOf({ status: message.previousStatus }) : null,
        } satisfies Partial<OrderEvent>);
      }
      case 'payment': {
        const event = new PaymentEvent();
        return Object.assign(event, {
          paymentChange: message.change as PaymentChange,
          payment: toPayment(message.payment, await orderScope(ctx)),
          previousPaymentStatus: message.previousStatus ? PaymentStatus.PENDING : null,
        } satisfies Partial<PaymentEvent>);
      }
      case 'user': {
        const event = new AccountEvent();
        return Object.assign(event, {
          accountChange: message.change as AccountChange,
          user: toUser(message.user),
          previousUserStatus: message.previous.status as UserStatus,
          wasUserVerified: message.previous.isUserVerified,
        } satisfies Partial<AccountEvent>);
      }
      case 'product': {
        const event = new ProductEvent();
        return Object.assign(event, {
          productChange: message.change as ProductChange,
          productId: message.productId,
          product: message.product ? toProduct(message.product) : null,
        } satisfies Partial<ProductEvent>);
      }
      case 'customerAnswer': {
        const event = new CustomerAnswerEvent();
        return Object.assign(event, {
          orderId: message.orderId,
          customerConfirmation: CUSTOMER_CONFIRMATION_OF[message.answer],
          customerAnsweredAt: message.at,
        } satisfies CustomerAnswerEvent);
      }
    }
  }
}
