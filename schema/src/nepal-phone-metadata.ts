// Generated from libphonenumber-js/metadata.max.json: Nepal only (phone.test.ts checks it against the installed package).
import type { MetadataJson } from 'libphonenumber-js/core';

export const NEPAL_PHONE_METADATA: MetadataJson = {
  version: 4,
  country_calling_codes: { '977': ['NP'] },
  countries: {
    NP: [
      '977',
      '00',
      '(?:1\\d|9)\\d{9}|[1-9]\\d{7}',
      [8, 10, 11],
      [
        ['(\\d)(\\d{7})', '$1-$2', ['1[2-6]'], '0$1'],
        ['(\\d{2})(\\d{6})', '$1-$2', ['1[01]|[2-8]|9(?:[1-59]|[67][2-6])'], '0$1'],
        ['(\\d{3})(\\d{7})', '$1-$2', ['9']],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [
        [
          '(?:1[0-6]\\d|99[02-6])\\d{5}|(?:2[13-79]|3[135-8]|4[146-9]|5[135-7]|6[13-9]|7[15-9]|8[1-46-9]|9[1-7])[2-6]\\d{5}',
          [8],
        ],
        ['9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\\d{7}', [10]],
        ['1(?:66001|800\\d\\d)\\d{5}', [11]],
      ],
    ],
  },
  nonGeographic: {},
};
