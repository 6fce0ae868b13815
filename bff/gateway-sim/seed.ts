import { sumMoney } from '@bikri/schema/money';
import { paintPng, type Rgb } from './png.ts';
import { incomeAmount, orderCommission, productCommission } from './rules.ts';
import type {
  Database,
  Gender,
  IncomeRecord,
  OrderRecord,
  OrderStatus,
  PaymentRecord,
  ProductRecord,
  UserRecord,
} from './records.ts';
import { hashPassword, newId, type FileStore } from './store.ts';

/**
 * The demo data: one admin, marketers in every account state, a dozen products
 * with generated images, about 60 orders over four months in every status, incomes that match
 * them, one pending and one sent payment. Deterministic apart from dates, which are relative
 * to now so that "delivered more than 7 days ago" stays true.
 */

export interface DemoAccount {
  email: string;
  password: string;
  role: 'admin' | 'user';
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', password: 'admin1234', role: 'admin', note: 'admin' },
  { email: 'sita@demo.test', password: 'sita1234', role: 'user', note: 'active, verified, bonus 2 %' },
  { email: 'ram@demo.test', password: 'ram12345', role: 'user', note: 'profile under review' },
  { email: 'hari@demo.test', password: 'hari1234', role: 'user', note: 'blocked' },
  { email: 'gita@demo.test', password: 'gita1234', role: 'user', note: 'email verified, no profile yet' },
  { email: 'new@demo.test', password: 'new12345', role: 'user', note: 'email not verified' },
  { email: 'maya@demo.test', password: 'maya1234', role: 'user', note: 'active, verified, bonus 1 %' },
];

const DAY = 24 * 60 * 60 * 1000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: readonly [Rgb, Rgb][] = [
  [
    { r: 214, g: 69, b: 65 },
    { r: 120, g: 40, b: 110 },
  ],
  [
    { r: 35, g: 120, b: 190 },
    { r: 20, g: 50, b: 110 },
  ],
  [
    { r: 46, g: 160, b: 120 },
    { r: 20, g: 90, b: 80 },
  ],
  [
    { r: 240, g: 150, b: 50 },
    { r: 190, g: 70, b: 40 },
  ],
  [
    { r: 130, g: 90, b: 200 },
    { r: 60, g: 40, b: 120 },
  ],
  [
    { r: 200, g: 160, b: 60 },
    { r: 120, g: 80, b: 30 },
  ],
];

const PRODUCTS: readonly {
  name: string;
  initials: string;
  price: number;
  rate: number;
  outOfStock?: boolean;
  description: string;
}[] = [
  {
    name: 'Pashmina Shawl',
    initials: 'PS',
    price: 4500,
    rate: 12,
    description: 'Hand-woven pure pashmina from Kathmandu valley weavers, 70 × 200 cm.',
  },
  {
    name: 'Himalayan Salt Lamp',
    initials: 'SL',
    price: 1800,
    rate: 15,
    description: 'Natural pink rock salt lamp with a wooden base and a warm bulb.',
  },
  {
    name: 'Dhaka Topi',
    initials: 'DT',
    price: 650,
    rate: 18,
    description: 'Traditional Palpali dhaka cap, hand-loomed.',
  },
  {
    name: 'Singing Bowl Set',
    initials: 'SB',
    price: 3200,
    rate: 14,
    description: 'Hand-hammered seven-metal singing bowl with striker and cushion.',
  },
  {
    name: 'Lokta Paper Journal',
    initials: 'LP',
    price: 550,
    rate: 20,
    description: 'A5 journal of handmade lokta paper, 120 pages, tree-free.',
  },
  {
    name: 'Yak Wool Socks',
    initials: 'YW',
    price: 900,
    rate: 16,
    outOfStock: true,
    description: 'Warm, soft socks knitted from yak and sheep wool. One size.',
  },
  {
    name: 'Ilam Organic Tea 250g',
    initials: 'IT',
    price: 750,
    rate: 15,
    description: 'First-flush orthodox black tea from the hills of Ilam.',
  },
  {
    name: 'Thangka Wall Art',
    initials: 'TA',
    price: 12000,
    rate: 10,
    description: 'Hand-painted mandala thangka on cotton canvas, 45 × 60 cm.',
  },
  {
    name: 'Allo Fabric Tote Bag',
    initials: 'AB',
    price: 1200,
    rate: 17,
    description: 'Sturdy tote woven from Himalayan nettle (allo) fibre.',
  },
  {
    name: 'Timur Chilli Pickle',
    initials: 'TC',
    price: 380,
    rate: 20,
    outOfStock: true,
    description: 'Homemade tomato and timur pickle, 400 g jar.',
  },
  {
    name: 'Prayer Flag Set',
    initials: 'PF',
    price: 450,
    rate: 18,
    description: 'Five rolls of cotton lungta prayer flags, 25 flags each.',
  },
  {
    name: 'Khukuri Keychain',
    initials: 'KK',
    price: 350,
    rate: 20,
    description: 'Miniature brass khukuri keychain with leather sheath.',
  },
];

