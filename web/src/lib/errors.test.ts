import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage, fieldSentence, formFailure } from './errors.ts';
import { setLocale } from './i18n.ts';
import type { FieldRule } from '@bikri/schema/field-rules';

/** A BAD_USER_INPUT answer as the BFF sends it: the message names fields, `fields` lists them with their rules. */
function badInput(...fields: ({ field: string; message: string } & FieldRule)[]) {
  const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields } }],
  });
}

describe('fieldSentence', () => {
  it('words each of the API’s rules as a sentence with the form’s label', () => {
    const cases: [string, FieldRule & { message?: string }, string][] = [
      ['Confirm password', { rule: 'MISMATCH', other: 'password' }, 'Passwords do not match'],
      [
        'Customer phone',
        { rule: 'FORMAT', format: 'PHONE' },
        'Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code',
      ],
      ['Email', { rule: 'FORMAT', format: 'EMAIL' }, 'Enter a valid email address'],
      ['Email', { rule: 'REQUIRED' }, 'Email is required'],
      ['Password', { rule: 'TOO_SHORT', limit: 6 }, 'Password must be at least 6 characters'],
      ['Quantity', { rule: 'TOO_SMALL', limit: 1 }, 'Quantity must be at least 1'],
      ['Quantity', { rule: 'TOO_LARGE', limit: 10_000 }, 'Quantity must be at most 10,000'],
      ['Price', { rule: 'NOT_POSITIVE' }, 'Price must be more than 0'],
      [
        'Price',
        { rule: 'REFUSED', message: 'is too low: the commission would be negative' },
        'Price is too low: the commission would be negative',
      ],
      ['Social profile link', { rule: 'FORMAT', format: 'LINK' }, 'Enter a web link, such as facebook.com/your.page'],
      ['Gender', { rule: 'ONE_OF', choices: ['MALE', 'FEMALE', 'OTHER'] }, 'Choose a gender'],
      ['Date of birth', { rule: 'PAST_DATE' }, 'Enter a date in the past'],
      ['Status', { rule: 'REFUSED', message: 'the order is already delivered' }, 'The order is already delivered'],
      ['Customer name', { rule: 'TOO_LONG', limit: 100 }, 'Customer name must be at most 100 characters'],
      ['Images', { rule: 'TOO_FEW', limit: 1 }, 'Images: add at least 1'],
      ['Product', { rule: 'OUT_OF_STOCK' }, 'Product is out of stock'],
    ];
    for (const [label, rule, sentence] of cases) expect(fieldSentence(label, rule)).toBe(sentence);
  });

  it('words the rules in Nepali too, limits in Devanagari digits; a refusal only the API words is "not valid"', async () => {
    await setLocale('ne');
    try {
      expect(fieldSentence('ग्राहकको नाम', { rule: 'TOO_LONG', limit: 100 })).toBe('ग्राहकको नाम बढीमा १०० अक्षरको हुनुपर्छ');
      expect(fieldSentence('परिमाण', { rule: 'TOO_SMALL', limit: 1 })).toBe('परिमाण कम्तीमा १ हुनुपर्छ');
      expect(fieldSentence('स्थिति', { rule: 'REFUSED', message: 'the order is already delivered' })).toBe('स्थिति मिलेन');
    } finally {
      await setLocale('en');
    }
  });
});

describe('formFailure', () => {
  const labels = { email: 'Email', password: 'Password', confirmPassword: 'Confirm password' };

  it('puts every problem of a shown field under it, in plain words, and then no toast', () => {
    const failure = formFailure(
      badInput(
        { field: 'email', message: 'must be a valid email address', rule: 'FORMAT', format: 'EMAIL' },
        { field: 'confirmPassword', message: 'must match the password', rule: 'MISMATCH', other: 'password' },
      ),
      labels,
      'Failed',
    );
    expect(failure).toEqual({
      fields: { email: 'Enter a valid email address', confirmPassword: 'Passwords do not match' },
      toast: null,
    });
  });

  it('keeps the first problem of a field', () => {
    const failure = formFailure(
      badInput(
        { field: 'password', message: 'is required', rule: 'REQUIRED' },
        { field: 'password', message: 'must be at least 6 characters', rule: 'TOO_SHORT', limit: 6 },
      ),
      labels,
      'Failed',
    );
    expect(failure.fields).toEqual({ password: 'Password is required' });
  });

  it('toasts a problem of a field the form does not show, in plain words', () => {
    const failure = formFailure(
      badInput({ field: 'userId', message: 'you cannot change your own account', rule: 'REFUSED' }),
      labels,
      'Failed',
    );
    expect(failure).toEqual({ fields: {}, toast: 'You cannot change your own account' });
  });

  it('toasts the server’s message for anything else, or the fallback', () => {
    const rejected = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Email already registered', extensions: { code: 'GATEWAY_REJECTED' } }],
    });
    expect(formFailure(rejected, labels, 'Failed')).toEqual({ fields: {}, toast: 'Email already registered' });
    expect(formFailure(new Error('boom'), labels, 'Failed')).toEqual({ fields: {}, toast: 'Failed' });
  });
});

