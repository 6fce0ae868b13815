import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.ts';
import { announce } from '../../live/announce.ts';
import { publicMediaLink } from '../../media/media-links.ts';
import { noteStock } from '../share/share.service.ts';
import { Role } from '../users/user.type.ts';
import { assertMayAct } from '../users/users.service.ts';
import { AddProductInput, EditProductInput } from './product.input.ts';
import { DeleteProductPayload, Product, ProductPayload, ProductStatus, type ProductPart } from './product.type.ts';
import { addProduct, imageParts, productField, productFields, toProduct } from './products.service.ts';
import { KeptOutcome } from '../keyed-write.ts';

@Resolver(() => Product)
export class ProductsResolver {
  @Authorized()
  @Query(() => [Product], { description: 'The whole catalogue, available and out of stock.' })
  async products(@Ctx() ctx: Context): Promise<Product[]> {
    return (await ctx.loaders.allProducts()).map(toProduct);
  }

  @Authorized()
  @Query(() => [Product], { description: "The signed-in marketer's product list (empty for admins)." })
  async myProducts(@Ctx() ctx: Context): Promise<Product[]> {
    return (await ctx.loaders.myProducts()).map(toProduct);
  }

  @Authorized()
  @Query(() => Product, { description: 'One product.' })
  async product(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Product> {
    return toProduct(await ctx.loaders.products.load(id));
  }

  @FieldResolver(() => Boolean, {
    description: "Whether it is in the signed-in marketer's list (always false for admins).",
  })
  async inMyList(@Root() product: Product, @Ctx() ctx: Context): Promise<boolean> {
    const viewer = await ctx.viewer();
    if (viewer.role === 'admin') return false;
    return (await ctx.loaders.myProductIds()).has(product.id);
  }

  /** Signed without expiry: product images are public, for marketers to share with customers. */
  @FieldResolver(() => [String])
  async images(@Root() product: ProductPart, @Ctx() ctx: Context): Promise<string[]> {
    return (await productField(product, 'images', ctx.loaders)).map((url) =>
      publicMediaLink(ctx.config.mediaUrlSecret, url),
    );
  }

  @FieldResolver(() => String)
  description(@Root() product: ProductPart, @Ctx() ctx: Context): string | Promise<string> {
    return productField(product, 'description', ctx.loaders);
  }

  @FieldResolver(() => ProductStatus)
  status(@Root() product: ProductPart, @Ctx() ctx: Context): ProductStatus | Promise<ProductStatus> {
    return productField(product, 'status', ctx.loaders);
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => ProductPayload, { description: 'List a new product with images (admin only).' })
  async addProduct(
    @Arg('input', () => AddProductInput) input: AddProductInput,
    @Ctx() ctx: Context,
  ): Promise<ProductPayload> {
    const fields = productFields(input);
    return addProduct(ctx, fields, await imageParts(input.images));
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => ProductPayload, { description: 'Change a product; new images replace the old ones (admin only).' })
  async editProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EditProductInput) input: EditProductInput,
    @Ctx() ctx: Context,
  ): Promise<ProductPayload> {
    const fields = productFields(input);
    const images = await imageParts(input.images ?? []);
    const answer = await ctx.gateway.editProduct(id, fields, images);
    return { message: answer.message ?? 'Product updated', product: toProduct(await ctx.gateway.product(id)) };
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => ProductPayload, { description: 'Mark a product available or out of stock (admin only).' })
  async setProductStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => ProductStatus, { description: 'The new status.' }) status: ProductStatus,
    @Ctx() ctx: Context,
  ): Promise<ProductPayload> {
    const answer = await ctx.gateway.changeProductStatus(id, status);
    const product = await ctx.gateway.product(id);
    await noteStock(ctx, id, product.status === 'available');
    await announce(ctx, { type: 'product', change: 'statusChanged', productId: id, product });
    return { message: answer.message ?? 'Product updated', product: toProduct(product) };
  }

  @Authorized(Role.ADMIN)
  @KeptOutcome()
  @Mutation(() => DeleteProductPayload, { description: 'Delete a product (admin only). Past orders keep showing it.' })
  async deleteProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<DeleteProductPayload> {
    const answer = await ctx.gateway.deleteProduct(id);
    await noteStock(ctx, id, false);
    await announce(ctx, { type: 'product', change: 'deleted', productId: id, product: null });
    return { message: answer.message ?? 'Product deleted', id };
  }

  @Authorized(Role.USER)
  @KeptOutcome()
  @Mutation(() => ProductPayload, {
    description: "Add an available product to the signed-in marketer's list (active, verified marketers only).",
  })
  async addToMyProducts(
    @Arg('productId', () => ID, { description: 'An available product.' }) productId: string,
    @Ctx() ctx: Context,
  ): Promise<ProductPayload> {
    assertMayAct(await ctx.viewer());
    const answer = await ctx.gateway.addMyProduct(productId);
    ctx.loaders.forget('myProducts');
    return {
      message: answer.message ?? 'Product added to your list',
      product: toProduct(await ctx.gateway.product(productId)),
    };
  }

  @Authorized(Role.USER)
  @KeptOutcome()
  @Mutation(() => ProductPayload, { description: "Remove a product from the signed-in marketer's list." })
  async removeFromMyProducts(
    @Arg('productId', () => ID, { description: 'A product in the list.' }) productId: string,
    @Ctx() ctx: Context,
  ): Promise<ProductPayload> {
    const answer = await ctx.gateway.removeMyProduct(productId);
    ctx.loaders.forget('myProducts');
    return {
      message: answer.message ?? 'Product removed from your list',
      product: toProduct(await ctx.gateway.product(productId)),
    };
  }
}
