import { Router } from 'express';
import { mailCode, newPassword, startSession } from '../accounts.ts';
import { caller, type SimContext } from '../context.ts';
import { badRequest } from '../sim-error.ts';
import { checkPassword, hashPassword } from '../store.ts';
import { bodyOf, isEmail, requiredText } from '../validate.ts';

/** Wrong codes a password reset code survives; the next one ends it. */
export const PASSWORD_CODE_TRIES = 10;

const SENT = 'If an account uses this email, a code to set a new password was sent to it';

/**
 * The proposed password extensions (docs/gateway.md): a reset code by email, a new password with
 * it, and a new password for a signed-in user who knows the current one.
 */
export function passwordRoutes(sim: SimContext): Router {
  const { store } = sim;
  const db = store.db;
  const router = Router();

  // The same answer whether or not the email has an account, so it tells nobody which do.
  router.post('/user/forgotPassword', (req, res) => {
    const email = requiredText(bodyOf(req), 'email').toLowerCase();
    if (!isEmail(email)) throw badRequest('email is not a valid email address');
    const user = db.users.find((u) => u.email === email);
    if (user) {
      db.passwordCodes = db.passwordCodes.filter((c) => c.user !== user._id);
      db.passwordCodes.push({
        user: user._id,
        ...mailCode(db, user, 'Your password reset code', 'password reset'),
        wrongTries: 0,
      });
      store.save();
    }
    res.json({ success: true, message: SENT });
  });

  // The code was emailed, so it also confirms the email address. Every earlier session ends.
  router.post('/user/resetPassword', (req, res) => {
    const body = bodyOf(req);
    const email = requiredText(body, 'email').toLowerCase();
    const code = requiredText(body, 'code');
    const password = newPassword(body);
    const user = db.users.find((u) => u.email === email);
    const entry = user && db.passwordCodes.find((c) => c.user === user._id);
    if (!user || !entry || Date.parse(entry.expiresAt) < Date.now() || entry.code !== code) {
      if (entry && (entry.wrongTries += 1) >= PASSWORD_CODE_TRIES)
        db.passwordCodes = db.passwordCodes.filter((c) => c !== entry);
      store.save();
      throw badRequest('The code is invalid or has expired');
    }
    db.passwordCodes = db.passwordCodes.filter((c) => c !== entry);
    user.passwordHash = hashPassword(password);
    user.isEmailVerified = true;
    user.updatedAt = new Date().toISOString();
    db.sessions = db.sessions.filter((s) => s.user !== user._id);
    const token = startSession(db, user);
    store.save();
    res.json({ success: true, message: 'Your password was changed', userData: sim.views(req).user(user), token });
  });

  // The caller's session goes on; every other session of the account ends.
  router.put('/user/password', (req, res) => {
    const user = caller(res);
    const body = bodyOf(req);
    const current = requiredText(body, 'currentPassword');
    const password = newPassword(body);
    if (!checkPassword(current, user.passwordHash)) throw badRequest('currentPassword is not your current password');
    const token = req.get('token');
    user.passwordHash = hashPassword(password);
    user.updatedAt = new Date().toISOString();
    db.sessions = db.sessions.filter((s) => s.user !== user._id || s.token === token);
    store.save();
    res.json({ success: true, message: 'Your password was changed' });
  });

  return router;
}
