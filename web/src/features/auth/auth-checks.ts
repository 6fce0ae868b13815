import { looksLikeEmail, PASSWORD_MIN_LENGTH } from '@bikri/schema/contact';

/** The labels of the sign-in fields, for the server's field problems too. */
export const AUTH_LABELS = {
  name: 'Full name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
} as const;

type Problems = Record<string, string>;

function checkEmail(email: string, problems: Problems): void {
  if (!email.trim()) problems.email = 'Email is required';
  else if (!looksLikeEmail(email)) problems.email = 'Enter a valid email address';
}

/** What the browser can tell is wrong with a login before asking the server (none: send it). */
export function loginProblems({ email, password }: { email: string; password: string }): Problems {
  const problems: Problems = {};
  checkEmail(email, problems);
  if (!password) problems.password = 'Password is required';
  return problems;
}

/** What the browser can tell is wrong with a registration before asking the server. */
export function registerProblems(values: { name: string; email: string; password: string; confirmPassword: string }): Problems {
  const problems: Problems = {};
  if (!values.name.trim()) problems.name = 'Full name is required';
  checkEmail(values.email, problems);
  if (!values.password) problems.password = 'Password is required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (!values.confirmPassword) problems.confirmPassword = 'Confirm your password';
  else if (values.confirmPassword !== values.password) problems.confirmPassword = 'Passwords do not match';
  return problems;
}
