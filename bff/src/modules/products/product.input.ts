import { IsOptional } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { GraphQLUpload, type FileUpload } from '../../transport/uploads.ts';
import {
  AtLeast,
  AtLeastItems,
  AtMost,
  AtMostItems,
  IsNotBlank,
  MaxChars,
  MoreThanZero,
} from '../../policies/validators.ts';

/** Fields shared by the add and edit inputs; not in the schema unless used directly. */
@InputType({ description: 'The fields of a product; its commission is derived from price and rate.' })
export class ProductFieldsInput {
  @Field(() => String, { description: 'Product name.' })
  @IsNotBlank()
  @MaxChars(120)
  name!: string;

  @Field(() => Float, { description: 'Price in rupees, more than 0.' })
  @MoreThanZero()
  @AtMost(100_000_000, 'is too large')
  price!: number;

  @Field(() => Float, { description: 'Commission rate in percent, 0 to 100.' })
  @AtLeast(0)
  @AtMost(100)
  commissionRate!: number;

  @Field(() => String, { nullable: true, description: 'Description; optional.' })
  @IsOptional()
  @MaxChars(5000)
  description?: string | null;
}

@InputType({ description: 'A new product with at least one image.' })
export class AddProductInput extends ProductFieldsInput {
  @Field(() => [GraphQLUpload], { description: 'Images (PNG, JPEG, GIF or WebP), at least one.' })
  @AtLeastItems(1, 'at least one image is required')
  @AtMostItems(8, 'at most 8 images')
  images!: Promise<FileUpload>[];
}

@InputType({ description: 'New values for a product; images replace the current ones only when given.' })
export class EditProductInput extends ProductFieldsInput {
  @Field(() => [GraphQLUpload], {
    nullable: true,
    description: 'New images replacing the current ones; omit to keep them.',
  })
  @IsOptional()
  @AtMostItems(8, 'at most 8 images')
  images?: Promise<FileUpload>[] | null;
}
