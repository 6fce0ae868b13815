import { looksLikeEmail, PASSWORD_MIN_LENGTH } from '@bikri/schema/contact';
import { formatNumber } from './format.ts';
import { translate } from './i18n.ts';

/** The labels of the sign-in fields, for the server's field problems too. */
export function authLabels(): Record<'name' | 'email' | 'password' | 'confirmPassword', string> {
  return {
    name: translate('auth.label.name'),
    email: translate('auth.label.email'),
    password: translate('auth.label.password'),
    confirmPassword: translate('auth.label.confirmPassword'),
  };
}

/** The labels of the fields that set a new password, by the API's field names. */
export function newPasswordLabels(): Record<
  'email' | 'code' | 'currentPassword' | 'password' | 'confirmPassword',
  string
> {
  return {
    email: translate('auth.label.email'),
    code: translate('auth.label.code'),
    currentPassword: translate('auth.label.currentPassword'),
    password: translate('auth.label.newPassword'),
    confirmPassword: translate('auth.label.confirmNewPassword'),
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

function checkNewPassword(
  { password, confirmPassword }: { password: string; confirmPassword: string },
  problems: Problems,
): void {
  if (!password) problems.password = translate('auth.passwordRequired');
  else if (password.length < PASSWORD_MIN_LENGTH)
    problems.password = translate('auth.passwordShort', { count: formatNumber(PASSWORD_MIN_LENGTH) });
  if (!confirmPassword) problems.confirmPassword = translate('auth.confirmRequired');
  else if (confirmPassword !== password) problems.confirmPassword = translate('error.passwordsMismatch');
}

/** What the browser can tell is wrong with a registration before asking the server. */
export function registerProblems(values: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}): Problems {
  const problems: Problems = {};
  if (!values.name.trim()) problems.name = translate('auth.nameRequired');
  checkEmail(values.email, problems);
  checkNewPassword(values, problems);
  return problems;
}

/** What the browser can tell is wrong with the email a reset code is asked for. */
export function emailProblems(email: string): Problems {
  const problems: Problems = {};
  checkEmail(email, problems);
  return problems;
}

/** What the browser can tell is wrong with a new password set with an emailed code. */
export function resetProblems(values: { code: string; password: string; confirmPassword: string }): Problems {
  const problems: Problems = {};
  if (!values.code.trim()) problems.code = translate('auth.codeRequired');
  checkNewPassword(values, problems);
  return problems;
}

/** What the browser can tell is wrong with a password change from the profile. */
export function changeProblems(values: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}): Problems {
  const problems: Problems = {};
  if (!values.currentPassword) problems.currentPassword = translate('auth.passwordRequired');
  checkNewPassword(values, problems);
  return problems;
}
