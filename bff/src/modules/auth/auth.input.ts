import { IsOptional } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { GraphQLUpload, type FileUpload } from '../../transport/uploads.ts';
import { PASSWORD_MIN_LENGTH } from '@bikri/schema/contact';
import {
  EqualsField,
  IsEmailAddress,
  IsNotBlank,
  IsOneOf,
  IsPastDate,
  IsPhoneNumber,
  IsSocialLink,
  MaxChars,
  MinChars,
} from '../../policies/validators.ts';
import { Gender } from '../users/user.type.ts';

@InputType({ description: 'A new marketer account.' })
export class RegisterInput {
  @Field(() => String, { description: 'Full name.' })
  @IsNotBlank()
  @MaxChars(100)
  name!: string;

  @Field(() => String, { description: 'Email address to sign in with.' })
  @IsEmailAddress()
  @MaxChars(254)
  email!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  @MinChars(PASSWORD_MIN_LENGTH)
  @MaxChars(128)
  password!: string;

  @Field(() => String, { description: 'The same password again.' })
  @EqualsField('password')
  confirmPassword!: string;
}

@InputType({ description: 'Email and password.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address.' })
  @IsEmailAddress()
  @MaxChars(254)
  email!: string;

  @Field(() => String, { description: 'Password (at most 128 characters).' })
  @IsNotBlank()
  @MaxChars(128)
  password!: string;
}

@ArgsType()
export class SendPasswordCodeArgs {
  @Field(() => String, { description: 'The email address of the account.' })
  @IsEmailAddress()
  @MaxChars(254)
  email!: string;
}

@InputType({ description: 'A new password, with the code `sendPasswordCode` emailed.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The email address the code was sent to.' })
  @IsEmailAddress()
  @MaxChars(254)
  email!: string;

  @Field(() => String, { description: 'The 6-digit code from the email.' })
  @IsNotBlank()
  @MaxChars(12)
  code!: string;

  @Field(() => String, { description: 'The new password: at least 6 characters.' })
  @MinChars(PASSWORD_MIN_LENGTH)
  @MaxChars(128)
  password!: string;

  @Field(() => String, { description: 'The new password again.' })
  @EqualsField('password')
  confirmPassword!: string;
}

@InputType({ description: 'A new password for the signed-in user, who knows the current one.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password used now.' })
  @IsNotBlank()
  @MaxChars(128)
  currentPassword!: string;

  @Field(() => String, { description: 'The new password: at least 6 characters.' })
  @MinChars(PASSWORD_MIN_LENGTH)
  @MaxChars(128)
  password!: string;

  @Field(() => String, { description: 'The new password again.' })
  @EqualsField('password')
  confirmPassword!: string;
}

@ArgsType()
export class VerifyEmailCodeArgs {
  @Field(() => String, { description: 'The 6-character code from the email.' })
  @IsNotBlank()
  @MaxChars(12)
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

  @Field(() => String, {
    description:
      'Link to the social profile used for selling (`facebook.com/your.page`; `https://` is added when missing).',
  })
  @IsSocialLink()
  @MaxChars(300)
  socialProfileUrl!: string;

  @Field(() => Gender, { description: 'Gender.' })
  @IsOneOf(Gender)
  gender!: Gender;

  @Field(() => String, { nullable: true, description: 'Who referred you; optional.' })
  @IsOptional()
  @MaxChars(100)
  referredBy?: string | null;

  @Field(() => GraphQLUpload, { description: 'Payment QR image (PNG, JPEG, GIF or WebP) commissions are paid to.' })
  paymentQr!: Promise<FileUpload>;
}
