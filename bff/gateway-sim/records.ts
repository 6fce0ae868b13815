/**
 * What the stand-in keeps. Field names are the provider's; money in rupees with two
 * decimals, dates as ISO strings, images as file names under /uploads/.
 */

export type Role = 'admin' | 'user';
export type UserStatus = 'active' | 'underReview' | 'blocked';
export type Gender = 'Male' | 'Female' | 'Other';
export type ProductStatus = 'available' | 'out-of-stock';
export type OrderStatus = 'confirmed' | 'inProcess' | 'delivered' | 'returned' | 'exchanged' | 'cancelled';

export type IncomeStatus = 'pending' | 'sent';
export type PaymentStatus = 'pending' | 'sent';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'inProcess',
  'delivered',
  'returned',
  'exchanged',
  'cancelled',
];

export interface StatusLogEntry {
  action: string;
  reason: string;
  by: string;
  at: string;
}

export interface UserRecord {
  _id: string;
  name: string;
  email: string;
  passwordHash: string;
  phone: string;
  dob: string;
  gender: Gender | '';
  role: Role;
  status: UserStatus;
  isEmailVerified: boolean;
  isUserVerified: boolean;
  fb: string;
  /** File name of the payment QR image. */
  payment: string;
  referedby: string;
  commissionRate: number;
  pendingPayment: number;
  receivedPayment: number;
  lifetimeIncome: number;
  myProducts: string[];
  statusLog: StatusLogEntry[];
  createdAt: string;
  updatedAt: string;
}

export interface ProductRecord {
  _id: string;
  productName: string;
  price: number;
  commissionRate: number;
  commission: number;
  description: string;
  /** File names under /uploads/. */
  images: string[];
  status: ProductStatus;
  /** Deleted products stay so that old orders still show what was sold. */
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface OrderRecord {
  _id: string;
  product: string;
  orderFrom: string;
  qty: number;
  price: number;
  commissionRate: number;
  commission: number;
  customerName: string;
  customerPhone: string;
  customerLocation: string;
  remarks: string;
  status: OrderStatus;
  deliveredDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IncomeRecord {
  _id: string;
  user: string;
  order: string;
  status: IncomeStatus;
  amount: number;
  createdAt: string;
  updatedAt: string;
}

export interface PaymentRecord {
  _id: string;
  user: string;
  orders: string[];
  amount: number;
  status: PaymentStatus;
  /** File name of the transfer screenshot, once sent. */
  proof: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionRecord {
  token: string;
  user: string;
  createdAt: string;
}

export interface EmailCodeRecord {
  user: string;
  code: string;
  expiresAt: string;
}

/** A password reset code (the proposed `POST /user/forgotPassword` extension). */
export interface PasswordCodeRecord extends EmailCodeRecord {
  /** Wrong codes sent for it so far; the code stops working at `PASSWORD_CODE_TRIES`. */
  wrongTries: number;
}

export interface MailRecord {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

export interface Database {
  users: UserRecord[];
  products: ProductRecord[];
  orders: OrderRecord[];
  incomes: IncomeRecord[];
  payments: PaymentRecord[];
  sessions: SessionRecord[];
  emailCodes: EmailCodeRecord[];
  passwordCodes: PasswordCodeRecord[];
  mailbox: MailRecord[];
}
