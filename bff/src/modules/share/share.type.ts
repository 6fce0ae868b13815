import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../../transport/date-time.ts';
import { AtMost, IsPhoneNumber, MoreThanZero } from '../../policies/validators.ts';

export enum ShareLanguage {
  EN = 'en',
  NE = 'ne',
}
registerEnumType(ShareLanguage, {
  name: 'ShareLanguage',
  description: 'The language a public page (a shared product, an order’s tracking) speaks.',
});

@InputType({ description: 'A product to share with customers, at the price the sharer sells it for.' })
export class ShareProductInput {
  @Field(() => ID, { description: 'An available product.' })
  productId!: string;

  @Field(() => Float, {
    nullable: true,
    description:
      "The price the customer pays, in rupees; the product's price when left out. As for an order, it may not take the commission below zero.",
  })
  @IsOptional()
  @MoreThanZero()
  @AtMost(100_000_000, 'is too large')
  price?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The phone customers order on (WhatsApp and calls); the sharer's own when left out (required when they have none). Devanagari digits are read as ASCII.",
  })
  @IsOptional()
  @IsPhoneNumber()
  phone?: string | null;

  @Field(() => ShareLanguage, {
    nullable: true,
    description: 'The language of the page the link opens; English when left out.',
  })
  @IsOptional()
  language?: ShareLanguage | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A link to a public page of a product, for customers: no account needed to open it.',
})
export class ShareLink {
  @Field(() => ID, { description: "The link's id: random, and the same each time this user shares this product." })
  id!: string;

  @Field(() => String, { description: 'The address to share (this site, `/p/<id>`).' })
  url!: string;

  @Field(() => Float, { description: 'The price the page shows, in rupees.' })
  price!: number;

  @Field(() => String, { description: 'The phone the page offers for orders (WhatsApp and calls).' })
  phone!: string;

  @Field(() => DateTime, { description: 'When the link stops working unless it is shared again.' })
  expiresAt!: Date;
}
