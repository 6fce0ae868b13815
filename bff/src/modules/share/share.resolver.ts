import { nepaliPhone } from '@bikri/schema/phone';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../context.ts';
import { badInput } from '../../errors.ts';
import { publicMediaLink } from '../../media/media-links.ts';
import { storedPhone } from '../../policies/validators.ts';
import { SHARE_TTL_MS } from '../../stores/shared-products.ts';
import { commissionFor } from '../orders/orders.service.ts';
import { toProduct } from '../products/products.service.ts';
import { assertMayAct } from '../users/users.service.ts';
import { ShareLanguage, ShareLink, ShareProductInput } from './share.type.ts';
import { KeptOutcome } from '../keyed-write.ts';

@Resolver()
export class ShareResolver {
  @Authorized()
  @KeptOutcome()
  @Mutation(() => ShareLink, {
    description:
      'A link to a public page of an available product for customers (`/p/<id>`): photos, name, description, the price, the sharer’s name and phone, with buttons to order by WhatsApp or a call, and a preview for WhatsApp and Facebook. Sharing the same product again refreshes the page under the same link. Active, verified marketers only; blocking a marketer takes their pages down until they are unblocked.',
  })
  async shareProduct(
    @Arg('input', () => ShareProductInput) input: ShareProductInput,
    @Ctx() ctx: Context,
  ): Promise<ShareLink> {
    const viewer = await ctx.viewer();
    assertMayAct(viewer);
    const dto = await ctx.loaders.products.load(input.productId);
    if (dto.status !== 'available') throw badInput('productId', 'is out of stock', { rule: 'OUT_OF_STOCK' });
    const product = toProduct(dto);
    const price = input.price ?? product.price;
    // The price rule of orders: the sharer's commission may not go below zero.
    commissionFor(product.price, product.commissionRate, viewer.commissionRate ?? 0, price);
    const phone = input.phone ? storedPhone('phone', input.phone) : nepaliPhone(viewer.phone ?? '');
    if (!phone) throw badInput('phone', 'is required: customers need a number to order on', { rule: 'REQUIRED' });
    const shared = await ctx.shares.share({
      productId: product.id,
      sharerId: viewer._id,
      sharerName: viewer.name,
      phone,
      name: product.name,
      description: product.description,
      images: product.images.map((url) => publicMediaLink(ctx.config.mediaUrlSecret, url)),
      price,
      language: input.language ?? ShareLanguage.EN,
      sharedAt: new Date().toISOString(),
    });
    return {
      id: shared.id,
      url: `${ctx.origin}/p/${shared.id}`,
      price,
      phone,
      expiresAt: new Date(Date.parse(shared.sharedAt) + SHARE_TTL_MS),
    };
  }
}
