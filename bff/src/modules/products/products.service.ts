import { productCommission } from '@bikri/schema/commission';
import type { Context } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { OrderProductDto, ProductDto, ProductFields } from '../../gateway/dto.ts';
import { GatewayError } from '../../gateway/errors.ts';
import type { GatewayLoaders } from '../../gateway/loaders.ts';
import { lazyFields, loadLazily } from '../../shared/lazy.ts';
import { imagePart } from '../../shared/uploads.ts';
import type { ProductFieldsInput } from './product.input.ts';
import { Product, ProductStatus } from './product.type.ts';
import type { FileUpload } from '../../shared/uploads.ts';

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

const ORDER_PRODUCT_LAZY = lazyFields(Product, ['description', 'images', 'status']);

/**
 * An order's product as the gateway populates it; description, images and status load on
 * demand. A product deleted since the order shows as out of stock, without images.
 */
export function toOrderProduct(dto: OrderProductDto, loaders: GatewayLoaders): Product {
  const known = {
    id: dto._id,
    name: dto.productName ?? '',
    price: dto.price ?? 0,
    commissionRate: dto.commissionRate ?? 0,
    commission: dto.commission ?? 0,
  };
  return loadLazily(ORDER_PRODUCT_LAZY, known, async () => {
    try {
      return toProduct(await loaders.products.load(dto._id));
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'NOT_FOUND') {
        return Object.assign(new Product(), { ...known, description: '', images: [], status: ProductStatus.OUT_OF_STOCK });
      }
      throw error;
    }
  });
}

/** The REST fields of a product, with the commission derived by the server (spec §5). */
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
export async function findAddedProduct(ctx: Context, before: ReadonlySet<string>, name: string): Promise<Product> {
  ctx.loaders.forget('products');
  const added = (await ctx.loaders.allProducts()).filter((p) => !before.has(p._id) && p.productName === name);
  const newest = added[added.length - 1];
  if (!newest) throw new AppError('GATEWAY_BAD_RESPONSE', 'The product was added, but it could not be read back. Reload the list.');
  return toProduct(newest);
}
