import { Arg, Ctx, Extensions, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.ts';
import { DateTime } from '../../transport/date-time.ts';
import { CustomerConfirmation, Order } from '../orders/order.type.ts';
import { ShareLanguage } from '../share/share.type.ts';
import {
  CUSTOMER_CONFIRMATION_OF,
  customerAnswer,
  trackingAsks,
  trackingMessage,
  trackingUrl,
} from './tracking.service.ts';

/**
 * What a tracking field costs per order in a request's cost (policies/request-cost.ts): reading
 * the order's link, made on first read, takes the store once per order, where a list row takes
 * nothing (decision 023).
 */
const TRACKING_COST = 10;
const COSTS = ` Costs ${TRACKING_COST} per order in a request's cost (a list row costs 1; at most 1,000 per request).`;

/** What an order's owner and the admins see of its tracking page and its customer's answer. */
@Resolver(() => Order)
export class TrackingResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The order's public tracking page for its customer (`/t/<id>`): the product, quantity, total to pay, the marketer's name and phone and the order's timeline, with the question to confirm; no address. Made when first asked for; it stops answering 60 days after the order closed (DELIVERED, RETURNED or CANCELLED), then null, as while the store of links is away." +
      COSTS,
  })
  @Extensions({ cost: TRACKING_COST })
  trackingUrl(@Root() order: Order, @Ctx() ctx: Context): Promise<string | null> {
    ctx.spent.add(TRACKING_COST);
    return trackingUrl(ctx, order);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'What the marketer sends the customer with the tracking link (on WhatsApp), in the language chosen, the link opening in it: asking them to confirm while the page asks it (`trackingAsks`), else to follow the order; null when `trackingUrl` is.' +
      COSTS,
  })
  @Extensions({ cost: TRACKING_COST })
  trackingMessage(
    @Root() order: Order,
    @Arg('language', () => ShareLanguage, { description: "The customer's language." }) language: ShareLanguage,
    @Ctx() ctx: Context,
  ): Promise<string | null> {
    ctx.spent.add(TRACKING_COST);
    return trackingMessage(ctx, order, language === ShareLanguage.NE ? 'ne' : 'en');
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the tracking page asks the customer to confirm now: while the order is CONFIRMED and they have not answered; false when `trackingUrl` is null, and on a server that takes no answers (no `GATEWAY_SERVICE_TOKEN` to check them at the gateway with).' +
      COSTS,
  })
  @Extensions({ cost: TRACKING_COST })
  trackingAsks(@Root() order: Order, @Ctx() ctx: Context): Promise<boolean> {
    ctx.spent.add(TRACKING_COST);
    return trackingAsks(ctx, order);
  }

  @FieldResolver(() => CustomerConfirmation, {
    description: "The customer's answer on the tracking page: NOT_ASKED until they give one.",
  })
  async customerConfirmation(@Root() order: Order, @Ctx() ctx: Context): Promise<CustomerConfirmation> {
    const answer = await customerAnswer(ctx, order.id);
    return answer ? CUSTOMER_CONFIRMATION_OF[answer.answer] : CustomerConfirmation.NOT_ASKED;
  }

  @FieldResolver(() => DateTime, { nullable: true, description: 'When the customer answered; null until then.' })
  async customerAnsweredAt(@Root() order: Order, @Ctx() ctx: Context): Promise<string | null> {
    return (await customerAnswer(ctx, order.id))?.at ?? null;
  }
}
