import { ArrayMaxSize, ArrayMinSize, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { GraphQLUpload, type FileUpload } from '../../shared/uploads.ts';
import { IsNotBlank } from '../../shared/validators.ts';

/** Fields shared by the add and edit inputs; not in the schema unless used directly. */
@InputType({ description: 'The fields of a product; its commission is derived from price and rate.' })
export class ProductFieldsInput {
  @Field(() => String, { description: 'Product name.' })
  @IsNotBlank()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => Float, { description: 'Price in rupees, more than 0.' })
  @Min(0.01, { message: 'must be more than 0' })
  @Max(100_000_000, { message: 'is too large' })
  price!: number;

  @Field(() => Float, { description: 'Commission rate in percent, 0 to 100.' })
  @Min(0, { message: 'must be at least 0' })
  @Max(100, { message: 'must be at most 100' })
  commissionRate!: number;

  @Field(() => String, { nullable: true, description: 'Description; optional.' })
  @IsOptional()
  @MaxLength(5000, { message: 'must be at most 5000 characters' })
  description?: string | null;
}

@InputType({ description: 'A new product with at least one image.' })
export class AddProductInput extends ProductFieldsInput {
  @Field(() => [GraphQLUpload], { description: 'Images (PNG, JPEG, GIF or WebP), at least one.' })
  @ArrayMinSize(1, { message: 'at least one image is required' })
  @ArrayMaxSize(8, { message: 'at most 8 images' })
  images!: Promise<FileUpload>[];
}

@InputType({ description: 'New values for a product; images replace the current ones only when given.' })
export class EditProductInput extends ProductFieldsInput {
  @Field(() => [GraphQLUpload], { nullable: true, description: 'New images replacing the current ones; omit to keep them.' })
  @IsOptional()
  @ArrayMaxSize(8, { message: 'at most 8 images' })
  images?: Promise<FileUpload>[] | null;
}
