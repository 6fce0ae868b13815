import { randomInt } from 'node:crypto';
import type { Database, UserRecord } from './records.ts';
import { badRequest } from './sim-error.ts';
import { newToken } from './store.ts';
import { requiredText } from './validate.ts';

/** How long an emailed code works. */
export const CODE_TTL_MS = 10 * 60 * 1000;

/** A new session token for `user`. */
export function startSession(db: Database, user: UserRecord): string {
  const token = newToken();
  db.sessions.push({ token, user: user._id, createdAt: new Date().toISOString() });
  return token;
}

/** Emails `user` a new 6-digit code (into the stand-in's mailbox) and answers it with its expiry. */
export function mailCode(
  db: Database,
  user: UserRecord,
  subject: string,
  purpose: string,
): { code: string; expiresAt: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.mailbox.push({
    to: user.email,
    subject,
    text: `Your ${purpose} code is ${code}. It expires in 10 minutes.`,
    code,
    sentAt: new Date().toISOString(),
  });
  return { code, expiresAt: new Date(Date.now() + CODE_TTL_MS).toISOString() };
}

/** The new password of a registration or a reset (`password` and `confirm_password`), checked. */
export function newPassword(body: Record<string, unknown>): string {
  const password = requiredText(body, 'password');
  const confirm = requiredText(body, 'confirm_password');
  if (password.length < 6) throw badRequest('password must be at least 6 characters');
  if (password !== confirm) throw badRequest('confirm_password does not match password');
  return password;
}
