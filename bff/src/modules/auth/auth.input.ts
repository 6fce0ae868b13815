import { IsEmail, IsEnum, IsOptional, IsUrl, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { GraphQLUpload, type FileUpload } from '../../shared/uploads.ts';
import { PASSWORD_MIN_LENGTH } from '@bikri/schema/contact';
import { EqualsField, IsNotBlank, IsPastDate, IsPhoneNumber } from '../../shared/validators.ts';
import { Gender } from '../users/user.type.ts';

@InputType({ description: 'A new marketer account.' })
export class RegisterInput {
  @Field(() => String, { description: 'Full name.' })
  @IsNotBlank()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  name!: string;

  @Field(() => String, { description: 'Email address to sign in with.' })
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254, { message: 'must be at most 254 characters' })
  email!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(128, { message: 'must be at most 128 characters' })
  password!: string;

  @Field(() => String, { description: 'The same password again.' })
  @EqualsField('password', { message: 'must match the password' })
  confirmPassword!: string;
}

@InputType({ description: 'Email and password.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address.' })
  @IsEmail({}, { message: 'must be a valid email address' })
  @MaxLength(254, { message: 'must be at most 254 characters' })
  email!: string;

  @Field(() => String, { description: 'Password (at most 128 characters).' })
  @IsNotBlank()
  @MaxLength(128, { message: 'must be at most 128 characters' })
  password!: string;
}

@ArgsType()
export class VerifyEmailCodeArgs {
  @Field(() => String, { description: 'The 6-character code from the email.' })
  @IsNotBlank()
  @MaxLength(12, { message: 'must be at most 12 characters' })
  code!: string;
}

@InputType({ description: 'The profile check (KYC) a marketer submits for review.' })
export class KycInput {
  @Field(() => String, { description: 'Phone number.' })
  @IsPhoneNumber()
  phone!: string;

  @Field(() => String, { description: 'Date of birth, `YYYY-MM-DD`.' })
  @IsPastDate()
  dateOfBirth!: string;

  @Field(() => String, { description: 'Link (http or https) to the social profile used for selling.' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true }, { message: 'must be a link starting with http:// or https://' })
  @MaxLength(300, { message: 'must be at most 300 characters' })
  socialProfileUrl!: string;

  @Field(() => Gender, { description: 'Gender.' })
  @IsEnum(Gender, { message: 'must be MALE, FEMALE or OTHER' })
  gender!: Gender;

  @Field(() => String, { nullable: true, description: 'Who referred you; optional.' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  referredBy?: string | null;

  @Field(() => GraphQLUpload, { description: 'Payment QR image (PNG, JPEG, GIF or WebP) commissions are paid to.' })
  paymentQr!: Promise<FileUpload>;
}
