import { z } from 'zod';
import { ORDER_STATUSES, type GatewayOrderStatus } from '@bikri/schema/order-status';

/**
 * The REST gateway's answers, as it sends them: `_id` keys, the provider's field names, populated
 * `product`, `orderFrom`, `source` and `to`. Each shape is declared once, as a zod schema, and its
 * type is inferred from it; `answers.ts` checks every answer against its schema before anyone
 * reads it. Only `gateway/` and the services' mapping functions see these.
 *
 * How strict: a field the BFF reads must be there with its type (optional ones may be absent);
 * fields the contract does not name pass through untouched (`looseObject`), because the provider
 * may add fields and an edited order is sent back whole.
 */

export const ROLES = ['admin', 'user'] as const;
export const USER_STATUSES = ['active', 'underReview', 'blocked'] as const;
/** The order statuses the contract lists, by their names on the gateway: the status table's. */
const GATEWAY_ORDER_STATUSES = ORDER_STATUSES.map((status) => status.gateway);
export const MONEY_STATUSES = ['pending', 'sent'] as const;

/** How the message of an unknown order status begins; answers.ts finds the issue by it. */
export const UNKNOWN_ORDER_STATUS = 'The marketplace service sent an order status we do not know: ';

/** A value as a log or a message shows it: JSON, at most 40 characters. */
export const shown = (value: unknown): string => (JSON.stringify(value) ?? 'nothing').slice(0, 40);

const orderStatus = z.enum(GATEWAY_ORDER_STATUSES, {
  error: (issue) => `${UNKNOWN_ORDER_STATUS}${shown(issue.input)}.`,
});

export type RoleDto = (typeof ROLES)[number];
export type UserStatusDto = (typeof USER_STATUSES)[number];
/** Anything but `available` shows as out of stock, so any string is a status. */
export type ProductStatusDto = 'available' | 'out-of-stock' | (string & {});
export type OrderStatusDto = GatewayOrderStatus;
export type UserStatusActionDto = 'verify' | 'unVerify' | 'block' | 'unBlock';

const id = z.string();

export const userSchema = z.looseObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  dob: z.string().optional(),
  gender: z.string().optional(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  isEmailVerified: z.boolean(),
  isUserVerified: z.boolean(),
  fb: z.string().optional(),
  payment: z.string().optional(),
  referedby: z.string().optional(),
  commissionRate: z.number().optional(),
  pendingPayment: z.number().optional(),
  receivedPayment: z.number().optional(),
  lifetimeIncome: z.number().optional(),
  createdAt: z.string().optional(),
});
export type UserDto = z.infer<typeof userSchema>;

export const productSchema = z.looseObject({
  _id: id,
  productName: z.string(),
  price: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
  description: z.string().optional(),
  images: z.array(z.string()).optional(),
  status: z.string(),
});
export type ProductDto = z.infer<typeof productSchema>;

/** The product as populated inside an order. */
export const orderProductSchema = z.looseObject({
  _id: id,
  productName: z.string(),
  price: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
});
export type OrderProductDto = z.infer<typeof orderProductSchema>;

/** The owner as populated inside an order. */
export const orderOwnerSchema = z.looseObject({
  _id: id,
  name: z.string(),
  commissionRate: z.number(),
});
export type OrderOwnerDto = z.infer<typeof orderOwnerSchema>;

export const orderSchema = z.looseObject({
  _id: id,
  product: orderProductSchema.nullable(),
  orderFrom: orderOwnerSchema.nullable(),
  qty: z.number(),
  price: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerLocation: z.string(),
  remarks: z.string().optional(),
  status: orderStatus,
  deliveredDate: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderDto = z.infer<typeof orderSchema>;

export const incomeSchema = z.looseObject({
  _id: id,
  status: z.enum(MONEY_STATUSES),
  createdAt: z.string(),
  source: orderSchema.nullable(),
  /** Not in the contract; used when present, otherwise commission × quantity. */
  amount: z.number().optional(),
});
export type IncomeDto = z.infer<typeof incomeSchema>;

export const paymentUserSchema = z.looseObject({
  _id: id,
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  fb: z.string().optional(),
  payment: z.string().optional(),
});
export type PaymentUserDto = z.infer<typeof paymentUserSchema>;

export const paymentSchema = z.looseObject({
  _id: id,
  orders: z.array(z.string()),
  amount: z.number(),
  createdAt: z.string(),
  status: z.enum(MONEY_STATUSES),
  to: paymentUserSchema.nullable(),
  source: orderSchema.nullable(),
  /** Not in the contract: the transfer screenshot set by the proposed "sent" extension. */
  proof: z.string().nullable().optional(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

/** A sign-in's answer (login, register, the proposed password reset). */
export const authAnswerSchema = z.looseObject({
  success: z.boolean(),
  message: z.string(),
  userData: userSchema,
  token: z.string().min(1),
});
export type AuthAnswerDto = z.infer<typeof authAnswerSchema>;

/** The answer of a write: what the provider says about it. */
export const messageAnswerSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().optional(),
});
export type MessageAnswerDto = z.infer<typeof messageAnswerSchema>;

/** Every answer the BFF reads, by the call that gets it (the provider's calls and the extensions of docs/gateway.md). */
export const answerSchemas = {
  /** `GET /user`, `POST /mail/verifyCode` */
  userData: z.looseObject({ data: userSchema }),
  /** `GET /admin/users` */
  users: z.looseObject({ users: z.array(userSchema) }),
  /** `GET /admin/user/{id}` */
  user: z.looseObject({ user: userSchema }),
  /** `GET /product` */
  products: z.looseObject({ products: z.array(productSchema) }),
  /** `GET /product/getMyProduct` */
  myProducts: z.looseObject({ myProducts: z.array(productSchema) }),
  /** `GET /product/product?id=` */
  product: z.looseObject({ product: productSchema }),
  /** `GET /order/getMyOrders` */
  myOrders: z.looseObject({ myOrders: z.array(orderSchema) }),
  /** `GET /admin/orders` */
  orders: z.looseObject({ orders: z.array(orderSchema) }),
  /** `GET /order/getOrderDetail/{id}` */
  order: z.looseObject({ order: orderSchema }),
  /** `GET /user/getIncome` */
  income: z.looseObject({ income: z.array(incomeSchema) }),
  /** `GET /payment/getPaymentList`: the list itself, not under a key. */
  paymentList: z.array(paymentSchema),
  /** `GET /admin/payments` */
  payments: z.looseObject({ payments: z.array(paymentSchema) }),
  /** `POST /user/login`, `POST /user/register`, `POST /user/resetPassword` */
  auth: authAnswerSchema,
  /** Every write answered with a message. */
  message: messageAnswerSchema,
};

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** The proposed extension `POST /user/resetPassword`: a new password with the emailed code. */
export interface ResetPasswordPayload {
  email: string;
  code: string;
  password: string;
  confirm_password: string;
}

/** The proposed extension `PUT /user/password`: a new password for the signed-in user. */
export interface ChangePasswordPayload {
  currentPassword: string;
  password: string;
  confirm_password: string;
}

export interface AddOrderPayload {
  product: string;
  qty: number;
  price: number;
  commission: number;
  commissionRate: number;
  customerName: string;
  customerPhone: string;
  customerLocation: string;
  remarks: string;
}

export interface ChangeOrderStatusPayload {
  orderId: string;
  status: OrderStatusDto;
  amount?: number;
}

export interface KycFields {
  phone: string;
  dob: string;
  fb: string;
  gender: string;
  referedby?: string;
}

export interface ProductFields {
  productName: string;
  price: number;
  commissionRate: number;
  commission: number;
  description: string;
}
