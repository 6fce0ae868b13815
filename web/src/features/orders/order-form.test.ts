import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { EMPTY_ORDER } from './order-fields.ts';
import { orderFormProblems } from './order-form.tsx';

/** The customer phone's problem, before anything is sent (the server's phone rule, @bikri/schema/phone). */
const phoneProblem = (customerPhone: string) => orderFormProblems({ ...EMPTY_ORDER, customerPhone }).customerPhone;

describe('the order form’s customer phone', () => {
  it('refuses an extension, letters and other signs after a valid number, as the server does', () => {
    for (const phone of ['9841000000;ext=123', '9841000000 x123', '9841000000#1', 'call 9841000000']) {
      expect(phoneProblem(phone), phone).toBe(
        'Enter a Nepali mobile number (10 digits, like 9841234567) or a landline with its area code',
      );
    }
    for (const phone of ['9841000000', '+977 (984) 100-0000', '९८४१००००००'])
      expect(phoneProblem(phone), phone).toBeUndefined();
  });

  it('says so in Nepali too', async () => {
    await setLocale('ne');
    try {
      expect(phoneProblem('9841000000;ext=123')).toBe(
        'नेपाली मोबाइल नम्बर (९८४१२३४५६७ जस्तो १० अङ्क) वा क्षेत्र कोडसहितको ल्यान्डलाइन नम्बर लेख्नुहोस्',
      );
    } finally {
      await setLocale('en');
    }
  });
});
