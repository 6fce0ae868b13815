import { readAnswer } from './answers.ts';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';
import {
  answerSchemas,
  type AddOrderPayload,
  type AuthAnswerDto,
  type ChangeOrderStatusPayload,
  type ChangePasswordPayload,
  type IncomeDto,
  type KycFields,
  type MessageAnswerDto,
  type OrderDto,
  type PaymentDto,
  type ProductDto,
  type ProductFields,
  type ProductStatusDto,
  type RegisterPayload,
  type ResetPasswordPayload,
  type UserDto,
  type UserStatusActionDto,
} from './dto.ts';
import type { GatewayHttp, GatewayRequest } from './http.ts';
import { buildMultipart, type FilePart } from './multipart.ts';
import type { WriteAttempt } from '../policies/idempotency.ts';

/**
 * One typed function per REST call of the gateway (plus the proposed extensions), for one
 * caller: created per GraphQL request with that caller's token. Nothing else knows a REST path.
 */
export class GatewayClient {
  constructor(
    private readonly http: GatewayHttp,
    private readonly token: string | undefined,
    /** The GraphQL request's signal: its deadline, or its client going away. */
    readonly signal?: AbortSignal,
    /** The request's attempt at a keyed write (policies/idempotency.ts), which may hold writes back. */
    private readonly attempt?: Pick<WriteAttempt, 'resuming' | 'holdsWrites' | 'written'>,
  ) {}

  /** Whether this client carries a session token. */
  get signedIn(): boolean {
    return Boolean(this.token);
  }

  private async call(request: Omit<GatewayRequest, 'token'>): Promise<unknown> {
    if (request.method === 'GET') return this.read(request);
    if (this.attempt?.holdsWrites()) {
      throw new GatewayError('IN_DOUBT', GATEWAY_MESSAGES.IN_DOUBT, {
        method: request.method,
        path: request.path,
        cause: 'held back: an earlier attempt may still arrive',
      });
    }
    const answer = await this.http.send({ ...request, token: this.token, signal: this.signal });
    this.attempt?.written();
    return answer;
  }

  /** A read; one that fails while it resolves a write in doubt leaves that write in doubt. */
  private async read(request: Omit<GatewayRequest, 'token'>): Promise<unknown> {
    try {
      return await this.http.send({ ...request, token: this.token, signal: this.signal });
    } catch (error) {
      if (
        !this.attempt?.resuming ||
        !(error instanceof GatewayError) ||
        (error.code !== 'UNAVAILABLE' && error.code !== 'TIMEOUT')
      )
        throw error;
      throw new GatewayError('IN_DOUBT', GATEWAY_MESSAGES.IN_DOUBT, {
        method: request.method,
        path: request.path,
        status: error.detail.status,
        cause: error,
      });
    }
  }

  private async multipart(
    request: Omit<GatewayRequest, 'token' | 'form' | 'json'>,
    fields: Record<string, string | undefined>,
    files: readonly FilePart[],
  ): Promise<MessageAnswerDto> {
    const { form, dispose } = await buildMultipart(fields, files);
    try {
      return readAnswer(answerSchemas.message, await this.call({ ...request, form }), request);
    } finally {
      await dispose();
    }
  }

  private async auth(path: string, json: unknown): Promise<AuthAnswerDto> {
    const answer = await this.http.send({ method: 'POST', path, json, credentials: true, signal: this.signal });
    return readAnswer(answerSchemas.auth, answer, { method: 'POST', path });
  }

  // Accounts

  login(email: string, password: string): Promise<AuthAnswerDto> {
    return this.auth('/user/login', { email, password });
  }

  register(payload: RegisterPayload): Promise<AuthAnswerDto> {
    return this.auth('/user/register', payload);
  }

