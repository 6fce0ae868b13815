/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** What happened to an account: its email or profile check, or an admin's decision. */
export type AccountChange =
  /** An admin blocked the account. */
  | 'BLOCKED'
  /** The email address was confirmed with its code. */
  | 'EMAIL_VERIFIED'
  /** The profile check (KYC) was submitted: the account is under review. */
  | 'PROFILE_SUBMITTED'
  /** An admin did not verify the profile. */
  | 'REJECTED'
  /** An admin unblocked the account. */
  | 'UNBLOCKED'
  /** An admin verified the profile. */
  | 'VERIFIED';

/** An account's state changed. */
export type AccountEvent = {
  __typename: 'AccountEvent';
  /** What happened. */
  accountChange: AccountChange;
  /** Its status before the change. */
  previousUserStatus: UserStatus;
  /** The account as it is now. */
  user: User;
  /** Whether its profile was verified before the change. */
  wasUserVerified: Scalars['Boolean']['output'];
};

/** A new order for a product in the marketer's list. Commission is computed by the server. */
export type AddOrderInput = {
  /** Delivery location. */
  customerLocation: Scalars['String']['input'];
  /** Customer name. */
  customerName: Scalars['String']['input'];
  /** Customer phone number. */
  customerPhone: Scalars['String']['input'];
  /** Unit price the customer pays, in rupees; commission moves with it. */
  price: Scalars['Float']['input'];
  /** The product, which must be available and in the marketer's list. */
  productId: Scalars['ID']['input'];
  /** Quantity, at least 1. */
  quantity: Scalars['Int']['input'];
  /** Remarks for delivery; optional. */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** A new product with at least one image. */
export type AddProductInput = {
  /** Commission rate in percent, 0 to 100. */
  commissionRate: Scalars['Float']['input'];
  /** Description; optional. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Images (PNG, JPEG, GIF or WebP), at least one. */
  images: Array<Scalars['Upload']['input']>;
  /** Product name. */
  name: Scalars['String']['input'];
  /** Price in rupees, more than 0. */
  price: Scalars['Float']['input'];
};

/** One order of a bulk change: what happened to it and why. */
export type BulkOrderOutcome = {
  __typename: 'BulkOrderOutcome';
  /** The order as it was named. */
  id: Scalars['ID']['output'];
  /** The reason in English (the gateway's own words for GATEWAY_REFUSED); null when CHANGED. */
  message: Maybe<Scalars['String']['output']>;
  /** The order as it is now; null when it was not found or could not be read back. */
  order: Maybe<Order>;
  /** Its status before the change; null when it was not found. */
  previousStatus: Maybe<OrderStatus>;
  /** Why, unless CHANGED. */
  reason: Maybe<BulkOrderReason>;
  /** What happened. */
  result: BulkOrderResult;
};

/** Why an order of a bulk change did not simply change. */
export type BulkOrderReason =
  /** It already has that status (REFUSED). */
  | 'ALREADY_THERE'
  /** It is cancelled and moves nowhere (REFUSED). */
  | 'CANCELLED'
  /** The gateway failed or could not be reached (NOT_CHANGED). */
  | 'GATEWAY_FAILED'
  /** The gateway refused it; `message` has its words (REFUSED). */
  | 'GATEWAY_REFUSED'
  /** No such order (REFUSED). */
  | 'NOT_FOUND'
  /** It was sent and no answer came (IN_DOUBT). */
  | 'NO_ANSWER'
  /** The request ran out of time before it was sent (NOT_CHANGED). */
  | 'OUT_OF_TIME';

/** What happened to one order of a bulk change. */
export type BulkOrderResult =
  /** It is in the new status now. */
  | 'CHANGED'
  /** It was sent and no answer came: it may have changed. Look at the order before sending it again. */
  | 'IN_DOUBT'
  /** It was not changed (the gateway failed, or the request ran out of time before it): it may be sent again. */
  | 'NOT_CHANGED'
  /** It was not changed, and sending it again would be refused again (see reason). */
  | 'REFUSED';

/** The outcome of a bulk status change, one per order named, in the order they were named. */
export type BulkOrdersPayload = {
  __typename: 'BulkOrdersPayload';
  /** A summary, for a toast: how many changed, were refused, not changed and in doubt. */
  message: Scalars['String']['output'];
  /** Each order's outcome. */
  outcomes: Array<BulkOrderOutcome>;
};

/** The customer an order is for. */
export type Customer = {
  __typename: 'Customer';
  /** Delivery location. */
  location: Scalars['String']['output'];
  /** Customer name. */
  name: Scalars['String']['output'];
  /** Customer phone number. */
  phone: Scalars['String']['output'];
};

/** The dashboard cards: order counts and money, for the signed-in user. */
export type DashboardStats = {
  __typename: 'DashboardStats';
  /** All orders. */
  allOrders: Scalars['Int']['output'];
  /** Cancelled orders. */
  cancelledOrders: Scalars['Int']['output'];
  /** Life-time earning in rupees: the marketer's lifetime income; for an admin, all marketers' together. */
  lifetimeEarning: Scalars['Float']['output'];
  /** Returned orders. */
  returnedOrders: Scalars['Int']['output'];
  /** Delivered orders (all for an admin, own for a marketer). */
  totalDeliveredOrders: Scalars['Int']['output'];
  /** Total sales in rupees: the marketer's received payments; for an admin, all marketers' together. */
  totalSales: Scalars['Float']['output'];
  /** Number of accounts; for admins only, null for marketers. */
  users: Maybe<Scalars['Int']['output']>;
};

/** The dashboard charts: the orders the signed-in user sees, placed or delivered in the range. */
export type DashboardTrends = {
  __typename: 'DashboardTrends';
  /** What each point adds up. */
  per: TrendBucket;
  /** Orders placed, delivered and earned, oldest point first, every point of the range (empty ones too). */
  points: Array<TrendPoint>;
  /** The range asked for. */
  range: TrendRange;
  /** Returned among the orders placed in the range that reached the customer, 0 to 1; null when none did. */
  returnRate: Maybe<Scalars['Float']['output']>;
  /** Where the orders placed in the range are now, by status, every status listed. */
  statusMix: Array<StatusShare>;
  /** The 5 marketers with the most orders placed in the range (admins only; null for marketers). */
  topMarketers: Maybe<Array<TopTrend>>;
  /** The 5 products with the most orders placed in the range. */
  topProducts: Array<TopTrend>;
};

/** The outcome of deleting a product. */
export type DeleteProductPayload = {
  __typename: 'DeleteProductPayload';
  /** The id of the deleted product. */
  id: Scalars['ID']['output'];
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
};

/** New values for an order; its product cannot change. */
export type EditOrderInput = {
  /** Delivery location. */
  customerLocation: Scalars['String']['input'];
  /** Customer name. */
  customerName: Scalars['String']['input'];
  /** Customer phone number. */
  customerPhone: Scalars['String']['input'];
  /** Unit price the customer pays, in rupees; commission moves with it. */
  price: Scalars['Float']['input'];
  /** Quantity, at least 1. */
  quantity: Scalars['Int']['input'];
  /** Remarks for delivery; optional. */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** New values for a product; images replace the current ones only when given. */
export type EditProductInput = {
  /** Commission rate in percent, 0 to 100. */
  commissionRate: Scalars['Float']['input'];
  /** Description; optional. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New images replacing the current ones; omit to keep them. */
  images?: InputMaybe<Array<Scalars['Upload']['input']>>;
  /** Product name. */
  name: Scalars['String']['input'];
  /** Price in rupees, more than 0. */
  price: Scalars['Float']['input'];
};

/** A delivered order whose commission can be requested now: delivered 7 or more days ago and not requested before. */
export type EligiblePayout = {
  __typename: 'EligiblePayout';
  /** What it pays, in rupees (commission × quantity). */
  amount: Scalars['Float']['output'];
  /** When it was delivered. */
  deliveredAt: Scalars['DateTime']['output'];
  /** The order id. */
  id: Scalars['ID']['output'];
  /** The delivered order. */
  order: Order;
};

/** What `sendEmailCode` did, and when the code to use was sent. */
export type EmailCodePayload = {
  __typename: 'EmailCodePayload';
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
  /** Whether this call emailed a new code; false when `unlessRecent` found one sent within the last 10 minutes. */
  sent: Scalars['Boolean']['output'];
  /** When the code the user should type was sent: by this call, or the earlier send when this one sent none. */
  sentAt: Scalars['DateTime']['output'];
};

/** Gender as given in the profile check. */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

/** The signed-in user's notifications: the newest 200 of the last 30 days, of their own and, for an admin, the admins'. */
export type Inbox = {
  __typename: 'Inbox';
  /** The newest entries, newest first, as many as asked for. */
  entries: Array<InboxEntry>;
  /** How many of all the entries (not only those answered) are unread. */
  unread: Scalars['Int']['output'];
};

/** One notification: a change someone else made that concerns the reader, as it was when it happened. */
export type InboxEntry = {
  __typename: 'InboxEntry';
  /** The amount, in rupees (PAYOUT_SENT, PAYOUT_REQUESTED); null for the other kinds. */
  amount: Maybe<Scalars['Float']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The customer's name (ORDER_STATUS, NEW_ORDER); null for the other kinds. */
  customer: Maybe<Scalars['String']['output']>;
  /** The entry's id, unique within the stream it is kept in (the reader's own, or the admins'): `<ms>-<n>`. */
  id: Scalars['ID']['output'];
  /** What happened; it says which of the fields below are set. */
  kind: InboxKind;
  /** The marketer's name (NEW_ORDER, PAYOUT_REQUESTED, PROFILE_TO_REVIEW); null for the other kinds. */
  marketer: Maybe<Scalars['String']['output']>;
  /** The order it is about (ORDER_STATUS, NEW_ORDER); null for the other kinds. */
  orderId: Maybe<Scalars['ID']['output']>;
  /** The payout request it is about (PAYOUT_SENT, PAYOUT_REQUESTED); null for the other kinds. */
  paymentId: Maybe<Scalars['ID']['output']>;
  /** The product's name (ORDER_STATUS, NEW_ORDER); null for the other kinds, or when the order's product is gone. */
  product: Maybe<Scalars['String']['output']>;
  /** Whether the reader has marked it read (`markInboxRead`). */
  read: Scalars['Boolean']['output'];
  /** The order's new status, CANCELLED included (ORDER_STATUS); null for the other kinds. */
  status: Maybe<OrderStatus>;
  /** The account it is about (ACCOUNT_VERIFIED, ACCOUNT_BLOCKED, PROFILE_TO_REVIEW); null for the other kinds. */
  userId: Maybe<Scalars['ID']['output']>;
};

/** What an inbox entry tells: which change, made by someone else, concerns the reader. */
export type InboxKind =
  /** An admin blocked the reader's account (`userId`). */
  | 'ACCOUNT_BLOCKED'
  /** An admin verified the reader's profile (`userId`). */
  | 'ACCOUNT_VERIFIED'
  /** A marketer placed an order (admins; `orderId`, `customer`, `product`, `marketer`). */
  | 'NEW_ORDER'
  /** An admin moved one of the reader's orders to another status, or cancelled it (`orderId`, `status`, `customer`, `product`). */
  | 'ORDER_STATUS'
  /** A marketer requested a payout (admins; `paymentId`, `amount`, `marketer`). */
  | 'PAYOUT_REQUESTED'
  /** An admin marked one of the reader's payout requests paid (`paymentId`, `amount`). */
  | 'PAYOUT_SENT'
  /** A marketer submitted their profile for review (admins; `userId`, `marketer`). */
  | 'PROFILE_TO_REVIEW';

/** Commission earned on one delivered order. */
export type Income = {
  __typename: 'Income';
  /** Amount in rupees: commission × quantity unless the admin credited another amount. */
  amount: Scalars['Float']['output'];
  /** When it was earned (the delivery). */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The delivered order. */
  order: Maybe<Order>;
  /** When a payout of it can first be requested: 7 days after the delivery (the rule `eligiblePayouts` applies). Null once paid out, or when the order has no delivery date. */
  requestableAt: Maybe<Scalars['DateTime']['output']>;
  /** Paid or not. */
  status: IncomeStatus;
};

/** A page of incomes, newest first (earned time, then id). */
export type IncomeConnection = {
  __typename: 'IncomeConnection';
  /** The incomes of this page, in list order. */
  edges: Array<IncomeEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many incomes the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** One income in a page, with its cursor. */
export type IncomeEdge = {
  __typename: 'IncomeEdge';
  /** Where this income sits in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The income. */
  node: Income;
};

/** Whether a commission was paid out. */
export type IncomeStatus =
  /** Earned on delivery, not paid yet. */
  | 'PENDING'
  /** Paid out. */
  | 'SENT';

/** The signed-in marketer's income totals and latest payouts (the lists are `incomes` and `payments`). */
export type IncomeSummary = {
  __typename: 'IncomeSummary';
  /** Commission earned and not yet paid, in rupees. */
  pendingAmount: Scalars['Float']['output'];
  /** Commission paid out, in rupees. */
  receivedAmount: Scalars['Float']['output'];
  /** The 3 latest paid incomes. */
  recent: Array<Income>;
  /** All commission ever earned, in rupees. */
  totalIncome: Scalars['Float']['output'];
};

/** The profile check (KYC) a marketer submits for review. */
export type KycInput = {
  /** Date of birth, `YYYY-MM-DD`. */
  dateOfBirth: Scalars['String']['input'];
  /** Gender. */
  gender: Gender;
  /** Payment QR image (PNG, JPEG, GIF or WebP) commissions are paid to. */
  paymentQr: Scalars['Upload']['input'];
  /** Phone number. */
  phone: Scalars['String']['input'];
  /** Who referred you; optional. */
  referredBy?: InputMaybe<Scalars['String']['input']>;
  /** Link (http or https) to the social profile used for selling. */
  socialProfileUrl: Scalars['String']['input'];
};

/** A change someone made that the subscriber may see. */
export type LiveEvent = AccountEvent | OrderEvent | PaymentEvent | ProductEvent;

/** Email and password. */
export type LoginInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** Password (at most 128 characters). */
  password: Scalars['String']['input'];
};

export type Mutation = {
  __typename: 'Mutation';
  /** Place an order (active, verified marketers only); it starts CONFIRMED. */
  addOrder: OrderPayload;
  /** List a new product with images (admin only). */
  addProduct: ProductPayload;
  /** Add an available product to the signed-in marketer's list. */
  addToMyProducts: ProductPayload;
  /** Cancel an order you may cancel (see Order.canCancel). */
  cancelOrder: OrderPayload;
  /** Move an order to another status except CANCELLED (admin only). */
  changeOrderStatus: OrderPayload;
  /** Move many orders to a status at once, CANCELLED included (admin only): each as changeOrderStatus or cancelOrder would, with its own outcome. */
  changeOrdersStatus: BulkOrdersPayload;
  /** Delete a product (admin only). Past orders keep showing it. */
  deleteProduct: DeleteProductPayload;
  /** Change an order you may edit (see Order.canEdit); the product stays. */
  editOrder: OrderPayload;
  /** Change a product; new images replace the old ones (admin only). */
  editProduct: ProductPayload;
  /** Sign in (sets the session cookie). Failed attempts are limited per account and client address together, with growing locks, and per client address (RATE_LIMITED with `retryAfterSeconds`). */
  login: UserPayload;
  /** Sign out: the session ends on the server (its cookie no longer works, its live updates stop) and the cookie is cleared. Always true. */
  logout: Scalars['Boolean']['output'];
  /** Mark notifications read, for the signed-in user only; answers the inbox after, its 20 newest entries. */
  markInboxRead: Inbox;
  /** Mark a pending payment as sent, with a screenshot of the transfer (admin only). */
  markPaymentSent: PaymentPayload;
  /** Create a marketer account and sign in (sets the session cookie). Rate-limited per client address (RATE_LIMITED with `retryAfterSeconds`). */
  register: UserPayload;
  /** Remove a product from the signed-in marketer's list. */
  removeFromMyProducts: ProductPayload;
  /** Request payment of eligible orders (see eligiblePayouts). */
  requestPayout: PaymentPayload;
  /** Email a 6-character verification code to the signed-in user. Sending is rate-limited per account and client address (RATE_LIMITED with `retryAfterSeconds`); a call that sends nothing is not counted. */
  sendEmailCode: EmailCodePayload;
  /** Mark a product available or out of stock (admin only). */
  setProductStatus: ProductPayload;
  /** Verify, unverify, block or unblock an account, with a reason (admin only). */
  setUserStatus: UserPayload;
  /** A link to a public page of an available product for customers (`/p/<id>`): photos, name, description, the price, the sharer’s name and phone, with buttons to order by WhatsApp or a call, and a preview for WhatsApp and Facebook. Sharing the same product again refreshes the page under the same link. */
  shareProduct: ShareLink;
  /** Submit the profile check (KYC) with the payment QR image; the account goes under review. */
  submitKyc: UserPayload;
  /** Confirm the email address with the emailed code. Wrong codes are limited per account and client address. */
  verifyEmailCode: UserPayload;
};


export type MutationAddOrderArgs = {
  input: AddOrderInput;
};


export type MutationAddProductArgs = {
  input: AddProductInput;
};


export type MutationAddToMyProductsArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeOrderStatusArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['ID']['input'];
  status: OrderStatus;
};


export type MutationChangeOrdersStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  status: OrderStatus;
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditOrderArgs = {
  id: Scalars['ID']['input'];
  input: EditOrderInput;
};


export type MutationEditProductArgs = {
  id: Scalars['ID']['input'];
  input: EditProductInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkInboxReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationMarkPaymentSentArgs = {
  id: Scalars['ID']['input'];
  proof: Scalars['Upload']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveFromMyProductsArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationRequestPayoutArgs = {
  orderIds: Array<Scalars['ID']['input']>;
};


export type MutationSendEmailCodeArgs = {
  unlessRecent?: Scalars['Boolean']['input'];
};


export type MutationSetProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProductStatus;
};


export type MutationSetUserStatusArgs = {
  action: UserStatusAction;
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationShareProductArgs = {
  input: ShareProductInput;
};


export type MutationSubmitKycArgs = {
  input: KycInput;
};


export type MutationVerifyEmailCodeArgs = {
  code: Scalars['String']['input'];
};

/** When the next commission can be requested, for a marketer with none requestable now. */
export type NextPayout = {
  __typename: 'NextPayout';
  /** What it pays, in rupees. */
  amount: Scalars['Float']['output'];
  /** The delivered order. */
  order: Order;
  /** When it unlocks: its delivery plus 7 days. */
  requestableAt: Scalars['DateTime']['output'];
};

/** An order a marketer placed for a customer. */
export type Order = {
  __typename: 'Order';
  /** Whether the signed-in user may cancel it (same rule as canEdit). */
  canCancel: Scalars['Boolean']['output'];
  /** Whether the signed-in user may edit it: its owner while CONFIRMED, an admin unless CANCELLED. */
  canEdit: Scalars['Boolean']['output'];
  /** Commission per unit, in rupees: the combined rate of the product price, plus what the marketer charges above it. */
  commission: Scalars['Float']['output'];
  /** Commission rate in percent: the product's rate plus the owner's bonus rate. */
  commissionRate: Scalars['Float']['output'];
  /** When it was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Who it is for. */
  customer: Customer;
  /** When it was delivered, if it is. */
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The marketer who placed it. */
  owner: Maybe<User>;
  /** Unit price the customer pays, in rupees. */
  price: Scalars['Float']['output'];
  /** The product ordered (null if the gateway no longer knows it). */
  product: Maybe<Product>;
  /** Quantity. */
  quantity: Scalars['Int']['output'];
  /** Remarks for delivery; null when none. */
  remarks: Maybe<Scalars['String']['output']>;
  /** Where it is. */
  status: OrderStatus;
  /** Commission per unit × quantity: what the owner earns on delivery. */
  totalCommission: Scalars['Float']['output'];
  /** Unit price × quantity, in rupees. */
  totalPrice: Scalars['Float']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What happened to an order. */
export type OrderChange =
  /** It was cancelled. */
  | 'CANCELLED'
  /** A marketer placed it. */
  | 'CREATED'
  /** Its details (quantity, price, customer, remarks) changed. */
  | 'EDITED'
  /** An admin moved it to another status. */
  | 'STATUS_CHANGED';

/** A page of orders, newest first (placed time, then id): search matches the product name, the customer name, phone or location, and for admins the marketer name. */
export type OrderConnection = {
  __typename: 'OrderConnection';
  /** The orders of this page, in list order. */
  edges: Array<OrderEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many orders the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** How many orders each tab of the orders screen holds (with the same search). */
export type OrderCounts = {
  __typename: 'OrderCounts';
  /** Every order. */
  all: Scalars['Int']['output'];
  /** CANCELLED orders. */
  cancelled: Scalars['Int']['output'];
  /** CONFIRMED orders. */
  confirmed: Scalars['Int']['output'];
  /** DELIVERED orders. */
  delivered: Scalars['Int']['output'];
  /** EXCHANGED orders. */
  exchanged: Scalars['Int']['output'];
  /** IN_PROCESS orders. */
  inProcess: Scalars['Int']['output'];
  /** RETURNED orders. */
  returned: Scalars['Int']['output'];
};

/** One order in a page, with its cursor. */
export type OrderEdge = {
  __typename: 'OrderEdge';
  /** Where this order sits in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** An order was placed or changed. */
export type OrderEvent = {
  __typename: 'OrderEvent';
  /** The order as it is now. */
  order: Order;
  /** What happened. */
  orderChange: OrderChange;
  /** Its status before the change; null for a new order. */
  previousOrderStatus: Maybe<OrderStatus>;
};

/** An order after a change, with the message to show. */
export type OrderPayload = {
  __typename: 'OrderPayload';
  /** Every tab's count after the change, as `orderCounts(search:)` would answer it. */
  counts: OrderCounts;
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
  /** The order as it is now. */
  order: Order;
  /** The first page of the order's tab after the change (orders in its new status, newest first), as `orders(status:, search:)` would answer it. */
  tab: OrderConnection;
};


/** An order after a change, with the message to show. */
export type OrderPayloadCountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** An order after a change, with the message to show. */
export type OrderPayloadTabArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

/** An order by id and status only: one of a selection. */
export type OrderRef = {
  __typename: 'OrderRef';
  /** The order. */
  id: Scalars['ID']['output'];
  /** Where it is. */
  status: OrderStatus;
};

/** Where an order is. New orders are CONFIRMED; commission is earned on DELIVERED. */
export type OrderStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'EXCHANGED'
  | 'IN_PROCESS'
  | 'RETURNED';

/** Where a page sits in its list (Relay cursor connections). */
export type PageInfo = {
  __typename: 'PageInfo';
  /** Cursor of the last row of this page; pass it as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether more rows follow the last one of this page (ask again with `after: endCursor`). */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether rows come before the first one of this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first row of this page; null when the page is empty. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A marketer's request to be paid the commission of some delivered orders. */
export type Payment = {
  __typename: 'Payment';
  /** Total commission requested, in rupees. */
  amount: Scalars['Float']['output'];
  /** When it was requested. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** What it pays for, e.g. "Pashmina Shawl" or "Pashmina Shawl + 2 more". */
  itemSummary: Scalars['String']['output'];
  /** Ids of the orders it pays for. */
  orderIds: Array<Scalars['ID']['output']>;
  /** The orders it pays for. */
  orders: Array<Order>;
  /** Screenshot of the transfer, once paid (when the gateway provides it); the URL works for 1 to 2 days (until the second UTC midnight). */
  proofUrl: Maybe<Scalars['String']['output']>;
  /** The first order it pays for. */
  source: Maybe<Order>;
  /** Paid or not. */
  status: PaymentStatus;
  /** The marketer to pay. */
  user: Maybe<User>;
};

/** What happened to a payment request. */
export type PaymentChange =
  /** A marketer requested payment of delivered orders. */
  | 'REQUESTED'
  /** An admin marked it paid. */
  | 'SENT';

/** A page of payment requests, newest first (requested time, then id). */
export type PaymentConnection = {
  __typename: 'PaymentConnection';
  /** The payment requests of this page, in list order. */
  edges: Array<PaymentEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many payment requests the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** How many payment requests each tab holds. */
export type PaymentCounts = {
  __typename: 'PaymentCounts';
  /** Every payment request. */
  all: Scalars['Int']['output'];
  /** PENDING requests. */
  pending: Scalars['Int']['output'];
  /** SENT requests. */
  sent: Scalars['Int']['output'];
};

/** One payment request in a page, with its cursor. */
export type PaymentEdge = {
  __typename: 'PaymentEdge';
  /** Where this payment request sits in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The payment request. */
  node: Payment;
};

/** A payment was requested or sent. */
export type PaymentEvent = {
  __typename: 'PaymentEvent';
  /** The payment request as it is now. */
  payment: Payment;
  /** What happened. */
  paymentChange: PaymentChange;
  /** Its status before the change; null for a new request. */
  previousPaymentStatus: Maybe<PaymentStatus>;
};

/** A payment after a change, with the message to show. */
export type PaymentPayload = {
  __typename: 'PaymentPayload';
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
  /** The payment as it is now. */
  payment: Payment;
};

/** Whether a payment request was paid. */
export type PaymentStatus =
  /** Requested by the marketer, waiting for the admin. */
  | 'PENDING'
  /** Paid by the admin. */
  | 'SENT';

/** A product an admin lists for marketers to sell. */
export type Product = {
  __typename: 'Product';
  /** Commission per unit in rupees: the rate percent of the price, to 2 decimals. */
  commission: Scalars['Float']['output'];
  /** Commission rate in percent. */
  commissionRate: Scalars['Float']['output'];
  /** Description; may be empty. */
  description: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Image URLs, first one is the cover; public and lasting, so they may be shared. */
  images: Array<Scalars['String']['output']>;
  /** Whether it is in the signed-in marketer's list (always false for admins). */
  inMyList: Scalars['Boolean']['output'];
  /** Product name. */
  name: Scalars['String']['output'];
  /** Listed price in rupees. */
  price: Scalars['Float']['output'];
  /** Whether it can be ordered. */
  status: ProductStatus;
};

/** What happened to a product. */
export type ProductChange =
  /** An admin deleted it. */
  | 'DELETED'
  /** An admin marked it available or out of stock. */
  | 'STATUS_CHANGED';

/** A product changed status or was deleted. */
export type ProductEvent = {
  __typename: 'ProductEvent';
  /** The product as it is now; null once deleted. */
  product: Maybe<Product>;
  /** What happened. */
  productChange: ProductChange;
  /** The id of the product. */
  productId: Scalars['ID']['output'];
};

/** A product after a change, with the message to show. */
export type ProductPayload = {
  __typename: 'ProductPayload';
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
  /** The product as it is now. */
  product: Product;
};

/** Whether a product can be ordered. */
export type ProductStatus =
  /** In stock: marketers can add it to their list and order it. */
  | 'AVAILABLE'
  /** Not orderable (any gateway status other than available shows as this). */
  | 'OUT_OF_STOCK';

export type Query = {
  __typename: 'Query';
  /** The dashboard cards for the signed-in user, in one request. */
  dashboard: DashboardStats;
  /** The dashboard charts for the signed-in user: its orders over a range, per day or week, in Nepal time. */
  dashboardTrends: DashboardTrends;
  /** Delivered orders whose commission can be requested now, newest delivery first. */
  eligiblePayouts: Array<EligiblePayout>;
  /** The signed-in user's notifications, newest first, with how many are unread: what others did that concerns them (an admin also sees what the admins are told). The same on every device and after a reload. */
  inbox: Inbox;
  /** The signed-in marketer's income totals and latest payouts. */
  income: IncomeSummary;
  /** A page of the signed-in marketer's incomes, newest first. */
  incomes: IncomeConnection;
  /** The signed-in user; null when nobody is signed in. */
  me: Maybe<User>;
  /** The signed-in marketer's product list (empty for admins). */
  myProducts: Array<Product>;
  /** The delivered order whose commission becomes requestable next (not requested, its 7 days not over yet); null when none is waiting. */
  nextPayout: Maybe<NextPayout>;
  /** One order: any for an admin, their own for a marketer. */
  order: Order;
  /** How many orders each tab holds, for the tab badges (same visibility and search as `orders`). */
  orderCounts: OrderCounts;
  /** Every order a tab and search list, newest first, by id and status (admin only): what selecting all of a list selects. */
  orderSelection: Array<OrderRef>;
  /** A page of orders, newest first: all of them for an admin, their own for a marketer. */
  orders: OrderConnection;
  /** One payment request: any for an admin, their own for a marketer. */
  payment: Payment;
  /** How many payment requests each tab holds, for the tab badges. */
  paymentCounts: PaymentCounts;
  /** A page of payment requests, newest first: all for an admin, their own for a marketer. */
  payments: PaymentConnection;
  /** One product. */
  product: Product;
  /** The whole catalogue, available and out of stock. */
  products: Array<Product>;
  /** One account (admin only). */
  user: User;
  /** How many accounts each filter holds, for the tab badges (admin only). */
  userCounts: UserCounts;
  /** A page of accounts matching a filter and a search, by name (admin only). */
  users: UserConnection;
};


export type QueryDashboardTrendsArgs = {
  per?: TrendBucket;
  range?: TrendRange;
};


export type QueryInboxArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryIncomesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<IncomeStatus>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderCountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderSelectionArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: Scalars['Int']['input'];
  status?: InputMaybe<PaymentStatus>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserCountsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: UserFilter;
  first?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A new marketer account. */
export type RegisterInput = {
  /** The same password again. */
  confirmPassword: Scalars['String']['input'];
  /** Email address to sign in with. */
  email: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** At least 6 characters. */
  password: Scalars['String']['input'];
};

/** What an account may do: ADMIN runs the marketplace, USER is a marketer. */
export type Role =
  | 'ADMIN'
  | 'USER';

/** The language a shared product page speaks. */
export type ShareLanguage =
  | 'EN'
  | 'NE';

/** A link to a public page of a product, for customers: no account needed to open it. */
export type ShareLink = {
  __typename: 'ShareLink';
  /** When the link stops working unless it is shared again. */
  expiresAt: Scalars['DateTime']['output'];
  /** The link's id: random, and the same each time this user shares this product. */
  id: Scalars['ID']['output'];
  /** The phone the page offers for orders (WhatsApp and calls). */
  phone: Scalars['String']['output'];
  /** The price the page shows, in rupees. */
  price: Scalars['Float']['output'];
  /** The address to share (this site, `/p/<id>`). */
  url: Scalars['String']['output'];
};

/** A product to share with customers, at the price the sharer sells it for. */
export type ShareProductInput = {
  /** The language of the page the link opens; English when left out. */
  language?: InputMaybe<ShareLanguage>;
  /** The phone customers order on (WhatsApp and calls); the sharer's own when left out (required when they have none). Devanagari digits are read as ASCII. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The price the customer pays, in rupees; the product's price when left out. As for an order, it may not take the commission below zero. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** An available product. */
  productId: Scalars['ID']['input'];
};

/** How many orders placed in the range are in one status now. */
export type StatusShare = {
  __typename: 'StatusShare';
  /** Orders in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: OrderStatus;
};

export type Subscription = {
  __typename: 'Subscription';
  /** Changes to orders, payment requests, accounts and products as they happen: an admin receives all of them; a marketer their own orders, payment requests and account, and the catalogue. Over WebSocket only (graphql-ws, same path and session cookie as HTTP). */
  live: LiveEvent;
};

/** A product or a marketer among those with the most orders placed in the range. */
export type TopTrend = {
  __typename: 'TopTrend';
  /** The product or the marketer. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Orders placed in the range. */
  orders: Scalars['Int']['output'];
  /** Returned among those that reached the customer (delivered, returned or exchanged), 0 to 1; null when none did. */
  returnRate: Maybe<Scalars['Float']['output']>;
  /** Of those, returned. */
  returned: Scalars['Int']['output'];
};

/** What one point of a trend adds up: a day, or a week from Sunday to Saturday (in Nepal). */
export type TrendBucket =
  | 'DAY'
  | 'WEEK';

/** One point of the dashboard trend: a day or a week. */
export type TrendPoint = {
  __typename: 'TrendPoint';
  /** Orders delivered in it that are still delivered. */
  delivered: Scalars['Int']['output'];
  /** The commission of those delivered orders, in rupees. */
  earnings: Scalars['Float']['output'];
  /** Orders placed in it. */
  orders: Scalars['Int']['output'];
  /** The first day of the point, `YYYY-MM-DD` in Nepal. */
  start: Scalars['String']['output'];
};

/** How far back the dashboard trends look, today (in Nepal) included. */
export type TrendRange =
  | 'LAST_30_DAYS'
  | 'LAST_90_DAYS';

/** A marketplace account: an admin, or a marketer who sells products for commission. */
export type User = {
  __typename: 'User';
  /** Bonus commission rate in percent, added to every product rate for this marketer. */
  bonusCommissionRate: Scalars['Float']['output'];
  /** Whether this account may place orders: an active, verified marketer. */
  canPlaceOrders: Scalars['Boolean']['output'];
  /** When the account was created, if the gateway says. */
  createdAt: Maybe<Scalars['DateTime']['output']>;
  /** Date of birth, `YYYY-MM-DD`. */
  dateOfBirth: Maybe<Scalars['String']['output']>;
  /** Sign-in email address. */
  email: Scalars['String']['output'];
  /** Gender from the profile check. */
  gender: Maybe<Gender>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Whether the email address was confirmed with a code. */
  isEmailVerified: Scalars['Boolean']['output'];
  /** Whether an admin approved the profile check. */
  isUserVerified: Scalars['Boolean']['output'];
  /** All commission ever earned, in rupees. */
  lifetimeIncome: Scalars['Float']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** URL of the payment QR image commissions are paid to, given to the account and admins only; it works for 1 to 2 days (until the second UTC midnight). */
  paymentQrUrl: Maybe<Scalars['String']['output']>;
  /** Commission earned and not yet paid, in rupees. */
  pendingPayment: Scalars['Float']['output'];
  /** Phone number from the profile check. */
  phone: Maybe<Scalars['String']['output']>;
  /** Commission paid out so far, in rupees. */
  receivedPayment: Scalars['Float']['output'];
  /** Who referred this marketer, if anyone. */
  referredBy: Maybe<Scalars['String']['output']>;
  /** ADMIN or USER (marketer). */
  role: Role;
  /** Link to the social profile the marketer sells through. */
  socialProfileUrl: Maybe<Scalars['String']['output']>;
  /** Account state. */
  status: UserStatus;
};

/** A page of accounts, by name (then id): search matches the name, the email address or the phone number. */
export type UserConnection = {
  __typename: 'UserConnection';
  /** The accounts of this page, in list order. */
  edges: Array<UserEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many accounts the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** How many accounts each filter of the users screen holds (with the same search). */
export type UserCounts = {
  __typename: 'UserCounts';
  /** Every account (ALL). */
  all: Scalars['Int']['output'];
  /** BLOCKED accounts. */
  blocked: Scalars['Int']['output'];
  /** NOT_VERIFIED accounts. */
  notVerified: Scalars['Int']['output'];
  /** UNDER_REVIEW accounts. */
  underReview: Scalars['Int']['output'];
  /** VERIFIED accounts. */
  verified: Scalars['Int']['output'];
};

/** One account in a page, with its cursor. */
export type UserEdge = {
  __typename: 'UserEdge';
  /** Where this account sits in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The account. */
  node: User;
};

/** The users list filters of the admin screen. */
export type UserFilter =
  /** Every account. */
  | 'ALL'
  /** Blocked accounts. */
  | 'BLOCKED'
  /** Active accounts whose profile check has not passed. */
  | 'NOT_VERIFIED'
  /** Accounts whose profile waits for review. */
  | 'UNDER_REVIEW'
  /** Accounts whose profile check passed (`isUserVerified`). */
  | 'VERIFIED';

/** A user after a change, with the message to show. */
export type UserPayload = {
  __typename: 'UserPayload';
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
  /** The user as it is now. */
  user: User;
};

/** Account state. */
export type UserStatus =
  /** Usable. Whether the profile check passed is `isUserVerified`. */
  | 'ACTIVE'
  /** Blocked by an admin. */
  | 'BLOCKED'
  /** The profile (KYC) was submitted and waits for an admin. */
  | 'UNDER_REVIEW';

/** What an admin can do to an account, always with a reason. */
export type UserStatusAction =
  /** Block an account that is not blocked. */
  | 'BLOCK'
  /** Make a blocked account active again. */
  | 'UNBLOCK'
  /** Reject a profile under review: active and not verified. */
  | 'UNVERIFY'
  /** Approve a profile under review: active and verified. */
  | 'VERIFY';

export type InboxUnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxUnreadQuery = { __typename: 'Query', inbox: { __typename: 'Inbox', unread: number } };

export type InboxEntryRowFragment = { __typename: 'InboxEntry', id: string, at: string, kind: InboxKind, read: boolean, orderId: string | null, paymentId: string | null, userId: string | null, status: OrderStatus | null, customer: string | null, product: string | null, marketer: string | null, amount: number | null };

export type InboxPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxPageQuery = { __typename: 'Query', inbox: { __typename: 'Inbox', unread: number, entries: Array<{ __typename: 'InboxEntry', id: string, at: string, kind: InboxKind, read: boolean, orderId: string | null, paymentId: string | null, userId: string | null, status: OrderStatus | null, customer: string | null, product: string | null, marketer: string | null, amount: number | null }> } };

export type MarkInboxReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type MarkInboxReadMutation = { __typename: 'Mutation', markInboxRead: { __typename: 'Inbox', unread: number, entries: Array<{ __typename: 'InboxEntry', id: string, at: string, kind: InboxKind, read: boolean, orderId: string | null, paymentId: string | null, userId: string | null, status: OrderStatus | null, customer: string | null, product: string | null, marketer: string | null, amount: number | null }> } };

export type LiveOrderFragment = { __typename: 'Order', totalPrice: number, commissionRate: number, commission: number, deliveredAt: string | null, updatedAt: string, id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null };

export type LivePaymentFragment = { __typename: 'Payment', proofUrl: string | null, id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, orderIds: Array<string>, user: { __typename: 'User', id: string, name: string } | null };

export type LiveUserFragment = { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number };

export type LiveOrderStateFragment = { __typename: 'Order', id: string, status: OrderStatus };

export type LivePaymentStateFragment = { __typename: 'Payment', id: string, status: PaymentStatus };

export type LiveUserStateFragment = { __typename: 'User', id: string, status: UserStatus, isUserVerified: boolean };

export type LiveUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveUpdatesSubscription = { __typename: 'Subscription', live:
    | { __typename: 'AccountEvent', accountChange: AccountChange, previousUserStatus: UserStatus, wasUserVerified: boolean, user: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } }
    | { __typename: 'OrderEvent', orderChange: OrderChange, previousOrderStatus: OrderStatus | null, order: { __typename: 'Order', totalPrice: number, commissionRate: number, commission: number, deliveredAt: string | null, updatedAt: string, id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } }
    | { __typename: 'PaymentEvent', paymentChange: PaymentChange, previousPaymentStatus: PaymentStatus | null, payment: { __typename: 'Payment', proofUrl: string | null, id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, orderIds: Array<string>, user: { __typename: 'User', id: string, name: string } | null } }
    | { __typename: 'ProductEvent', productChange: ProductChange, productId: string, product: { __typename: 'Product', id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean } | null }
   };

export type AccountDetails_UserFragment = { __typename: 'User', id: string, name: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, phone: string | null, dateOfBirth: string | null, gender: Gender | null, socialProfileUrl: string | null, paymentQrUrl: string | null, bonusCommissionRate: number };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'UserPayload', message: string, user: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename: 'Mutation', register: { __typename: 'UserPayload', message: string, user: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } } };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageQuery = { __typename: 'Query', me: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } | null, dashboard: { __typename: 'DashboardStats', totalDeliveredOrders: number, returnedOrders: number, cancelledOrders: number, allOrders: number, totalSales: number, lifetimeEarning: number, users: number | null } };

export type DashboardTrendsQueryVariables = Exact<{
  range: TrendRange;
  per: TrendBucket;
}>;


export type DashboardTrendsQuery = { __typename: 'Query', dashboardTrends: { __typename: 'DashboardTrends', range: TrendRange, per: TrendBucket, returnRate: number | null, points: Array<{ __typename: 'TrendPoint', start: string, orders: number, delivered: number, earnings: number }>, statusMix: Array<{ __typename: 'StatusShare', status: OrderStatus, count: number }>, topProducts: Array<{ __typename: 'TopTrend', id: string, name: string, orders: number, returned: number, returnRate: number | null }>, topMarketers: Array<{ __typename: 'TopTrend', id: string, name: string, orders: number, returned: number, returnRate: number | null }> | null } };

export type IncomeRow_IncomeFragment = { __typename: 'Income', id: string, status: IncomeStatus, amount: number, createdAt: string, requestableAt: string | null, order: { __typename: 'Order', id: string, quantity: number, commission: number, product: { __typename: 'Product', id: string, name: string } | null } | null };

export type IncomePayment_PaymentFragment = { __typename: 'Payment', id: string, amount: number, status: PaymentStatus, createdAt: string, itemSummary: string, orderIds: Array<string> };

export type IncomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type IncomePageQuery = { __typename: 'Query', income: { __typename: 'IncomeSummary', totalIncome: number, pendingAmount: number, receivedAmount: number, recent: Array<{ __typename: 'Income', id: string, status: IncomeStatus, amount: number, createdAt: string, requestableAt: string | null, order: { __typename: 'Order', id: string, quantity: number, commission: number, product: { __typename: 'Product', id: string, name: string } | null } | null }> } };

export type IncomeTab_ConnectionFragment = { __typename: 'IncomeConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'IncomeEdge', cursor: string, node: { __typename: 'Income', id: string, status: IncomeStatus, amount: number, createdAt: string, requestableAt: string | null, order: { __typename: 'Order', id: string, quantity: number, commission: number, product: { __typename: 'Product', id: string, name: string } | null } | null } }> };

export type IncomeTabQueryVariables = Exact<{
  status: IncomeStatus;
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type IncomeTabQuery = { __typename: 'Query', incomes: { __typename: 'IncomeConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'IncomeEdge', cursor: string, node: { __typename: 'Income', id: string, status: IncomeStatus, amount: number, createdAt: string, requestableAt: string | null, order: { __typename: 'Order', id: string, quantity: number, commission: number, product: { __typename: 'Product', id: string, name: string } | null } | null } }> } };

export type IncomePayments_ConnectionFragment = { __typename: 'PaymentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'PaymentEdge', cursor: string, node: { __typename: 'Payment', id: string, amount: number, status: PaymentStatus, createdAt: string, itemSummary: string, orderIds: Array<string> } }> };

export type IncomePaymentsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type IncomePaymentsQuery = { __typename: 'Query', payments: { __typename: 'PaymentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'PaymentEdge', cursor: string, node: { __typename: 'Payment', id: string, amount: number, status: PaymentStatus, createdAt: string, itemSummary: string, orderIds: Array<string> } }> } };

export type EligiblePayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type EligiblePayoutsQuery = { __typename: 'Query', nextPayout: { __typename: 'NextPayout', requestableAt: string, amount: number, order: { __typename: 'Order', id: string, product: { __typename: 'Product', id: string, name: string } | null } } | null, eligiblePayouts: Array<{ __typename: 'EligiblePayout', id: string, amount: number, deliveredAt: string, order: { __typename: 'Order', id: string, quantity: number, commission: number, customer: { __typename: 'Customer', name: string }, product: { __typename: 'Product', id: string, name: string } | null } }> };

export type RequestPayoutMutationVariables = Exact<{
  orderIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RequestPayoutMutation = { __typename: 'Mutation', requestPayout: { __typename: 'PaymentPayload', message: string, payment: { __typename: 'Payment', id: string, amount: number, status: PaymentStatus, createdAt: string, itemSummary: string, orderIds: Array<string> } } };

export type OrderRow_OrderFragment = { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null };

export type OrdersPage_ConnectionFragment = { __typename: 'OrderConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OrderEdge', cursor: string, node: { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } }> };

export type OrdersPage_CountsFragment = { __typename: 'OrderCounts', all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number };

export type OrdersPageQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
}>;


export type OrdersPageQuery = { __typename: 'Query', orders: { __typename: 'OrderConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OrderEdge', cursor: string, node: { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } }> }, orderCounts: { __typename: 'OrderCounts', all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number } };

export type OrdersPageMoreQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after: Scalars['String']['input'];
}>;


export type OrdersPageMoreQuery = { __typename: 'Query', orders: { __typename: 'OrderConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OrderEdge', cursor: string, node: { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } }> } };

export type OrderDetailPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrderDetailPageQuery = { __typename: 'Query', order: { __typename: 'Order', totalPrice: number, commissionRate: number, commission: number, deliveredAt: string | null, updatedAt: string, id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, product: { __typename: 'Product', id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { __typename: 'User', id: string, name: string, email: string, phone: string | null, bonusCommissionRate: number } | null, customer: { __typename: 'Customer', name: string, phone: string, location: string } } };

export type OrderFormProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderFormProductsQuery = { __typename: 'Query', myProducts: Array<{ __typename: 'Product', id: string, name: string, price: number, commissionRate: number, status: ProductStatus }> };

export type EditOrderPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EditOrderPageQuery = { __typename: 'Query', order: { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, product: { __typename: 'Product', id: string, name: string, price: number, commissionRate: number } | null, owner: { __typename: 'User', id: string, bonusCommissionRate: number, name: string } | null, customer: { __typename: 'Customer', name: string, phone: string, location: string } } };

export type AddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type AddOrderMutation = { __typename: 'Mutation', addOrder: { __typename: 'OrderPayload', message: string, order: { __typename: 'Order', commissionRate: number, commission: number, id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } } };

export type EditOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditOrderInput;
}>;


export type EditOrderMutation = { __typename: 'Mutation', editOrder: { __typename: 'OrderPayload', message: string, order: { __typename: 'Order', commissionRate: number, commission: number, totalPrice: number, updatedAt: string, id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } } };

export type CancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  withTab: Scalars['Boolean']['input'];
}>;


export type CancelOrderMutation = { __typename: 'Mutation', cancelOrder: { __typename: 'OrderPayload', message: string, order: { __typename: 'Order', id: string, status: OrderStatus, canEdit: boolean, canCancel: boolean, updatedAt: string }, tab?: { __typename: 'OrderConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OrderEdge', cursor: string, node: { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } }> }, counts?: { __typename: 'OrderCounts', all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number } } };

export type ChangeOrderStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  withTab: Scalars['Boolean']['input'];
}>;


export type ChangeOrderStatusMutation = { __typename: 'Mutation', changeOrderStatus: { __typename: 'OrderPayload', message: string, order: { __typename: 'Order', id: string, status: OrderStatus, canEdit: boolean, canCancel: boolean, deliveredAt: string | null, updatedAt: string }, tab?: { __typename: 'OrderConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'OrderEdge', cursor: string, node: { __typename: 'Order', id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } }> }, counts?: { __typename: 'OrderCounts', all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number } } };

export type OrderSelectionQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrderSelectionQuery = { __typename: 'Query', orderSelection: Array<{ __typename: 'OrderRef', id: string, status: OrderStatus }> };

export type ChangeOrdersStatusMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type ChangeOrdersStatusMutation = { __typename: 'Mutation', changeOrdersStatus: { __typename: 'BulkOrdersPayload', message: string, outcomes: Array<{ __typename: 'BulkOrderOutcome', id: string, result: BulkOrderResult, reason: BulkOrderReason | null, message: string | null, previousStatus: OrderStatus | null, order: { __typename: 'Order', totalPrice: number, commissionRate: number, commission: number, deliveredAt: string | null, updatedAt: string, id: string, createdAt: string, quantity: number, price: number, status: OrderStatus, remarks: string | null, totalCommission: number, canEdit: boolean, canCancel: boolean, customer: { __typename: 'Customer', name: string, phone: string, location: string }, product: { __typename: 'Product', id: string, name: string } | null, owner: { __typename: 'User', id: string, name: string } | null } | null }> } };

export type PaymentRow_PaymentFragment = { __typename: 'Payment', id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, user: { __typename: 'User', id: string, name: string } | null };

export type PaymentsPage_ConnectionFragment = { __typename: 'PaymentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'PaymentEdge', cursor: string, node: { __typename: 'Payment', id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, user: { __typename: 'User', id: string, name: string } | null } }> };

export type PaymentsPageQueryVariables = Exact<{
  status: PaymentStatus;
  first: Scalars['Int']['input'];
}>;


export type PaymentsPageQuery = { __typename: 'Query', payments: { __typename: 'PaymentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'PaymentEdge', cursor: string, node: { __typename: 'Payment', id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, user: { __typename: 'User', id: string, name: string } | null } }> }, paymentCounts: { __typename: 'PaymentCounts', all: number, pending: number, sent: number } };

export type PaymentsPageMoreQueryVariables = Exact<{
  status: PaymentStatus;
  first: Scalars['Int']['input'];
  after: Scalars['String']['input'];
}>;


export type PaymentsPageMoreQuery = { __typename: 'Query', payments: { __typename: 'PaymentConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'PaymentEdge', cursor: string, node: { __typename: 'Payment', id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, user: { __typename: 'User', id: string, name: string } | null } }> } };

export type PaymentDetailPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PaymentDetailPageQuery = { __typename: 'Query', payment: { __typename: 'Payment', proofUrl: string | null, id: string, createdAt: string, amount: number, status: PaymentStatus, itemSummary: string, orders: Array<{ __typename: 'Order', id: string, quantity: number, commission: number, totalCommission: number, customer: { __typename: 'Customer', name: string }, product: { __typename: 'Product', id: string, name: string } | null }>, user: { __typename: 'User', id: string, name: string, email: string, phone: string | null, socialProfileUrl: string | null, paymentQrUrl: string | null } | null } };

export type MarkPaymentSentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  proof: Scalars['Upload']['input'];
}>;


export type MarkPaymentSentMutation = { __typename: 'Mutation', markPaymentSent: { __typename: 'PaymentPayload', message: string, payment: { __typename: 'Payment', id: string, status: PaymentStatus, proofUrl: string | null } } };

export type ProductCard_ProductFragment = { __typename: 'Product', id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean };

export type ProductsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsPageQuery = { __typename: 'Query', products: Array<{ __typename: 'Product', id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean }> };

export type MyProductsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProductsPageQuery = { __typename: 'Query', myProducts: Array<{ __typename: 'Product', id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean }> };

export type ProductDetailPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductDetailPageQuery = { __typename: 'Query', product: { __typename: 'Product', description: string, id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean } };

export type AddProductMutationVariables = Exact<{
  input: AddProductInput;
}>;


export type AddProductMutation = { __typename: 'Mutation', addProduct: { __typename: 'ProductPayload', message: string, product: { __typename: 'Product', description: string, id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean } } };

export type EditProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditProductInput;
}>;


export type EditProductMutation = { __typename: 'Mutation', editProduct: { __typename: 'ProductPayload', message: string, product: { __typename: 'Product', description: string, id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean } } };

export type SetProductStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ProductStatus;
}>;


export type SetProductStatusMutation = { __typename: 'Mutation', setProductStatus: { __typename: 'ProductPayload', message: string, product: { __typename: 'Product', id: string, status: ProductStatus } } };

export type DeleteProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteProductMutation = { __typename: 'Mutation', deleteProduct: { __typename: 'DeleteProductPayload', message: string, id: string } };

export type AddToMyProductsMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type AddToMyProductsMutation = { __typename: 'Mutation', addToMyProducts: { __typename: 'ProductPayload', message: string, product: { __typename: 'Product', id: string, name: string, price: number, commission: number, commissionRate: number, status: ProductStatus, images: Array<string>, inMyList: boolean } } };

export type RemoveFromMyProductsMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type RemoveFromMyProductsMutation = { __typename: 'Mutation', removeFromMyProducts: { __typename: 'ProductPayload', message: string, product: { __typename: 'Product', id: string, inMyList: boolean } } };

export type ShareDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShareDefaultsQuery = { __typename: 'Query', me: { __typename: 'User', id: string, phone: string | null } | null };

export type ShareProductMutationVariables = Exact<{
  input: ShareProductInput;
}>;


export type ShareProductMutation = { __typename: 'Mutation', shareProduct: { __typename: 'ShareLink', id: string, url: string, price: number, phone: string } };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { __typename: 'Query', me: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number, phone: string | null, dateOfBirth: string | null, gender: Gender | null, socialProfileUrl: string | null, paymentQrUrl: string | null } | null };

export type UserRow_UserFragment = { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean };

export type UsersPage_ConnectionFragment = { __typename: 'UserConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'UserEdge', cursor: string, node: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean } }> };

export type UsersPageQueryVariables = Exact<{
  filter: UserFilter;
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
}>;


export type UsersPageQuery = { __typename: 'Query', users: { __typename: 'UserConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'UserEdge', cursor: string, node: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean } }> }, userCounts: { __typename: 'UserCounts', all: number, verified: number, underReview: number, notVerified: number, blocked: number } };

export type UsersPageMoreQueryVariables = Exact<{
  filter: UserFilter;
  search?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  after: Scalars['String']['input'];
}>;


export type UsersPageMoreQuery = { __typename: 'Query', users: { __typename: 'UserConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, edges: Array<{ __typename: 'UserEdge', cursor: string, node: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean } }> } };

export type UserDetailPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserDetailPageQuery = { __typename: 'Query', user: { __typename: 'User', pendingPayment: number, receivedPayment: number, lifetimeIncome: number, referredBy: string | null, createdAt: string | null, id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, phone: string | null, dateOfBirth: string | null, gender: Gender | null, socialProfileUrl: string | null, paymentQrUrl: string | null, bonusCommissionRate: number } };

export type SetUserStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  action: UserStatusAction;
  reason: Scalars['String']['input'];
}>;


export type SetUserStatusMutation = { __typename: 'Mutation', setUserStatus: { __typename: 'UserPayload', message: string, user: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean } } };

export type SendEmailCodeMutationVariables = Exact<{
  unlessRecent: Scalars['Boolean']['input'];
}>;


export type SendEmailCodeMutation = { __typename: 'Mutation', sendEmailCode: { __typename: 'EmailCodePayload', message: string, sent: boolean, sentAt: string } };

export type VerifyEmailCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type VerifyEmailCodeMutation = { __typename: 'Mutation', verifyEmailCode: { __typename: 'UserPayload', message: string, user: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } } };

export type SubmitKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type SubmitKycMutation = { __typename: 'Mutation', submitKyc: { __typename: 'UserPayload', message: string, user: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } } };

export type SessionUserFragment = { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export const InboxEntryRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"marketer"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<InboxEntryRowFragment, unknown>;
export const OrderRow_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderRow_OrderFragment, unknown>;
export const LiveOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LiveOrderFragment, unknown>;
export const PaymentRow_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentRow_PaymentFragment, unknown>;
export const IncomePayment_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}}]}}]} as unknown as DocumentNode<IncomePayment_PaymentFragment, unknown>;
export const LivePaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LivePayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow_payment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomePayment_payment"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}}]}}]} as unknown as DocumentNode<LivePaymentFragment, unknown>;
export const UserRow_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}}]} as unknown as DocumentNode<UserRow_UserFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const LiveUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<LiveUserFragment, unknown>;
export const LiveOrderStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveOrderState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<LiveOrderStateFragment, unknown>;
export const LivePaymentStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LivePaymentState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<LivePaymentStateFragment, unknown>;
export const LiveUserStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUserState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}}]} as unknown as DocumentNode<LiveUserStateFragment, unknown>;
export const AccountDetails_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetails_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"socialProfileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentQrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<AccountDetails_UserFragment, unknown>;
export const IncomeRow_IncomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeRow_income"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Income"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestableAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<IncomeRow_IncomeFragment, unknown>;
export const IncomeTab_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeTab_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeRow_income"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeRow_income"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Income"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestableAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<IncomeTab_ConnectionFragment, unknown>;
export const IncomePayments_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayments_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomePayment_payment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}}]}}]} as unknown as DocumentNode<IncomePayments_ConnectionFragment, unknown>;
export const OrdersPage_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrdersPage_ConnectionFragment, unknown>;
export const OrdersPage_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"inProcess"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"exchanged"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]} as unknown as DocumentNode<OrdersPage_CountsFragment, unknown>;
export const PaymentsPage_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow_payment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentsPage_ConnectionFragment, unknown>;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<ProductCard_ProductFragment, unknown>;
export const UsersPage_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}}]} as unknown as DocumentNode<UsersPage_ConnectionFragment, unknown>;
export const InboxUnreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxUnread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<InboxUnreadQuery, InboxUnreadQueryVariables>;
export const InboxPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"marketer"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<InboxPageQuery, InboxPageQueryVariables>;
export const MarkInboxReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkInboxRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markInboxRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxEntryRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxEntryRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"marketer"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<MarkInboxReadMutation, MarkInboxReadMutationVariables>;
export const LiveUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveUpdates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderChange"}},{"kind":"Field","name":{"kind":"Name","value":"previousOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveOrder"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentChange"}},{"kind":"Field","name":{"kind":"Name","value":"previousPaymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LivePayment"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountChange"}},{"kind":"Field","name":{"kind":"Name","value":"previousUserStatus"}},{"kind":"Field","name":{"kind":"Name","value":"wasUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveUser"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productChange"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LivePayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow_payment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomePayment_payment"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<LiveUpdatesSubscription, LiveUpdatesSubscriptionVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const DashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalDeliveredOrders"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOrders"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledOrders"}},{"kind":"Field","name":{"kind":"Name","value":"allOrders"}},{"kind":"Field","name":{"kind":"Name","value":"totalSales"}},{"kind":"Field","name":{"kind":"Name","value":"lifetimeEarning"}},{"kind":"Field","name":{"kind":"Name","value":"users"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const DashboardTrendsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardTrends"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrendRange"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"per"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrendBucket"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardTrends"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}},{"kind":"Argument","name":{"kind":"Name","value":"per"},"value":{"kind":"Variable","name":{"kind":"Name","value":"per"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"per"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusMix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"topProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topMarketers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardTrendsQuery, DashboardTrendsQueryVariables>;
export const IncomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"income"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalIncome"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeRow_income"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeRow_income"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Income"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestableAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<IncomePageQuery, IncomePageQueryVariables>;
export const IncomeTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncomeTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeTab_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeRow_income"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Income"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestableAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeTab_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeRow_income"}}]}}]}}]}}]} as unknown as DocumentNode<IncomeTabQuery, IncomeTabQueryVariables>;
export const IncomePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncomePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomePayments_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayments_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomePayment_payment"}}]}}]}}]}}]} as unknown as DocumentNode<IncomePaymentsQuery, IncomePaymentsQueryVariables>;
export const EligiblePayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EligiblePayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextPayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestableAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eligiblePayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EligiblePayoutsQuery, EligiblePayoutsQueryVariables>;
export const RequestPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomePayment_payment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"orderIds"}}]}}]} as unknown as DocumentNode<RequestPayoutMutation, RequestPayoutMutationVariables>;
export const OrdersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_connection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_counts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"inProcess"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"exchanged"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]} as unknown as DocumentNode<OrdersPageQuery, OrdersPageQueryVariables>;
export const OrdersPageMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersPageMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}}]}}]}}]}}]} as unknown as DocumentNode<OrdersPageMoreQuery, OrdersPageMoreQueryVariables>;
export const OrderDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OrderDetailPageQuery, OrderDetailPageQueryVariables>;
export const OrderFormProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderFormProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OrderFormProductsQuery, OrderFormProductsQueryVariables>;
export const EditOrderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditOrderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EditOrderPageQuery, EditOrderPageQueryVariables>;
export const AddOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddOrderMutation, AddOrderMutationVariables>;
export const EditOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EditOrderMutation, EditOrderMutationVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTab"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_connection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTab"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_counts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"inProcess"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"exchanged"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const ChangeOrderStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOrderStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withTab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrderStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTab"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_connection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withTab"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrdersPage_counts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrdersPage_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"inProcess"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"returned"}},{"kind":"Field","name":{"kind":"Name","value":"exchanged"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]} as unknown as DocumentNode<ChangeOrderStatusMutation, ChangeOrderStatusMutationVariables>;
export const OrderSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<OrderSelectionQuery, OrderSelectionQueryVariables>;
export const ChangeOrdersStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeOrdersStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeOrdersStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveOrder"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderRow_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderRow_order"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChangeOrdersStatusMutation, ChangeOrdersStatusMutationVariables>;
export const PaymentsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsPage_connection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow_payment"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsPageQuery, PaymentsPageQueryVariables>;
export const PaymentsPageMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPageMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsPage_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow_payment"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsPageMoreQuery, PaymentsPageMoreQueryVariables>;
export const PaymentDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRow_payment"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"socialProfileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentQrUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRow_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemSummary"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentDetailPageQuery, PaymentDetailPageQueryVariables>;
export const MarkPaymentSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPaymentSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proof"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPaymentSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"proof"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proof"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}}]}}]}}]}}]} as unknown as DocumentNode<MarkPaymentSentMutation, MarkPaymentSentMutationVariables>;
export const ProductsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<ProductsPageQuery, ProductsPageQueryVariables>;
export const MyProductsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProductsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<MyProductsPageQuery, MyProductsPageQueryVariables>;
export const ProductDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<ProductDetailPageQuery, ProductDetailPageQueryVariables>;
export const AddProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<AddProductMutation, AddProductMutationVariables>;
export const EditProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<EditProductMutation, EditProductMutationVariables>;
export const SetProductStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetProductStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setProductStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<SetProductStatusMutation, SetProductStatusMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const AddToMyProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToMyProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToMyProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]} as unknown as DocumentNode<AddToMyProductsMutation, AddToMyProductsMutationVariables>;
export const RemoveFromMyProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromMyProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromMyProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inMyList"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveFromMyProductsMutation, RemoveFromMyProductsMutationVariables>;
export const ShareDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ShareDefaultsQuery, ShareDefaultsQueryVariables>;
export const ShareProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ShareProductMutation, ShareProductMutationVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetails_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetails_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"socialProfileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentQrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const UsersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPage_connection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"underReview"}},{"kind":"Field","name":{"kind":"Name","value":"notVerified"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}}]}}]} as unknown as DocumentNode<UsersPageQuery, UsersPageQueryVariables>;
export const UsersPageMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersPageMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UsersPage_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UsersPage_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}}]}}]} as unknown as DocumentNode<UsersPageMoreQuery, UsersPageMoreQueryVariables>;
export const UserDetailPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountDetails_user"}},{"kind":"Field","name":{"kind":"Name","value":"pendingPayment"}},{"kind":"Field","name":{"kind":"Name","value":"receivedPayment"}},{"kind":"Field","name":{"kind":"Name","value":"lifetimeIncome"}},{"kind":"Field","name":{"kind":"Name","value":"referredBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountDetails_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"socialProfileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"paymentQrUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<UserDetailPageQuery, UserDetailPageQueryVariables>;
export const SetUserStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserStatusAction"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserRow_user"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserRow_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}}]}}]} as unknown as DocumentNode<SetUserStatusMutation, SetUserStatusMutationVariables>;
export const SendEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unlessRecent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unlessRecent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unlessRecent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<SendEmailCodeMutation, SendEmailCodeMutationVariables>;
export const VerifyEmailCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<VerifyEmailCodeMutation, VerifyEmailCodeMutationVariables>;
export const SubmitKycDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitKyc"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KycInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitKyc"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<SubmitKycMutation, SubmitKycMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isUserVerified"}},{"kind":"Field","name":{"kind":"Name","value":"canPlaceOrders"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCommissionRate"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;