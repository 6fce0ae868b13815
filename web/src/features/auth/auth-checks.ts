import { looksLikeEmail, PASSWORD_MIN_LENGTH } from '@bikri/schema/contact';
import { translate } from '../../lib/i18n.ts';

/** The labels of the sign-in fields, for the server's field problems too. */
export function authLabels(): Record<'name' | 'email' | 'password' | 'confirmPassword', string> {
  return {
    name: translate('auth.label.name'),
    email: translate('auth.label.email'),
    password: translate('auth.label.password'),
    confirmPassword: translate('auth.label.confirmPassword'),
  };
}

type Problems = Record<string, string>;

function checkEmail(email: string, problems: Problems): void {
  if (!email.trim()) problems.email = translate('auth.emailRequired');
  else if (!looksLikeEmail(email)) problems.email = translate('auth.emailInvalid');
}

/** What the browser can tell is wrong with a login before asking the server (none: send it). */
export function loginProblems({ email, password }: { email: string; password: string }): Problems {
  const problems: Problems = {};
  checkEmail(email, problems);
  if (!password) problems.password = translate('auth.passwordRequired');
  return problems;
}

/** What the browser can tell is wrong with a registration before asking the server. */
export function registerProblems(values: { name: string; email: string; password: string; confirmPassword: string }): Problems {
  const problems: Problems = {};
  if (!values.name.trim()) problems.name = translate('auth.nameRequired');
  checkEmail(values.email, problems);
  if (!values.password) problems.password = translate('auth.passwordRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = translate('auth.passwordShort', { count: PASSWORD_MIN_LENGTH });
  if (!values.confirmPassword) problems.confirmPassword = translate('auth.confirmRequired');
  else if (values.confirmPassword !== values.password) problems.confirmPassword = translate('error.passwordsMismatch');
  return problems;
}