const CUSTOMERS = [
  'Anita Karki',
  'Bikash Shrestha',
  'Sunita Magar',
  'Rajesh Adhikari',
  'Pooja Basnet',
  'Suman KC',
  'Nisha Lama',
  'Kiran Poudel',
  'Asmita Bhandari',
  'Dipesh Yadav',
  'Rekha Joshi',
  'Manoj Chaudhary',
];
const PLACES = [
  'Kathmandu',
  'Lalitpur',
  'Bhaktapur',
  'Pokhara',
  'Biratnagar',
  'Butwal',
  'Dharan',
  'Chitwan',
  'Hetauda',
  'Birgunj',
  'Janakpur',
  'Itahari',
];

let images: Map<string, Buffer> | undefined;
let passwordHashes: Map<string, string> | undefined;

/** Product and QR images, painted once per process. */
function seedImages(): Map<string, Buffer> {
  if (images) return images;
  images = new Map();
  PRODUCTS.forEach((product, n) => {
    const [from, to] = PALETTES[n % PALETTES.length]!;
    images!.set(`seed-product-${n + 1}-a.png`, paintPng({ from, to, text: product.initials }));
    images!.set(`seed-product-${n + 1}-b.png`, paintPng({ from: to, to: from, text: `${n + 1}` }));
  });
  images.set(
    'seed-proof.png',
    paintPng({ width: 320, height: 560, from: { r: 235, g: 240, b: 245 }, to: { r: 60, g: 150, b: 90 }, text: 'OK' }),
  );
  for (const name of ['sita', 'ram', 'hari', 'maya']) {
    images.set(
      `seed-qr-${name}.png`,
      paintPng({ width: 240, height: 240, from: { r: 30, g: 30, b: 30 }, to: { r: 90, g: 90, b: 90 }, text: 'QR' }),
    );
  }
  return images;
}

