import { Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum ProductStatus {
  AVAILABLE = 'available',
  OUT_OF_STOCK = 'out-of-stock',
}
registerEnumType(ProductStatus, {
  name: 'ProductStatus',
  description: 'Whether a product can be ordered.',
  valuesConfig: {
    AVAILABLE: { description: 'In stock: marketers can add it to their list and order it.' },
    OUT_OF_STOCK: { description: 'Not orderable (any gateway status other than available shows as this).' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'A product an admin lists for marketers to sell.' })
export class Product {
  @Field(() => ID, { description: 'Stable id.' })
  id!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => Float, { description: 'Listed price in rupees.' })
  price!: number;

  @Field(() => Float, { description: 'Commission rate in percent.' })
  commissionRate!: number;

  @Field(() => Float, { description: 'Commission per unit in rupees: the rate percent of the price, to 2 decimals.' })
  commission!: number;

  @Field(() => String, { description: 'Description; may be empty.' })
  description!: string;

  @Field(() => [String], {
    description: 'Image URLs, first one is the cover; public and lasting, so they may be shared.',
  })
  images!: string[];

  @Field(() => ProductStatus, { description: 'Whether it can be ordered.' })
  status!: ProductStatus;
}

/**
 * A product as the gateway nests it in an order: no description, images or status, which are
 * answered from the whole product when a query asks for them (products.resolver.ts).
 */
export type ProductPart = Omit<Product, 'description' | 'images' | 'status'> & Partial<Product>;

@ObjectType({ simpleResolvers: true, description: 'A product after a change, with the message to show.' })
export class ProductPayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => Product, { description: 'The product as it is now.' })
  product!: Product;
}

@ObjectType({ simpleResolvers: true, description: 'The outcome of deleting a product.' })
export class DeleteProductPayload {
  @Field(() => String, { description: 'What happened, for a toast.' })
  message!: string;

  @Field(() => ID, { description: 'The id of the deleted product.' })
  id!: string;
}
