import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { formatNumber } from './format.ts';
import { currentLocale, translate, type MessageKey } from './i18n.ts';

/** A field the API refused, as `BAD_USER_INPUT` reports it in `extensions.fields`. */
interface FieldProblem {
  field: string;
  message: string;
}

function isFieldProblem(value: unknown): value is FieldProblem {
  const problem = value as Partial<FieldProblem> | null;
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
    .map((problem) => ({ field: problem.field.replace(/\[\d+\]$/, ''), message: problem.message }));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `customerPhone` → `Customer phone`: a label for a field no form shows. */
const labelOf = (field: string) => capitalized(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

/**
 * A field problem as a sentence a person reads under the field. The API names the field and its
 * rule in developer's words ("confirmPassword: must match the password"); the client words it
 * ("Passwords do not match"), with the form's own label where the rule is about the field.
 */
export function fieldSentence(label: string, rule: string): string {
  const text = rule.trim().replace(/\.$/, '');
  if (text === 'must match the password') return translate('error.passwordsMismatch');
  if (/^must be a past date/.test(text)) return translate('error.pastDate');
  if (/^must be ([A-Z]+, )*[A-Z]+ or [A-Z]+$/.test(text)) return translate('error.choose', { label, lowerLabel: label.toLowerCase() });
  if (text === 'is required') return translate('error.required', { label });
  if (text === 'is out of stock') return translate('error.outOfStock', { label });
  if (text === 'is not in your product list') return translate('error.notInYourList', { label });
  const atLeast = /^must be at least (\d+) characters$/.exec(text);
  if (atLeast) return translate('error.minLength', { label, count: formatNumber(Number(atLeast[1])) });
  const atMost = /^must be at most (\d+) characters$/.exec(text);
  if (atMost) return translate('error.maxLength', { label, count: formatNumber(Number(atMost[1])) });
  const enter = /^must be (a valid .+|a link .+)$/.exec(text);
  if (enter) return translate('error.enterValid', { label, what: enter[1]! });
  // Other rules ("must be a whole number") read after the label, and the rest are
  // sentences of their own ("the order is already delivered"); in Nepali a plain "this is wrong".
  if (currentLocale() !== 'en') return translate('error.invalid', { label });
  return /^(is|must|lists|has|are) /.test(text) ? `${label} ${text}` : capitalized(text);
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

/** The message to show for a failed operation: the server's, in plain words, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const [problem] = fieldProblems(error);
  if (problem) return fieldSentence(labelOf(problem.field), problem.message);
  if (CombinedGraphQLErrors.is(error)) {
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
  for (const { field, message } of fieldProblems(error)) {
    const label = labels[field];
    if (label) fields[field] ??= fieldSentence(label, message);
    else other ??= fieldSentence(labelOf(field), message);
  }
  return { fields, toast: other ?? (Object.keys(fields).length > 0 ? null : errorMessage(error, fallback)) };
}