function seedPassword(password: string): string {
  passwordHashes ??= new Map();
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

interface UserSeed {
  key: string;
  name: string;
  status: UserRecord['status'];
  emailVerified: boolean;
  userVerified: boolean;
  kyc: boolean;
  bonus: number;
  gender: Gender;
  dob: string;
}

const USERS: readonly UserSeed[] = [
  {
    key: 'admin',
    name: 'Bikri Admin',
    status: 'active',
    emailVerified: true,
    userVerified: true,
    kyc: false,
    bonus: 0,
    gender: 'Other',
    dob: '',
  },
  {
    key: 'sita',
    name: 'Sita Sharma',
    status: 'active',
    emailVerified: true,
    userVerified: true,
    kyc: true,
    bonus: 2,
    gender: 'Female',
    dob: '1996-04-12',
  },
  {
    key: 'ram',
    name: 'Ram Thapa',
    status: 'underReview',
    emailVerified: true,
    userVerified: false,
    kyc: true,
    bonus: 0,
    gender: 'Male',
    dob: '1994-09-30',
  },
  {
    key: 'hari',
    name: 'Hari Gurung',
    status: 'blocked',
    emailVerified: true,
    userVerified: true,
    kyc: true,
    bonus: 0,
    gender: 'Male',
    dob: '1990-01-21',
  },
  {
    key: 'gita',
    name: 'Gita Rai',
    status: 'active',
    emailVerified: true,
    userVerified: false,
    kyc: false,
    bonus: 0,
    gender: 'Female',
    dob: '',
  },
  {
    key: 'new',
    name: 'Nabin Shrestha',
    status: 'active',
    emailVerified: false,
    userVerified: false,
    kyc: false,
    bonus: 0,
    gender: 'Male',
    dob: '',
  },
  {
    key: 'maya',
    name: 'Maya Tamang',
    status: 'active',
    emailVerified: true,
    userVerified: true,
    kyc: true,
    bonus: 1,
    gender: 'Female',
    dob: '1998-11-03',
  },
];

function statusFor(daysAgo: number, roll: number): OrderStatus {
  if (daysAgo <= 4) return roll < 0.65 ? 'confirmed' : 'inProcess';
  if (daysAgo <= 11)
    return roll < 0.2 ? 'confirmed' : roll < 0.5 ? 'inProcess' : roll < 0.9 ? 'delivered' : 'cancelled';
  if (roll < 0.55) return 'delivered';
  if (roll < 0.68) return 'returned';
  if (roll < 0.78) return 'exchanged';
  return 'cancelled';
}

/**
 * Orders an admin's risk flags pick out, made by changing a few recent ones (the counts stay):
 * the 56th goes to the phone of the 44th, returned (a phone with a return before); the 57th to
 * its marketer Maya's own phone; and the 59th repeats the 58th's customer and product the next
 * day, within 24 hours (a likely duplicate). Identical payout QR images are flagged only once uploaded through
 * the BFF, which keeps their hashes: the seeded ones were never uploaded.
 */
function flagSomeOrders(
  orders: OrderRecord[],
  products: readonly ProductRecord[],
  byKey: (key: string) => UserRecord,
): void {
  orders[56]!.customerPhone = orders[44]!.customerPhone;
  orders[57]!.customerPhone = byKey('maya').phone;
  const [first, repeat] = [orders[58]!, orders[59]!];
  const product = products.find((p) => p._id === first.product)!;
  const owner = byKey('sita');
  repeat.product = first.product;
  repeat.customerName = first.customerName;
  repeat.customerPhone = first.customerPhone;
  repeat.price = first.price;
  Object.assign(repeat, orderCommission(product, owner.commissionRate, repeat.price));
}

/** Builds a fresh demo database and stores its images in `files`. */
export function seedDatabase(files: FileStore, now: Date = new Date()): Database {
  for (const [name, data] of seedImages()) files.put(name, data, 'image/png');
  const rand = random(20261121);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  const products: ProductRecord[] = PRODUCTS.map((p, n) => {
    const createdAt = at((150 - n) * DAY);
    return {
      _id: newId(new Date(createdAt)),
      productName: p.name,
      price: p.price,
      commissionRate: p.rate,
      commission: productCommission(p.price, p.rate),
      description: p.description,
      images: [`seed-product-${n + 1}-a.png`, `seed-product-${n + 1}-b.png`],
      status: p.outOfStock ? 'out-of-stock' : 'available',
      deleted: false,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const users: UserRecord[] = USERS.map((u, n) => {
    const account = DEMO_ACCOUNTS.find((a) => a.email === `${u.key}@demo.test`)!;
    const createdAt = at((170 - n * 5) * DAY);
    return {
      _id: newId(new Date(createdAt)),
      name: u.name,
      email: account.email,
      passwordHash: seedPassword(account.password),
      phone: u.kyc ? `98${String(41000000 + n * 1234567).slice(0, 8)}` : '',
      dob: u.dob,
      gender: u.kyc ? u.gender : '',
      role: account.role,
      status: u.status,
      isEmailVerified: u.emailVerified,
      isUserVerified: u.userVerified,
      fb: u.kyc ? `https://facebook.com/${u.key}.demo` : '',
      payment: u.kyc ? `seed-qr-${u.key}.png` : '',
      referedby: u.key === 'ram' ? 'Sita Sharma' : '',
      commissionRate: u.bonus,
      pendingPayment: 0,
      receivedPayment: 0,
      lifetimeIncome: 0,
      myProducts: [],
      statusLog: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
  const byKey = (key: string) => users.find((u) => u.email === `${key}@demo.test`)!;
  const sita = byKey('sita');
  sita.myProducts = products.slice(0, 8).map((p) => p._id);
  byKey('maya').myProducts = products.slice(2, 11).map((p) => p._id);
  byKey('hari').myProducts = products.slice(0, 5).map((p) => p._id);

  const owners = ['sita', 'maya', 'sita', 'hari', 'sita', 'maya', 'sita'];
  const orders: OrderRecord[] = [];
  for (let i = 0; i < 60; i++) {
    // Hari is blocked now, so the last ten days are Sita's and Maya's; two of Sita's recent
    // orders were delivered less than 7 days ago (not yet eligible for a payout) and her two
    // newest are still confirmed (she may edit or cancel them).
    const forcedSita = i === 53 || i === 55 || i === 58 || i === 59;
    const patterned = owners[i % owners.length]!;
    const ownerKey = forcedSita || (i >= 50 && patterned === 'hari') ? 'sita' : patterned;
    const owner = byKey(ownerKey);
    const productId = owner.myProducts[Math.floor(rand() * owner.myProducts.length)]!;
    const product = products.find((p) => p._id === productId)!;
    const daysAgo = i < 50 ? 120 - i * 2.2 - rand() : 10.5 - (i - 50) - rand() * 0.4;
    const createdAt = at(daysAgo * DAY);
    let status = statusFor(daysAgo, rand());
    if (i === 53 || i === 55) status = 'delivered';
    if (i === 58 || i === 59) status = 'confirmed';
    const qty = 1 + Math.floor(rand() * 3);
    const markup = [0, 0, 50, 100][Math.floor(rand() * 4)]!;
    const price = product.price + markup;
    const { commission, commissionRate } = orderCommission(product, owner.commissionRate, price);
    const deliveredDate = status === 'delivered' ? at((daysAgo - 2) * DAY) : null;
    const updatedAt = deliveredDate ?? at(Math.max(0.1, daysAgo - 1) * DAY);
    orders.push({
      _id: newId(new Date(createdAt)),
      product: product._id,
      orderFrom: owner._id,
      qty,
      price,
      commissionRate,
      commission,
      customerName: CUSTOMERS[i % CUSTOMERS.length]!,
      customerPhone: `98${String(10000000 + Math.floor(rand() * 89999999))}`,
      customerLocation: PLACES[Math.floor(rand() * PLACES.length)]!,
      remarks: i % 5 === 0 ? 'Call before delivery' : '',
      status,
      deliveredDate,
      createdAt,
      updatedAt,
    });
  }

  flagSomeOrders(orders, products, byKey);

  const incomes: IncomeRecord[] = orders
    .filter((o) => o.status === 'delivered')
    .map((o) => ({
      _id: newId(new Date(o.deliveredDate!)),
      user: o.orderFrom,
      order: o._id,
      status: 'pending',
      amount: incomeAmount(o.commission, o.qty),
      createdAt: o.deliveredDate!,
      updatedAt: o.deliveredDate!,
    }));

  // Sita's oldest three deliveries were paid; the next two are requested and pending.
  const sitaIncomes = incomes.filter((income) => income.user === sita._id);
  const paid = sitaIncomes.slice(0, 3);
  const requested = sitaIncomes.slice(3, 5);
  const payment = (list: IncomeRecord[], status: PaymentRecord['status'], daysAfter: number): PaymentRecord => {
    const last = list[list.length - 1]!;
    const createdAt = new Date(Date.parse(last.createdAt) + daysAfter * DAY).toISOString();
    return {
      _id: newId(new Date(createdAt)),
      user: sita._id,
      orders: list.map((income) => income.order),
      amount: sumMoney(list.map((income) => income.amount)),
      status,
      proof: status === 'sent' ? 'seed-proof.png' : null,
      createdAt,
      updatedAt: createdAt,
    };
  };
  const payments = [payment(paid, 'sent', 8), payment(requested, 'pending', 8)];
  for (const income of paid) income.status = 'sent';

  for (const user of users) {
    const mine = incomes.filter((income) => income.user === user._id);
    user.lifetimeIncome = sumMoney(mine.map((income) => income.amount));
    user.pendingPayment = sumMoney(mine.filter((income) => income.status === 'pending').map((income) => income.amount));
    user.receivedPayment = sumMoney(mine.filter((income) => income.status === 'sent').map((income) => income.amount));
  }

  return { users, products, orders, incomes, payments, sessions: [], emailCodes: [], passwordCodes: [], mailbox: [] };
}
