/**
 * The rule a field broke, as the API names it beside each problem of a BAD_USER_INPUT answer
 * (`extensions.fields[]`: `{ field, message, rule, ... }`), with what wording it needs. The
 * message is the API's English for developers; clients word the rule in their own language.
 */
export type FieldRule =
  | { rule: 'REQUIRED' }
  /** Text shorter or longer than `limit` characters. */
  | { rule: 'TOO_SHORT'; limit: number }
  | { rule: 'TOO_LONG'; limit: number }
  /** A number below or above `limit`, or not above 0. */
  | { rule: 'TOO_SMALL'; limit: number }
  | { rule: 'TOO_LARGE'; limit: number }
  | { rule: 'NOT_POSITIVE' }
  /** A list with fewer or more than `limit` items. */
  | { rule: 'TOO_FEW'; limit: number }
  | { rule: 'TOO_MANY'; limit: number }
  /** Not an email address, phone number, web link, or image of a type the API takes. */
  | { rule: 'FORMAT'; format: 'EMAIL' | 'PHONE' | 'LINK' | 'IMAGE' }
  /** Not one of `choices` (the API's names). */
  | { rule: 'ONE_OF'; choices: string[] }
  /** Not equal to the field `other` (a password confirmation). */
  | { rule: 'MISMATCH'; other: string }
  | { rule: 'PAST_DATE' }
  | { rule: 'OUT_OF_STOCK' }
  | { rule: 'NOT_IN_MY_PRODUCTS' }
  /** A secret that is not the right one: a wrong or expired code, a wrong current password. */
  | { rule: 'INCORRECT' }
  /** Refused for a reason of its own, which only the message says. */
  | { rule: 'REFUSED' };

export type FieldRuleName = FieldRule['rule'];
