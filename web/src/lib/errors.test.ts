import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldSentence, formFailure } from './errors.ts';
import { setLocale } from './i18n.ts';

/** A BAD_USER_INPUT answer as the BFF sends it: the message names fields, `fields` lists them. */
function badInput(...fields: { field: string; message: string }[]) {
  const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }] });
}

describe('fieldSentence', () => {
  it('words each of the API’s rules as a sentence with the form’s label', () => {
    const cases: [string, string, string][] = [
      ['Confirm password', 'must match the password', 'Passwords do not match'],
      ['Customer phone', 'must be a valid phone number', 'Enter a valid phone number'],
      ['Email', 'must be a valid email address', 'Enter a valid email address'],
      ['Email', 'is required', 'Email is required'],
      ['Password', 'must be at least 6 characters', 'Password must be at least 6 characters'],
      ['Quantity', 'must be at least 1', 'Quantity must be at least 1'],
      ['Price', 'is too low: the commission would be negative', 'Price is too low: the commission would be negative'],
      ['Social profile link', 'must be a link starting with http:// or https://', 'Enter a link starting with http:// or https://'],
      ['Gender', 'must be MALE, FEMALE or OTHER', 'Choose a gender'],
      ['Date of birth', 'must be a past date in the form YYYY-MM-DD', 'Enter a date in the past'],
      ['Status', 'the order is already delivered', 'The order is already delivered'],
      ['Customer name', 'must be at most 100 characters', 'Customer name must be at most 100 characters'],
    ];
    for (const [label, rule, sentence] of cases) expect(fieldSentence(label, rule)).toBe(sentence);
  });

  it('names the limit in Nepali too', async () => {
    await setLocale('ne');
    try {
      expect(fieldSentence('ग्राहकको नाम', 'must be at most 100 characters')).toBe('ग्राहकको नाम बढीमा १०० अक्षरको हुनुपर्छ');
    } finally {
      await setLocale('en');
    }
  });
});

describe('formFailure', () => {
  const labels = { email: 'Email', password: 'Password', confirmPassword: 'Confirm password' };

  it('puts every problem of a shown field under it, in plain words, and then no toast', () => {
    const failure = formFailure(badInput({ field: 'email', message: 'must be a valid email address' }, { field: 'confirmPassword', message: 'must match the password' }), labels, 'Failed');
    expect(failure).toEqual({ fields: { email: 'Enter a valid email address', confirmPassword: 'Passwords do not match' }, toast: null });
  });

  it('keeps the first problem of a field', () => {
    const failure = formFailure(badInput({ field: 'password', message: 'is required' }, { field: 'password', message: 'must be at least 6 characters' }), labels, 'Failed');
    expect(failure.fields).toEqual({ password: 'Password is required' });
  });

  it('toasts a problem of a field the form does not show, in plain words', () => {
    const failure = formFailure(badInput({ field: 'userId', message: 'you cannot change your own account' }), labels, 'Failed');
    expect(failure).toEqual({ fields: {}, toast: 'You cannot change your own account' });
  });

  it('toasts the server’s message for anything else, or the fallback', () => {
    const rejected = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Email already registered', extensions: { code: 'GATEWAY_REJECTED' } }] });
    expect(formFailure(rejected, labels, 'Failed')).toEqual({ fields: {}, toast: 'Email already registered' });
    expect(formFailure(new Error('boom'), labels, 'Failed')).toEqual({ fields: {}, toast: 'Failed' });
  });
});

describe('errorMessage', () => {
  it('never shows an API field name: the first field problem, in plain words', () => {
    expect(errorMessage(badInput({ field: 'customerPhone', message: 'must be a valid phone number' }), 'Failed')).toBe('Enter a valid phone number');
    expect(errorMessage(badInput({ field: 'images[1]', message: 'must be a PNG, JPEG, GIF or WebP image' }), 'Failed')).toBe('Images must be a PNG, JPEG, GIF or WebP image');
  });
});
