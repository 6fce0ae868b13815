import { Router } from 'express';
import { mailCode, newPassword, startSession } from '../accounts.ts';
import { caller, type SimContext } from '../context.ts';
import type { Gender, UserRecord } from '../records.ts';
import { badRequest, notFound, SimError } from '../sim-error.ts';
import { checkPassword, hashPassword, newId } from '../store.ts';
import { bodyOf, isEmail, optionalText, queryText, requiredText } from '../validate.ts';

const GENDERS: readonly Gender[] = ['Male', 'Female', 'Other'];
const STATUS_ACTIONS = ['verify', 'unVerify', 'block', 'unBlock'] as const;

/** Accounts: sign-in, registration, the email code, the profile check (KYC) and admin user control. */
export function userRoutes(sim: SimContext): Router {
  const { store } = sim;
  const db = store.db;
  const router = Router();

  router.post('/user/login', (req, res) => {
    const body = bodyOf(req);
    const email = requiredText(body, 'email').toLowerCase();
    const password = requiredText(body, 'password');
    const user = db.users.find((u) => u.email === email);
    if (!user || !checkPassword(password, user.passwordHash)) {
      res.json({ success: false, message: 'Invalid email or password' });
      return;
    }
    const token = startSession(db, user);
    store.save();
    res.json({ success: true, message: 'Login successful', userData: sim.views(req).user(user), token });
  });

  router.post('/user/register', (req, res) => {
    const body = bodyOf(req);
    const name = requiredText(body, 'name');
    const email = requiredText(body, 'email').toLowerCase();
    if (!isEmail(email)) throw badRequest('email is not a valid email address');
    const password = newPassword(body);
    if (db.users.some((u) => u.email === email)) {
      res.status(409).json({ success: false, message: 'An account with this email already exists' });
      return;
    }
    const now = new Date().toISOString();
    const user: UserRecord = {
      _id: newId(),
      name,
      email,
      passwordHash: hashPassword(password),
      phone: '',
      dob: '',
      gender: '',
      role: 'user',
      status: 'active',
      isEmailVerified: false,
      isUserVerified: false,
      fb: '',
      payment: '',
      referedby: '',
      commissionRate: 0,
      pendingPayment: 0,
      receivedPayment: 0,
      lifetimeIncome: 0,
      myProducts: [],
      statusLog: [],
      createdAt: now,
      updatedAt: now,
    };
    db.users.push(user);
    const token = startSession(db, user);
    store.save();
    res.json({ success: true, message: 'Registration successful', userData: sim.views(req).user(user), token });
  });

  router.get('/user', (req, res) => {
    res.json({ success: true, data: sim.views(req).user(caller(res)) });
  });

  router.post('/mail/sendCode', (_req, res) => {
    const user = caller(res);
    if (user.isEmailVerified) throw badRequest('Your email is already verified');
    db.emailCodes = db.emailCodes.filter((c) => c.user !== user._id);
    db.emailCodes.push({ user: user._id, ...mailCode(db, user, 'Your verification code', 'verification') });
    store.save();
    res.json({ success: true, message: `A verification code was sent to ${user.email}` });
  });

  router.post('/mail/verifyCode', (req, res) => {
    const user = caller(res);
    const code = requiredText(bodyOf(req), 'code');
    if (user.isEmailVerified) throw badRequest('Your email is already verified');
    const entry = db.emailCodes.find((c) => c.user === user._id);
    if (!entry || entry.code !== code || Date.parse(entry.expiresAt) < Date.now()) {
      throw badRequest('The code is invalid or has expired');
    }
    db.emailCodes = db.emailCodes.filter((c) => c !== entry);
    user.isEmailVerified = true;
    user.updatedAt = new Date().toISOString();
    store.save();
    res.json({ success: true, message: 'Email verified', data: sim.views(req).user(user) });
  });

  router.put('/user/kyc', sim.upload.single('payment'), (req, res) => {
    const user = caller(res);
    const body = bodyOf(req);
    if (!user.isEmailVerified) throw badRequest('Verify your email before submitting your profile');
    if (user.status === 'blocked') throw new SimError(403, 'Your account is blocked');
    if (user.status === 'underReview') throw badRequest('Your profile is already under review');
    if (user.isUserVerified) throw badRequest('Your account is already verified');
    const phone = requiredText(body, 'phone');
    if (!/^\+?\d[\d -]{6,16}$/.test(phone)) throw badRequest('phone must be a valid phone number');
    const dob = requiredText(body, 'dob');
    const born = Date.parse(dob);
    if (!/^\d{4}-\d{2}-\d{2}/.test(dob) || Number.isNaN(born) || born > Date.now()) {
      throw badRequest('dob must be a past date (YYYY-MM-DD)');
    }
    const fb = requiredText(body, 'fb');
    if (!/^https?:\/\/\S+\.\S+/.test(fb)) throw badRequest('fb must be a link (http or https)');
    const gender = requiredText(body, 'gender') as Gender;
    if (!GENDERS.includes(gender)) throw badRequest('gender must be Male, Female or Other');
    if (!req.file) throw badRequest('payment (the QR image) is required');
    user.payment = sim.saveImage(req.file, 'qr');
    user.phone = phone;
    user.dob = dob.slice(0, 10);
    user.fb = fb;
    user.gender = gender;
    user.referedby = optionalText(body, 'referedby');
    user.status = 'underReview';
    user.updatedAt = new Date().toISOString();
    store.save();
    res.json({ success: true, message: 'Profile submitted for review', data: sim.views(req).user(user) });
  });

  router.get('/admin/users', (req, res) => {
    const views = sim.views(req);
    res.json({ users: db.users.map((u) => views.user(u)) });
  });

  router.get('/admin/user/:id', (req, res) => {
    const user = db.users.find((u) => u._id === req.params.id);
    if (!user) throw notFound('User not found');
    res.json({ user: sim.views(req).user(user) });
  });

  router.put('/admin/userStatus/:id', (req, res) => {
    const admin = caller(res);
    const action = queryText(req, 'userStatus') as (typeof STATUS_ACTIONS)[number];
    if (!STATUS_ACTIONS.includes(action)) throw badRequest('userStatus must be verify, unVerify, block or unBlock');
    const reason = requiredText(bodyOf(req), 'reason');
    const user = db.users.find((u) => u._id === req.params.id);
    if (!user) throw notFound('User not found');
    if (user._id === admin._id) throw badRequest('You cannot change your own status');
    if (user.role === 'admin') throw badRequest('An admin account cannot be changed here');
    if ((action === 'verify' || action === 'unVerify') && user.status !== 'underReview') {
      throw badRequest('Only a user under review can be verified or unverified');
    }
    if (action === 'block' && user.status === 'blocked') throw badRequest('The user is already blocked');
    if (action === 'unBlock' && user.status !== 'blocked') throw badRequest('The user is not blocked');
    if (action === 'verify') {
      user.status = 'active';
      user.isUserVerified = true;
    } else if (action === 'unVerify') {
      user.status = 'active';
      user.isUserVerified = false;
    } else if (action === 'block') {
      user.status = 'blocked';
    } else {
      user.status = 'active';
    }
    const at = new Date().toISOString();
    user.statusLog.push({ action, reason, by: admin._id, at });
    user.updatedAt = at;
    store.save();
    const done = { verify: 'verified', unVerify: 'unverified', block: 'blocked', unBlock: 'unblocked' }[action];
    res.json({ success: true, message: `User ${done}` });
  });

  return router;
}
