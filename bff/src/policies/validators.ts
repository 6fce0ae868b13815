import { SOCIAL_LINK_EXAMPLE, socialProfileLink } from '@bikri/schema/contact';
import { isPhoneNumber, nepaliPhone } from '@bikri/schema/phone';
import type { FieldRule } from '@bikri/schema/field-rules';
import { badInput } from '../errors.ts';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsEmail,
  IsEnum,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';

/**
 * The argument checks of the API, each with its English message and the rule it names for
 * clients (class-validator's `context`, which errors.ts reads). A check without one (a
 * class-validator decorator used directly) is a refusal its message alone words: REFUSED.
 */
const named = (message: string, rule: FieldRule): ValidationOptions => ({ message, context: rule });

export const MaxChars = (limit: number) =>
  MaxLength(limit, named(`must be at most ${limit} characters`, { rule: 'TOO_LONG', limit }));
export const MinChars = (limit: number) =>
  MinLength(limit, named(`must be at least ${limit} characters`, { rule: 'TOO_SHORT', limit }));
export const AtLeast = (limit: number) => Min(limit, named(`must be at least ${limit}`, { rule: 'TOO_SMALL', limit }));
export const AtMost = (limit: number, message = `must be at most ${limit}`) =>
  Max(limit, named(message, { rule: 'TOO_LARGE', limit }));
/** An amount of money: more than 0 (at least a paisa). */
export const MoreThanZero = () => Min(0.01, named('must be more than 0', { rule: 'NOT_POSITIVE' }));
export const AtLeastItems = (limit: number, message: string) =>
  ArrayMinSize(limit, named(message, { rule: 'TOO_FEW', limit }));
export const AtMostItems = (limit: number, message: string) =>
  ArrayMaxSize(limit, named(message, { rule: 'TOO_MANY', limit }));
export const IsEmailAddress = () =>
  IsEmail({}, named('must be a valid email address', { rule: 'FORMAT', format: 'EMAIL' }));
/** One of a GraphQL enum's values, named as the API names them. */
export function IsOneOf(values: Record<string, string>) {
  const choices = Object.keys(values);
  return IsEnum(
    values,
    named(`must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)!}`, { rule: 'ONE_OF', choices }),
  );
}

/** A `YYYY-MM-DD` date that is a real day in the past. */
export function IsPastDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPastDate',
      target: target.constructor,
      propertyName,
      options: { ...named('must be a past date in the form YYYY-MM-DD', { rule: 'PAST_DATE' }), ...options },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const time = Date.parse(`${value}T00:00:00Z`);
          return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && time < Date.now();
        },
      },
    });
}

/** Equal to another property of the same input (a password confirmation). */
export function EqualsField(other: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'equalsField',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options: { ...named(`must match the ${other}`, { rule: 'MISMATCH', other }), ...options },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          return value === (args.object as Record<string, unknown>)[other];
        },
      },
    });
}

/** Not blank once trimmed. */
export function IsNotBlank(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBlank',
      target: target.constructor,
      propertyName,
      options: { ...named('is required', { rule: 'REQUIRED' }), ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim() !== '',
      },
    });
}

const PHONE_MESSAGE = 'must be a Nepali mobile or landline number';

/** A phone number as people type it, Devanagari digits included; store it as `storedPhone(field, value)`. */
export function IsPhoneNumber(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhoneNumber',
      target: target.constructor,
      propertyName,
      options: { ...named(PHONE_MESSAGE, { rule: 'FORMAT', format: 'PHONE' }), ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value),
      },
    });
}

/** A phone as it is stored (`nepaliPhone`); anything else is refused as `@IsPhoneNumber` refuses it, naming `field`. */
export function storedPhone(field: string, text: string): string {
  const phone = nepaliPhone(text);
  if (phone === null) throw badInput(field, PHONE_MESSAGE, { rule: 'FORMAT', format: 'PHONE' });
  return phone;
}

const LINK_MESSAGE = `must be a web link, such as ${SOCIAL_LINK_EXAMPLE}`;

/** A social profile link, with or without `https://` (`socialProfileLink`). */
export function IsSocialLink(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isSocialLink',
      target: target.constructor,
      propertyName,
      options: { ...named(LINK_MESSAGE, { rule: 'FORMAT', format: 'LINK' }), ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && socialProfileLink(value) !== null,
      },
    });
}

/** A social profile link as it is stored, written whole (`socialProfileLink`); anything else is refused as `@IsSocialLink` refuses it. */
export function storedLink(field: string, text: string): string {
  const link = socialProfileLink(text);
  if (link === null) throw badInput(field, LINK_MESSAGE, { rule: 'FORMAT', format: 'LINK' });
  return link;
}