describe('errorMessage', () => {
  it('never shows an API field name: the first field problem, in plain words', () => {
    expect(
      errorMessage(
        badInput({ field: 'customerPhone', message: 'must be a valid phone number', rule: 'FORMAT', format: 'PHONE' }),
        'Failed',
      ),
    ).toBe('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code');
    expect(
      errorMessage(
        badInput({
          field: 'images[1]',
          message: 'must be a PNG, JPEG, GIF or WebP image',
          rule: 'FORMAT',
          format: 'IMAGE',
        }),
        'Failed',
      ),
    ).toBe('Choose a PNG, JPEG, GIF or WebP image');
  });

  it('words a rewording of the API’s English the same: the rule decides, not the text', () => {
    expect(
      errorMessage(
        badInput({
          field: 'customerPhone',
          message: 'is not a phone number we can call',
          rule: 'FORMAT',
          format: 'PHONE',
        }),
        'Failed',
      ),
    ).toBe('Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code');
    // An answer without a rule (an older API) reads as the API words it.
    const plain = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'x',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'status', message: 'the order is already delivered' }],
          },
        },
      ],
    });
    expect(errorMessage(plain, 'Failed')).toBe('The order is already delivered');
  });
});

describe('an account’s refusal (FORBIDDEN with a reason)', () => {
  const refused = (reason: string, message = 'Your account is blocked.') =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'FORBIDDEN', reason } }] });

  it('is worded by its reason from the catalogue, not by the API’s English', () => {
    expect(errorMessage(refused('ACCOUNT_BLOCKED', 'Blocked, says the API'), 'Failed')).toBe(
      'Your account is blocked, so you cannot do this.',
    );
    expect(errorMessage(refused('ACCOUNT_UNDER_REVIEW'), 'Failed')).toBe(
      'Your account is under review. You can do this once an admin has verified it.',
    );
    expect(errorMessage(refused('ACCOUNT_NOT_VERIFIED'), 'Failed')).toBe(
      'Your account is not verified yet. Fill in the profile check first, so that an admin can verify it.',
    );
    expect(errorMessage(refused('EMAIL_NOT_VERIFIED'), 'Failed')).toBe(
      'Verify your email first, then fill in the profile check, so that an admin can verify your account.',
    );
    expect(formFailure(refused('ACCOUNT_BLOCKED'), { phone: 'Phone' }, 'Failed')).toEqual({
      fields: {},
      toast: 'Your account is blocked, so you cannot do this.',
    });
  });

  it('is worded in Nepali too', async () => {
    await setLocale('ne');
    try {
      expect(errorMessage(refused('ACCOUNT_BLOCKED'), 'Failed')).toBe('तपाईंको खाता रोकिएको छ, त्यसैले यो गर्न मिल्दैन।');
      expect(errorMessage(refused('ACCOUNT_UNDER_REVIEW'), 'Failed')).toBe(
        'तपाईंको खाता जाँच हुँदैछ। प्रशासकले प्रमाणित गरेपछि यो गर्न सक्नुहुन्छ।',
      );
      expect(errorMessage(refused('ACCOUNT_NOT_VERIFIED'), 'Failed')).toBe(
        'तपाईंको खाता अझै प्रमाणित भएको छैन। प्रशासकले प्रमाणित गर्न सकून् भनेर पहिले प्रोफाइल जाँचको फारम भर्नुहोस्।',
      );
      expect(errorMessage(refused('EMAIL_NOT_VERIFIED'), 'Failed')).toBe(
        'पहिले आफ्नो इमेल प्रमाणित गर्नुहोस्, त्यसपछि प्रशासकले खाता प्रमाणित गर्न सकून् भनेर प्रोफाइल जाँचको फारम भर्नुहोस्।',
      );
    } finally {
      await setLocale('en');
    }
  });

  it('falls back to the code’s words for a reason this client does not know', async () => {
    expect(errorMessage(refused('SOMETHING_NEW', 'Not now.'), 'Failed')).toBe('Not now.');
    await setLocale('ne');
    try {
      expect(errorMessage(refused('SOMETHING_NEW', 'Not now.'), 'Failed')).toBe('तपाईंलाई यो गर्ने अनुमति छैन।');
    } finally {
      await setLocale('en');
    }
  });
});
