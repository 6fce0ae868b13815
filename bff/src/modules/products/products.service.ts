import { productCommission } from '@bikri/schema/commission';
import type { Context } from '../../context.ts';
import { writeInDoubt } from '../../errors.ts';
import type { OrderProductDto, ProductDto, ProductFields } from '../../gateway/dto.ts';
import { GatewayError } from '../../gateway/errors.ts';
import type { GatewayLoaders } from '../../gateway/loaders.ts';
import { imagePart } from '../../transport/uploads.ts';
import type { ProductFieldsInput } from './product.input.ts';
import { Product, ProductStatus, type ProductPart } from './product.type.ts';
import type { FileUpload } from '../../transport/uploads.ts';
import type { FilePart } from '../../gateway/multipart.ts';

const statusOf = (status: string | undefined): ProductStatus =>
  status === 'available' ? ProductStatus.AVAILABLE : ProductStatus.OUT_OF_STOCK;

export function toProduct(dto: ProductDto): Product {
  const product = new Product();
  Object.assign(product, {
    id: dto._id,
    name: dto.productName ?? '',
    price: dto.price ?? 0,
    commissionRate: dto.commissionRate ?? 0,
    commission: dto.commission ?? 0,
    description: dto.description ?? '',
    images: Array.isArray(dto.images) ? dto.images.filter((url) => typeof url === 'string') : [],
    status: statusOf(dto.status),
  } satisfies Partial<Product>);
  return product;
}

/** An order's product as the gateway populates it: no description, images or status. */
export function toOrderProduct(dto: OrderProductDto): ProductPart {
  return {
    id: dto._id,
    name: dto.productName ?? '',
    price: dto.price ?? 0,
    commissionRate: dto.commissionRate ?? 0,
    commission: dto.commission ?? 0,
  };
}

type NestedOut = 'description' | 'images' | 'status';

/** What an order shows of a product deleted since: out of stock, without description or images. */
const DELETED_PRODUCT: Pick<Product, NestedOut> = { description: '', images: [], status: ProductStatus.OUT_OF_STOCK };

/**
 * A field the gateway leaves out of a product nested in an order: the product's own value when it
 * has one, else the whole product's (read once per request through the products DataLoader).
 */
export function productField<K extends NestedOut>(
  product: ProductPart,
  key: K,
  loaders: GatewayLoaders,
): Product[K] | Promise<Product[K]> {
  const value = product[key];
  if (value !== undefined) return value as Product[K];
  return loaders.products.load(product.id).then<Product[K], Product[K]>(
    (dto) => toProduct(dto)[key],
    (error: unknown) => {
      if (error instanceof GatewayError && error.code === 'NOT_FOUND') return DELETED_PRODUCT[key];
      throw error;
    },
  );
}

/** The REST fields of a product, with the commission derived by the server. */
export function productFields(input: ProductFieldsInput): ProductFields {
  return {
    productName: input.name.trim(),
    price: input.price,
    commissionRate: input.commissionRate,
    commission: productCommission(input.price, input.commissionRate),
    description: input.description?.trim() ?? '',
  };
}

export function imageParts(images: readonly Promise<FileUpload>[]) {
  return Promise.all(images.map((image, n) => imagePart(image, `images[${n}]`, 'productImages')));
}

/** Finds the product an add created: the one with that name that was not there before. */
/** What an attempt at adding a product notes before it writes: the catalogue until then. */
interface AddingNotes {
  before: string[];
}

/**
 * Adds a product and answers it, read back: the gateway answers only a message, so the product
 * is the one of that name that was not in the catalogue before. One product is added at a time
 * across replicas, so two admins' products are never mistaken for each other. A retry of an
 * attempt in doubt (policies/idempotency.ts) looks for it among the catalogue it noted first.
 */
export async function addProduct(
  ctx: Context,
  fields: ProductFields,
  images: readonly FilePart[],
): Promise<{ message: string; product: Product }> {
  return ctx.writes.exclusive('products:add', ctx.gateway.signal, async () => {
    const addedSince = async (before: ReadonlySet<string>) => {
      ctx.loaders.forget('products');
      return (await ctx.loaders.allProducts()).filter(
        (p) => !before.has(p._id) && p.productName === fields.productName,
      );
    };
    const noted = ctx.write?.resuming ? (ctx.write.notes as AddingNotes | undefined) : undefined;
    let before: ReadonlySet<string>;
    if (noted) {
      before = new Set(noted.before);
      const found = await addedSince(before);
      if (found.length > 0) return added(found, 'Product added');
      // Not there: added now, unless the earlier attempt may still arrive (the write is held back).
    } else {
      before = new Set((await ctx.loaders.allProducts()).map((p) => p._id));
      await ctx.write?.note({ before: [...before] } satisfies AddingNotes);
    }
    const answer = await ctx.gateway.addProduct(fields, images);
    let found: readonly ProductDto[];
    try {
      found = await addedSince(before);
    } catch {
      throw writeInDoubt("The product was sent, but we could not read it back. We are checking: don't add it again.");
    }
    return added(found, answer.message ?? 'Product added');
  });
}

/** The product an attempt added; anything but exactly one cannot be told apart. */
function added(found: readonly ProductDto[], message: string): { message: string; product: Product } {
  if (found.length !== 1) {
    throw writeInDoubt(
      found.length === 0
        ? "The product was sent, but it is not in the catalogue yet. We are checking: don't add it again."
        : 'The product was added, but another of the same name was added at the same time, so we cannot tell which one is this. Check the catalogue before adding it again.',
    );
  }
  return { message, product: toProduct(found[0]!) };
}
