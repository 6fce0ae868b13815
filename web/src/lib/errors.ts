import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { formatNumber } from './format.ts';
import { currentLocale, translate, type MessageKey } from './i18n.ts';
import { SOCIAL_LINK_EXAMPLE } from '@bikri/schema/contact';
import type { AccountRefusal } from '@bikri/schema/accounts';
import type { FieldRule } from '@bikri/schema/field-rules';

/** A field the API refused, as `BAD_USER_INPUT` reports it in `extensions.fields`: the rule by name, and in English. */
type FieldProblem = { field: string; message: string } & FieldRule;

function isFieldProblem(value: unknown): value is { field: string; message: string; rule?: unknown } {
  const problem = value as { field?: unknown; message?: unknown } | null;
  return typeof problem?.field === 'string' && typeof problem.message === 'string';
}

/** The field problems of a failed operation (`images[0]` → `images`), in the API's order. */
function fieldProblems(error: unknown): FieldProblem[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors
    .flatMap((e) => {
      const fields = e.extensions?.fields;
      return Array.isArray(fields) ? fields.filter(isFieldProblem) : [];
    })
    .map((problem) => ({ ...problem, field: problem.field.replace(/\[\d+\]$/, '') }) as FieldProblem);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `customerPhone` → `Customer phone`: a label for a field no form shows. */
const labelOf = (field: string) => capitalized(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

const FORMATS: Record<Extract<FieldRule, { rule: 'FORMAT' }>['format'], MessageKey> = {
  EMAIL: 'error.format.email',
  PHONE: 'error.format.phone',
  LINK: 'error.format.link',
  IMAGE: 'error.format.image',
};

/**
 * A broken rule as a sentence a person reads under the field, with the form's own label: by the
 * rule's name, in the interface's language. A refusal the API words itself ("the order is already
 * delivered", `message`) reads as it is in English, and as "this is not valid" in other languages.
 */
export function fieldSentence(label: string, problem: FieldRule & { message?: string }): string {
  const count = (limit: number) => formatNumber(limit);
  switch (problem.rule) {
    case 'REQUIRED':
      return translate('error.required', { label });
    case 'TOO_SHORT':
      return translate('error.minLength', { label, count: count(problem.limit) });
    case 'TOO_LONG':
      return translate('error.maxLength', { label, count: count(problem.limit) });
    case 'TOO_SMALL':
      return translate('error.atLeast', { label, count: count(problem.limit) });
    case 'TOO_LARGE':
      return translate('error.atMost', { label, count: count(problem.limit) });
    case 'NOT_POSITIVE':
      return translate('error.moreThanZero', { label });
    case 'TOO_FEW':
      return translate('error.tooFew', { label, count: count(problem.limit) });
    case 'TOO_MANY':
      return translate('error.tooMany', { label, count: count(problem.limit) });
    case 'FORMAT':
      return translate(FORMATS[problem.format], { label, example: SOCIAL_LINK_EXAMPLE });
    case 'ONE_OF':
      return translate('error.choose', { label, lowerLabel: label.toLowerCase() });
    case 'MISMATCH':
      return translate('error.passwordsMismatch');
    case 'PAST_DATE':
      return translate('error.pastDate');
    case 'OUT_OF_STOCK':
      return translate('error.outOfStock', { label });
    case 'NOT_IN_MY_PRODUCTS':
      return translate('error.notInYourList', { label });
    case 'INCORRECT':
      return translate('error.incorrect', { label });
    default: {
      // REFUSED, or a rule this client does not know yet.
      const text = (problem.message ?? '').trim().replace(/\.$/, '');
      if (currentLocale() !== 'en' || !text) return translate('error.invalid', { label });
      return /^(is|must|lists|has|are) /.test(text) ? `${label} ${text}` : capitalized(text);
    }
  }
}

/** What each error code means in the interface's words, for the languages the API does not speak. */
const CODE_MESSAGES: Record<string, MessageKey> = {
  UNAUTHENTICATED: 'error.code.unauthenticated',
  FORBIDDEN: 'error.code.forbidden',
  NOT_FOUND: 'error.code.notFound',
  GATEWAY_REJECTED: 'error.code.rejected',
  GATEWAY_UNAVAILABLE: 'error.code.unavailable',
  GATEWAY_TIMEOUT: 'error.code.unavailable',
  GATEWAY_BAD_RESPONSE: 'error.code.unavailable',
  NOT_SUPPORTED_BY_GATEWAY: 'error.code.notSupported',
  RATE_LIMITED: 'error.code.rateLimited',
  WRITE_IN_DOUBT: 'error.code.inDoubt',
};

/** Why an account may not do something (FORBIDDEN's `extensions.reason`), in the interface's words. */
const REASON_MESSAGES: Record<AccountRefusal, MessageKey> = {
  ACCOUNT_BLOCKED: 'error.reason.ACCOUNT_BLOCKED',
  ACCOUNT_UNDER_REVIEW: 'error.reason.ACCOUNT_UNDER_REVIEW',
  ACCOUNT_NOT_VERIFIED: 'error.reason.ACCOUNT_NOT_VERIFIED',
  EMAIL_NOT_VERIFIED: 'error.reason.EMAIL_NOT_VERIFIED',
};

function refusalOf(error: CombinedGraphQLErrors): AccountRefusal | undefined {
  const { code, reason } = error.errors[0]?.extensions ?? {};
  return code === 'FORBIDDEN' && typeof reason === 'string' && Object.hasOwn(REASON_MESSAGES, reason)
    ? (reason as AccountRefusal)
    : undefined;
}

/** The message to show for a failed operation: the server's, in plain words, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const [problem] = fieldProblems(error);
  if (problem) return fieldSentence(labelOf(problem.field), problem);
  if (CombinedGraphQLErrors.is(error)) {
    // An account's refusal is worded by its reason in every language, the API's English included.
    const refusal = refusalOf(error);
    if (refusal) return translate(REASON_MESSAGES[refusal]);
    // The API answers in English: other languages show what the code means.
    if (currentLocale() !== 'en') {
      const code = errorCode(error);
      const key = code ? CODE_MESSAGES[code] : undefined;
      if (key) return translate(key, { seconds: retryAfter(error) });
      return fallback;
    }
    return error.errors[0]?.message ?? fallback;
  }
  if (ServerError.is(error)) return fallback;
  if (error instanceof TypeError) return translate('error.offline');
  return fallback;
}

function retryAfter(error: CombinedGraphQLErrors): number {
  const seconds = error.errors[0]?.extensions?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 60;
}

/** The error code of a failed operation, such as `BAD_USER_INPUT` or `UNAUTHENTICATED`. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What a form shows after a failed submit. */
export interface FormFailure {
  /** Plain sentences keyed by field, for the fields the form shows. */
  fields: Record<string, string>;
  /** One toast line, or null when the fields say it all. */
  toast: string | null;
}

/**
 * How a form shows a failed submit: each problem of a field it shows (`labels`, field → label)
 * goes under that field in plain words, and then there is no toast; anything else is one toast.
 */
export function formFailure(error: unknown, labels: Readonly<Record<string, string>>, fallback: string): FormFailure {
  const fields: Record<string, string> = {};
  let other: string | null = null;
  for (const problem of fieldProblems(error)) {
    const label = labels[problem.field];
    if (label) fields[problem.field] ??= fieldSentence(label, problem);
    else other ??= fieldSentence(labelOf(problem.field), problem);
  }
  return { fields, toast: other ?? (Object.keys(fields).length > 0 ? null : errorMessage(error, fallback)) };
}
