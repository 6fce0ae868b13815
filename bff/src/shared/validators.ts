import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isPhoneNumber } from '@bikri/schema/contact';

/** A `YYYY-MM-DD` date that is a real day in the past. */
export function IsPastDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPastDate',
      target: target.constructor,
      propertyName,
      options: { message: 'must be a past date in the form YYYY-MM-DD', ...options },
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
      options: { message: `must match ${other}`, ...options },
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
      options: { message: 'is required', ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim() !== '',
      },
    });
}

/** A phone number as people type it, Devanagari digits included; store it as `phoneNumber(value)`. */
export function IsPhoneNumber(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPhoneNumber',
      target: target.constructor,
      propertyName,
      options: { message: 'must be a valid phone number', ...options },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isPhoneNumber(value),
      },
    });
}