  /** The proposed extension `POST /user/forgotPassword`: emails a reset code if the address has an account. */
  async sendPasswordCode(email: string): Promise<MessageAnswerDto> {
    const where = { method: 'POST', path: '/user/forgotPassword' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, json: { email } }), where);
  }

  /**
   * The proposed extension `POST /user/resetPassword`: answers like a sign-in, every other session
   * ended. A write, unlike a sign-in: an answer lost after it was sent leaves it in doubt.
   */
  async resetPassword(payload: ResetPasswordPayload): Promise<AuthAnswerDto> {
    const where = { method: 'POST', path: '/user/resetPassword' } as const;
    return readAnswer(answerSchemas.auth, await this.call({ ...where, json: payload }), where);
  }

  /** The proposed extension `PUT /user/password`: the caller's session goes on, the account's others end. */
  async changePassword(payload: ChangePasswordPayload): Promise<MessageAnswerDto> {
    const where = { method: 'PUT', path: '/user/password' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, json: payload }), where);
  }

  async currentUser(): Promise<UserDto> {
    const where = { method: 'GET', path: '/user' } as const;
    return readAnswer(answerSchemas.userData, await this.call(where), where).data;
  }

  async sendEmailCode(): Promise<MessageAnswerDto> {
    const where = { method: 'POST', path: '/mail/sendCode' } as const;
    return readAnswer(answerSchemas.message, await this.call(where), where);
  }

  async verifyEmailCode(code: string): Promise<UserDto> {
    const where = { method: 'POST', path: '/mail/verifyCode' } as const;
    return readAnswer(answerSchemas.userData, await this.call({ ...where, json: { code } }), where).data;
  }

  submitKyc(fields: KycFields, qrImage: FilePart): Promise<MessageAnswerDto> {
    return this.multipart({ method: 'PUT', path: '/user/kyc' }, { ...fields }, [qrImage]);
  }

  // Users (admin)

  async users(): Promise<readonly UserDto[]> {
    const where = { method: 'GET', path: '/admin/users' } as const;
    return readAnswer(answerSchemas.users, await this.call(where), where).users;
  }

  async user(id: string): Promise<UserDto> {
    const where = {
      method: 'GET',
      path: `/admin/user/${segment(id, 'GET', '/admin/user')}`,
      route: '/admin/user/{id}',
    } as const;
    return readAnswer(answerSchemas.user, await this.call(where), where).user;
  }

  async setUserStatus(id: string, action: UserStatusActionDto, reason: string): Promise<MessageAnswerDto> {
    const where = {
      method: 'PUT',
      path: `/admin/userStatus/${segment(id, 'PUT', '/admin/userStatus')}`,
      route: '/admin/userStatus/{id}',
    } as const;
    return readAnswer(
      answerSchemas.message,
      await this.call({ ...where, query: { userStatus: action }, json: { reason } }),
      where,
    );
  }

  // Products

  async products(): Promise<readonly ProductDto[]> {
    const where = { method: 'GET', path: '/product' } as const;
    return readAnswer(answerSchemas.products, await this.call(where), where).products;
  }

  async myProducts(): Promise<readonly ProductDto[]> {
    const where = { method: 'GET', path: '/product/getMyProduct' } as const;
    return readAnswer(answerSchemas.myProducts, await this.call(where), where).myProducts;
  }

  async product(id: string): Promise<ProductDto> {
    const where = { method: 'GET', path: '/product/product' } as const;
    return readAnswer(answerSchemas.product, await this.call({ ...where, query: { id } }), where).product;
  }

  async addMyProduct(id: string): Promise<MessageAnswerDto> {
    const where = { method: 'PUT', path: '/product/addMyProduct' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, query: { id } }), where);
  }

  async removeMyProduct(id: string): Promise<MessageAnswerDto> {
    const where = { method: 'PUT', path: '/product/removeMyProduct' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, query: { id } }), where);
  }

  async changeProductStatus(id: string, status: ProductStatusDto): Promise<MessageAnswerDto> {
    const where = { method: 'POST', path: '/admin/changeProductStatus' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, query: { id }, json: { status } }), where);
  }

  async deleteProduct(id: string): Promise<MessageAnswerDto> {
    const where = { method: 'DELETE', path: '/admin/products' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, query: { id } }), where);
  }

  addProduct(fields: ProductFields, images: readonly FilePart[]): Promise<MessageAnswerDto> {
    return this.multipart({ method: 'POST', path: '/admin/addProduct' }, productForm(fields), images);
  }

  editProduct(id: string, fields: ProductFields, images: readonly FilePart[]): Promise<MessageAnswerDto> {
    return this.multipart({ method: 'PUT', path: '/admin/editProduct', query: { id } }, productForm(fields), images);
  }

  // Orders

  async myOrders(): Promise<readonly OrderDto[]> {
    const where = { method: 'GET', path: '/order/getMyOrders' } as const;
    return readAnswer(answerSchemas.myOrders, await this.call(where), where).myOrders;
  }

  async allOrders(): Promise<readonly OrderDto[]> {
    const where = { method: 'GET', path: '/admin/orders' } as const;
    return readAnswer(answerSchemas.orders, await this.call(where), where).orders;
  }

  async order(id: string): Promise<OrderDto> {
    const where = {
      method: 'GET',
      path: `/order/getOrderDetail/${segment(id, 'GET', '/order/getOrderDetail')}`,
      route: '/order/getOrderDetail/{id}',
    } as const;
    return readAnswer(answerSchemas.order, await this.call(where), where).order;
  }

  async addOrder(payload: AddOrderPayload): Promise<MessageAnswerDto> {
    const where = { method: 'POST', path: '/order/addOrder' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, json: payload }), where);
  }

  /** Sends the whole order object, as the provider expects. */
  async editOrder(id: string, order: OrderDto): Promise<MessageAnswerDto> {
    const where = {
      method: 'PUT',
      path: `/order/editOrder/${segment(id, 'PUT', '/order/editOrder')}`,
      route: '/order/editOrder/{id}',
    } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, json: order }), where);
  }

  async cancelOrder(id: string): Promise<MessageAnswerDto> {
    const where = {
      method: 'PUT',
      path: `/order/cancelOrder/${segment(id, 'PUT', '/order/cancelOrder')}`,
      route: '/order/cancelOrder/{id}',
    } as const;
    return readAnswer(answerSchemas.message, await this.call(where), where);
  }

  async changeOrderStatus(payload: ChangeOrderStatusPayload): Promise<MessageAnswerDto> {
    const where = { method: 'PUT', path: '/admin/changeOrderStatus' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, json: payload }), where);
  }

  // Income and payments

  async income(): Promise<readonly IncomeDto[]> {
    const where = { method: 'GET', path: '/user/getIncome' } as const;
    return readAnswer(answerSchemas.income, await this.call(where), where).income;
  }

  async myPayments(): Promise<readonly PaymentDto[]> {
    const where = { method: 'GET', path: '/payment/getPaymentList' } as const;
    return readAnswer(answerSchemas.paymentList, await this.call(where), where);
  }

  async requestPayment(selectedIds: readonly string[]): Promise<MessageAnswerDto> {
    const where = { method: 'POST', path: '/payment/requestPayment' } as const;
    return readAnswer(answerSchemas.message, await this.call({ ...where, json: { selectedIds } }), where);
  }

  async allPayments(): Promise<readonly PaymentDto[]> {
    const where = { method: 'GET', path: '/admin/payments' } as const;
    return readAnswer(answerSchemas.payments, await this.call(where), where).payments;
  }

  /** The proposed extension `PUT /admin/payments/{id}/sent`. */
  markPaymentSent(id: string, proof: FilePart): Promise<MessageAnswerDto> {
    return this.multipart(
      {
        method: 'PUT',
        path: `/admin/payments/${segment(id, 'PUT', '/admin/payments')}/sent`,
        route: '/admin/payments/{id}/sent',
      },
      {},
      [proof],
    );
  }
}

/**
 * An id as one path segment. A blank id would address another route (`/admin/user/` is no user),
 * whose answer would reach the client, so it names nothing and is not sent.
 */
function segment(id: string, method: string, path: string): string {
  if (id.trim() === '')
    throw new GatewayError('NOT_FOUND', GATEWAY_MESSAGES.NOT_FOUND, { method, path, cause: 'blank id' });
  return encodeURIComponent(id);
}

function productForm(fields: ProductFields): Record<string, string> {
  return {
    productName: fields.productName,
    price: String(fields.price),
    commissionRate: String(fields.commissionRate),
    commission: String(fields.commission),
    description: fields.description,
  };
}
