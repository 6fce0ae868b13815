/**
 * The REST gateway's shapes, as it sends them: `_id` keys, the provider's field
 * names, populated `product`, `orderFrom`, `source` and `to`. Only `gateway/` and the services'
 * mapping functions see these.
 */

export type RoleDto = 'admin' | 'user';
export type UserStatusDto = 'active' | 'underReview' | 'blocked';
export type ProductStatusDto = 'available' | 'out-of-stock' | (string & {});
export type OrderStatusDto = 'confirmed' | 'inProcess' | 'delivered' | 'returned' | 'exchanged' | 'cancelled';
export type UserStatusActionDto = 'verify' | 'unVerify' | 'block' | 'unBlock';

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  dob?: string;
  gender?: string;
  role: RoleDto;
  status: UserStatusDto;
  isEmailVerified: boolean;
  isUserVerified: boolean;
  fb?: string;
  payment?: string;
  referedby?: string;
  commissionRate?: number;
  pendingPayment?: number;
  receivedPayment?: number;
  lifetimeIncome?: number;
  createdAt?: string;
}

export interface ProductDto {
  _id: string;
  productName: string;
  price: number;
  commissionRate: number;
  commission: number;
  description?: string;
  images?: string[];
  status: ProductStatusDto;
}

/** The product as populated inside an order. */
export interface OrderProductDto {
  _id: string;
  productName: string;
  price: number;
  commissionRate: number;
  commission: number;
}

/** The owner as populated inside an order. */
export interface OrderOwnerDto {
  _id: string;
  name: string;
  commissionRate: number;
}

export interface OrderDto {
  _id: string;
  product: OrderProductDto | null;
  orderFrom: OrderOwnerDto | null;
  qty: number;
  price: number;
  commissionRate: number;
  commission: number;
  customerName: string;
  customerPhone: string;
  customerLocation: string;
  remarks?: string;
  status: OrderStatusDto;
  deliveredDate?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IncomeDto {
  _id: string;
  status: 'pending' | 'sent';
  createdAt: string;
  source: OrderDto | null;
  /** Not in the contract; used when present, otherwise commission × quantity. */
  amount?: number;
}

export interface PaymentUserDto {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  fb?: string;
  payment?: string;
}

export interface PaymentDto {
  _id: string;
  orders: string[];
  amount: number;
  createdAt: string;
  status: 'pending' | 'sent';
  to: PaymentUserDto | null;
  source: OrderDto | null;
  /** Not in the contract: the transfer screenshot set by the proposed "sent" extension. */
  proof?: string | null;
}

export interface AuthAnswerDto {
  success: boolean;
  message: string;
  userData: UserDto;
  token: string;
}

export interface MessageAnswerDto {
  success?: boolean;
  message?: string;
}

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
