/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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
  Upload: { input: null; output: null; }
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

/** An admin's last change to an account, with its reason. */
export type AccountDecision = {
  /** What was done. */
  action: UserStatusAction;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** The admin's name; for admins only (null for the account itself). */
  byName: Maybe<Scalars['String']['output']>;
  /** Why, as the admin wrote it; null for a verification or unblocking given without one. */
  reason: Maybe<Scalars['String']['output']>;
};

/** An account's state changed. */
export type AccountEvent = {
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
  /** A summary, for a toast: how many changed, were refused, not changed and in doubt. */
  message: Scalars['String']['output'];
  /** Each order's outcome. */
  outcomes: Array<BulkOrderOutcome>;
};

/** A new password for the signed-in user, who knows the current one. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The password used now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: at least 6 characters. */
  password: Scalars['String']['input'];
};

/** What `changePassword` did. */
export type ChangePasswordPayload = {
  /** What happened, for a toast. */
  message: Scalars['String']['output'];
  /** How many other sessions of the account were signed out. */
  otherSessionsEnded: Scalars['Int']['output'];
};

/** The customer an order is for. */
export type Customer = {
  /** Delivery location. */
  location: Scalars['String']['output'];
  /** The location in Nepali when it was picked from Nepal's places (`Ward 5, Butwal Sub-Metropolitan City, Rupandehi` → `वडा नं. ५, बुटवल उपमहानगरपालिका, रुपन्देही`; the tole line as typed); null when it was typed freely. */
  locationNe: Maybe<Scalars['String']['output']>;
  /** Customer name. */
  name: Scalars['String']['output'];
  /** Customer phone number; for the order's marketer, masked (`98••••5678`) from 30 days after the order closed (DELIVERED, RETURNED or CANCELLED). Admins see it whole. */
  phone: Scalars['String']['output'];
};

/** An order's customer answered on its tracking page: they confirmed it or declined it. */
export type CustomerAnswerEvent = {
  /** When they answered. */
  customerAnsweredAt: Scalars['DateTime']['output'];
  /** What the customer answered. */
  customerConfirmation: CustomerConfirmation;
  /** The order. */
  orderId: Scalars['ID']['output'];
};

/** The customer's answer on the order's tracking page, given once while the order is CONFIRMED. */
export type CustomerConfirmation =
  /** They will pay the total on delivery. */
  | 'CONFIRMED'
  /** They do not want it. */
  | 'DECLINED'
  /** No answer yet. */
  | 'NOT_ASKED';

/** The dashboard cards: order counts and money, for the signed-in user. */
export type DashboardStats = {
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
  /** The newest entries, newest first, as many as asked for. */
  entries: Array<InboxEntry>;
  /** How many of all the entries (not only those answered) are unread. */
  unread: Scalars['Int']['output'];
};

/** One notification: a change someone else made that concerns the reader, as it was when it happened. */
export type InboxEntry = {
  /** The amount, in rupees (PAYOUT_SENT, PAYOUT_REQUESTED); null for the other kinds. */
  amount: Maybe<Scalars['Float']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The customer's name (ORDER_STATUS, NEW_ORDER, CUSTOMER_DECLINED); null for the other kinds. */
  customer: Maybe<Scalars['String']['output']>;
  /** The entry's id: `<ms>-<n>-<replica>`, opaque to clients. */
  id: Scalars['ID']['output'];
  /** What happened; it says which of the fields below are set. */
  kind: InboxKind;
  /** The marketer's name (NEW_ORDER, PAYOUT_REQUESTED, PROFILE_TO_REVIEW); null for the other kinds. */
  marketer: Maybe<Scalars['String']['output']>;
  /** The order it is about (ORDER_STATUS, NEW_ORDER, CUSTOMER_DECLINED); null for the other kinds. */
  orderId: Maybe<Scalars['ID']['output']>;
  /** The payout request it is about (PAYOUT_SENT, PAYOUT_REQUESTED); null for the other kinds. */
  paymentId: Maybe<Scalars['ID']['output']>;
  /** The product's name (ORDER_STATUS, NEW_ORDER, CUSTOMER_DECLINED); null for the other kinds, or when the order's product is gone. */
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
  /** The customer of one of the reader's orders declined it on its tracking page (`orderId`, `customer`, `product`). */
  | 'CUSTOMER_DECLINED'
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
  /** The incomes of this page, in list order. */
  edges: Array<IncomeEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many incomes the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** One income in a page, with its cursor. */
export type IncomeEdge = {
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
  /** Link to the social profile used for selling (`facebook.com/your.page`; `https://` is added when missing). */
  socialProfileUrl: Scalars['String']['input'];
};

/** A change someone made that the subscriber may see. */
export type LiveEvent = AccountEvent | CustomerAnswerEvent | OrderEvent | PaymentEvent | ProductEvent;

/** Email and password. */
export type LoginInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** Password (at most 128 characters). */
  password: Scalars['String']['input'];
};

export type Mutation = {
  /** Place an order (active, verified marketers only); it starts CONFIRMED. */
  addOrder: OrderPayload;
  /** List a new product with images (admin only). */
  addProduct: ProductPayload;
  /** Add an available product to the signed-in marketer's list (active, verified marketers only). */
  addToMyProducts: ProductPayload;
  /** Cancel an order you may cancel (see Order.canCancel). */
  cancelOrder: OrderPayload;
  /** Move an order to another status except CANCELLED (admin only). */
  changeOrderStatus: OrderPayload;
  /** Move many orders to a status at once, CANCELLED included (admin only): each as changeOrderStatus or cancelOrder would, with its own outcome. */
  changeOrdersStatus: BulkOrdersPayload;
  /** Change the signed-in user's password. This session goes on; every other session of the account ends. A wrong current password is BAD_USER_INPUT on `currentPassword` (rule INCORRECT); wrong ones are limited per account and client address. */
  changePassword: ChangePasswordPayload;
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
  /** Request payment of eligible orders (see eligiblePayouts); active, verified marketers only. */
  requestPayout: PaymentPayload;
  /** Set a new password with the emailed code, and sign in (sets the session cookie); every other session of the account ends, and the email counts as confirmed. A wrong or expired code is BAD_USER_INPUT on `code` (rule INCORRECT), as is a code that took 10 wrong guesses from anywhere, which is then spent (ask for another); wrong codes are limited per email and client address together, and per client address, so guesses from elsewhere never refuse the owner’s code. */
  resetPassword: UserPayload;
  /** Email a 6-character verification code to the signed-in user. Sending is rate-limited per account and client address (RATE_LIMITED with `retryAfterSeconds`); a call that sends nothing is not counted. */
  sendEmailCode: EmailCodePayload;
  /** Email a code to set a new password with (`resetPassword`), when the address has an account; the answer is the same when it has none. Limited per email and client address together, and per client address (RATE_LIMITED with `retryAfterSeconds`): requests from elsewhere never refuse the owner’s. NOT_SUPPORTED_BY_GATEWAY when the gateway lacks the proposed extension. */
  sendPasswordCode: PasswordCodePayload;
  /** Mark a product available or out of stock (admin only). */
  setProductStatus: ProductPayload;
  /** Verify or reject a profile under review, block or unblock an account (admin only); rejecting and blocking need a reason. */
  setUserStatus: UserPayload;
  /** A link to a public page of an available product for customers (`/p/<id>`): photos, name, description, the price, the sharer’s name and phone, with buttons to order by WhatsApp or a call, and a preview for WhatsApp and Facebook. Sharing the same product again refreshes the page under the same link. Active, verified marketers only; blocking a marketer takes their pages down until they are unblocked. */
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


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
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


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendEmailCodeArgs = {
  unlessRecent?: Scalars['Boolean']['input'];
};


export type MutationSendPasswordCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationSetProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProductStatus;
};


export type MutationSetUserStatusArgs = {
  action: UserStatusAction;
  reason?: InputMaybe<Scalars['String']['input']>;
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
  /** What it pays, in rupees. */
  amount: Scalars['Float']['output'];
  /** The delivered order. */
  order: Order;
  /** When it unlocks: its delivery plus 7 days. */
  requestableAt: Scalars['DateTime']['output'];
};

/** An order a marketer placed for a customer. */
export type Order = {
  /** Whether the signed-in user may cancel it: its owner while CONFIRMED, whatever their account's state; an admin unless CANCELLED. */
  canCancel: Scalars['Boolean']['output'];
  /** Whether the signed-in user may edit it: its owner while CONFIRMED and their account is active and verified, an admin unless CANCELLED. */
  canEdit: Scalars['Boolean']['output'];
  /** Commission per unit, in rupees: the combined rate of the product price, plus what the marketer charges above it. */
  commission: Scalars['Float']['output'];
  /** Commission rate in percent: the product's rate plus the owner's bonus rate. */
  commissionRate: Scalars['Float']['output'];
  /** When it was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** Who it is for. */
  customer: Customer;
  /** When the customer answered; null until then. */
  customerAnsweredAt: Maybe<Scalars['DateTime']['output']>;
  /** The customer's answer on the tracking page: NOT_ASKED until they give one. */
  customerConfirmation: CustomerConfirmation;
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
  /** Reasons an admin may want to look twice at this order (empty for marketers, who never see flags). Worked out from the order list and the users list, read once per request whatever the number of orders. */
  riskFlags: Array<OrderRiskFlag>;
  /** Where it is. */
  status: OrderStatus;
  /** Commission per unit × quantity: what the owner earns on delivery. */
  totalCommission: Scalars['Float']['output'];
  /** Unit price × quantity, in rupees. */
  totalPrice: Scalars['Float']['output'];
  /** Whether the tracking page asks the customer to confirm now: while the order is CONFIRMED and they have not answered; false when `trackingUrl` is null, and on a server that takes no answers (no `GATEWAY_SERVICE_TOKEN` to check them at the gateway with). Costs 10 per order in a request's cost (a list row costs 1; at most 1,000 per request). */
  trackingAsks: Scalars['Boolean']['output'];
  /** What the marketer sends the customer with the tracking link (on WhatsApp), in the language chosen, the link opening in it: asking them to confirm while the page asks it (`trackingAsks`), else to follow the order; null when `trackingUrl` is. Costs 10 per order in a request's cost (a list row costs 1; at most 1,000 per request). */
  trackingMessage: Maybe<Scalars['String']['output']>;
  /** The order's public tracking page for its customer (`/t/<id>`): the product, quantity, total to pay, the marketer's name and phone and the order's timeline, with the question to confirm; no address. Made when first asked for; it stops answering 60 days after the order closed (DELIVERED, RETURNED or CANCELLED), then null, as while the store of links is away. Costs 10 per order in a request's cost (a list row costs 1; at most 1,000 per request). */
  trackingUrl: Maybe<Scalars['String']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};


/** An order a marketer placed for a customer. */
export type OrderTrackingMessageArgs = {
  language: ShareLanguage;
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
  /** The orders of this page, in list order. */
  edges: Array<OrderEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many orders the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** How many orders each tab of the orders screen holds (with the same search). */
export type OrderCounts = {
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
  /** Where this order sits in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** An order was placed or changed. */
export type OrderEvent = {
  /** The order as it is now. */
  order: Order;
  /** What happened. */
  orderChange: OrderChange;
  /** Its status before the change; null for a new order. */
  previousOrderStatus: Maybe<OrderStatus>;
};

/** An order after a change, with the message to show. */
export type OrderPayload = {
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
  /** The order. */
  id: Scalars['ID']['output'];
  /** Where it is. */
  status: OrderStatus;
};

/** A reason to look twice at an order, with what its words need; flags inform and block nothing. */
export type OrderRiskFlag = {
  /** RETURNS_BEFORE: how many earlier orders; null otherwise. */
  count: Maybe<Scalars['Int']['output']>;
  /** Which rule holds. */
  kind: RiskFlagKind;
  /** SHARED_PAYOUT_QR: the other marketers with the same QR image, by name; null otherwise. */
  marketers: Maybe<Array<Scalars['String']['output']>>;
  /** LIKELY_DUPLICATE: the earlier order; null otherwise. */
  orderId: Maybe<Scalars['ID']['output']>;
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
  /** Cursor of the last row of this page; pass it as `after` for the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether more rows follow the last one of this page (ask again with `after: endCursor`). */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether rows come before the first one of this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first row of this page; null when the page is empty. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** What `sendPasswordCode` did. */
export type PasswordCodePayload = {
  /** What happened, for a toast: the same whether or not the email has an account. */
  message: Scalars['String']['output'];
  /** When the code was sent; it works for 10 minutes. */
  sentAt: Scalars['DateTime']['output'];
};

/** A marketer's request to be paid the commission of some delivered orders. */
export type Payment = {
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
  /** The payment requests of this page, in list order. */
  edges: Array<PaymentEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many payment requests the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** How many payment requests each tab holds. */
export type PaymentCounts = {
  /** Every payment request. */
  all: Scalars['Int']['output'];
  /** PENDING requests. */
  pending: Scalars['Int']['output'];
  /** SENT requests. */
  sent: Scalars['Int']['output'];
};

/** One payment request in a page, with its cursor. */
export type PaymentEdge = {
  /** Where this payment request sits in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The payment request. */
  node: Payment;
};

/** A payment was requested or sent. */
export type PaymentEvent = {
  /** The payment request as it is now. */
  payment: Payment;
  /** What happened. */
  paymentChange: PaymentChange;
  /** Its status before the change; null for a new request. */
  previousPaymentStatus: Maybe<PaymentStatus>;
};

/** A payment after a change, with the message to show. */
export type PaymentPayload = {
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
  /** The product as it is now; null once deleted. */
  product: Maybe<Product>;
  /** What happened. */
  productChange: ProductChange;
  /** The id of the product. */
  productId: Scalars['ID']['output'];
};

/** A product after a change, with the message to show. */
export type ProductPayload = {
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
  customerConfirmation?: InputMaybe<CustomerConfirmation>;
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderSelectionArgs = {
  customerConfirmation?: InputMaybe<CustomerConfirmation>;
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  customerConfirmation?: InputMaybe<CustomerConfirmation>;
  first?: Scalars['Int']['input'];
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
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

/** A new password, with the code `sendPasswordCode` emailed. */
export type ResetPasswordInput = {
  /** The 6-digit code from the email. */
  code: Scalars['String']['input'];
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The email address the code was sent to. */
  email: Scalars['String']['input'];
  /** The new password: at least 6 characters. */
  password: Scalars['String']['input'];
};

/** Why an order is flagged for an admin (risk-flags.ts holds the rules). */
export type RiskFlagKind =
  /** The same phone ordered the same product in the 24 hours before (`orderId`, not a cancelled one). */
  | 'LIKELY_DUPLICATE'
  /** The customer's phone is the marketer's own. */
  | 'OWN_PHONE'
  /** The customer's phone has returned or cancelled orders placed before this one (`count`), any marketer's. */
  | 'RETURNS_BEFORE'
  /** The marketer's payout QR image is identical to other marketers' (`marketers`), by the content hash kept at upload. */
  | 'SHARED_PAYOUT_QR';

/** What an account may do: ADMIN runs the marketplace, USER is a marketer. */
export type Role =
  | 'ADMIN'
  | 'USER';

/** The language a public page (a shared product, an order’s tracking) speaks. */
export type ShareLanguage =
  | 'EN'
  | 'NE';

/** A link to a public page of a product, for customers: no account needed to open it. */
export type ShareLink = {
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
  /** Orders in it. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: OrderStatus;
};

export type Subscription = {
  /** Changes to orders, payment requests, accounts and products as they happen: an admin receives all of them; a marketer their own orders, payment requests and account, and the catalogue. Over WebSocket only (graphql-ws, same path and session cookie as HTTP). */
  live: LiveEvent;
};

/** A product or a marketer among those with the most orders placed in the range. */
export type TopTrend = {
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
  /** An admin's last verify, reject, block or unblock of this account, with its reason; only for admins and the account itself (null otherwise, and when none is kept). */
  lastDecision: Maybe<AccountDecision>;
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
  /** The accounts of this page, in list order. */
  edges: Array<UserEdge>;
  /** Where this page sits in the list. */
  pageInfo: PageInfo;
  /** How many accounts the whole list holds (every page), with its filters and search. */
  totalCount: Scalars['Int']['output'];
};

/** How many accounts each filter of the users screen holds (with the same search). */
export type UserCounts = {
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

/** What an admin can do to an account; rejecting and blocking need a reason. */
export type UserStatusAction =
  /** Block an account that is not blocked. */
  | 'BLOCK'
  /** Make a blocked account active again. */
  | 'UNBLOCK'
  /** Reject a profile under review: active and not verified. */
  | 'UNVERIFY'
  /** Approve a profile under review: active and verified. */
  | 'VERIFY';

export type AbandonedMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AbandonedMeQuery = { me: { id: string } | null };

export type PressureLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type PressureLoginMutation = { login: { message: string } };

export type DecisionsSetStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  action: UserStatusAction;
  reason?: InputMaybe<Scalars['String']['input']>;
}>;


export type DecisionsSetStatusMutation = { setUserStatus: { message: string, user: { id: string, status: UserStatus, isUserVerified: boolean } } };

export type DecisionsOfUserQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DecisionsOfUserQuery = { user: { lastDecision: { action: UserStatusAction, reason: string | null, at: string, byName: string | null } | null } };

export type DecisionsMineQueryVariables = Exact<{ [key: string]: never; }>;


export type DecisionsMineQuery = { me: { lastDecision: { action: UserStatusAction, reason: string | null, byName: string | null } | null } | null };

export type GateShareMutationVariables = Exact<{
  input: ShareProductInput;
}>;


export type GateShareMutation = { shareProduct: { id: string, url: string } };

export type GateAddMineMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type GateAddMineMutation = { addToMyProducts: { product: { id: string, inMyList: boolean } } };

export type GateRemoveMineMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type GateRemoveMineMutation = { removeFromMyProducts: { product: { id: string, inMyList: boolean } } };

export type GateAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type GateAddOrderMutation = { addOrder: { order: { id: string } } };

export type GateEditOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditOrderInput;
}>;


export type GateEditOrderMutation = { editOrder: { order: { id: string } } };

export type GateCancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GateCancelOrderMutation = { cancelOrder: { order: { id: string, status: OrderStatus, canEdit: boolean, canCancel: boolean } } };

export type GateOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GateOrderQuery = { order: { id: string, canEdit: boolean, canCancel: boolean } };

export type GatePayoutMutationVariables = Exact<{
  orderIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type GatePayoutMutation = { requestPayout: { payment: { id: string } } };

export type GateKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type GateKycMutation = { submitKyc: { user: { status: UserStatus } } };

export type GateSetStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  action: UserStatusAction;
  reason: Scalars['String']['input'];
}>;


export type GateSetStatusMutation = { setUserStatus: { user: { status: UserStatus } } };

export type AuthRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AuthRegisterMutation = { register: { message: string, user: { id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean, bonusCommissionRate: number } } };

export type AuthLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AuthLoginMutation = { login: { message: string, user: { id: string, email: string, role: Role } } };

export type AuthMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthMeQuery = { me: { id: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean } | null };

export type AuthLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthLogoutMutation = { logout: boolean };

export type AuthProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProductsQuery = { products: Array<{ id: string }> };

export type AuthSendEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthSendEmailCodeMutation = { sendEmailCode: { message: string } };

export type AuthVerifyEmailCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type AuthVerifyEmailCodeMutation = { verifyEmailCode: { message: string, user: { isEmailVerified: boolean } } };

export type AuthVerifyBlankCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthVerifyBlankCodeMutation = { verifyEmailCode: { message: string } };

export type AuthKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type AuthKycMutation = { submitKyc: { message: string, user: { status: UserStatus, phone: string | null, dateOfBirth: string | null, gender: Gender | null, socialProfileUrl: string | null, paymentQrUrl: string | null, referredBy: string | null } } };

export type SoakMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakMeQuery = { me: { id: string, name: string, canPlaceOrders: boolean } | null };

export type SoakProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakProductsQuery = { products: Array<{ id: string, name: string, price: number, images: Array<string>, inMyList: boolean }> };

export type SoakOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakOrdersQuery = { orders: { totalCount: number, pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string, status: OrderStatus, totalCommission: number, product: { name: string } | null, owner: { name: string } | null } }> } };

export type SoakDeliveredSearchQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakDeliveredSearchQuery = { orderCounts: { all: number, confirmed: number, delivered: number }, orders: { edges: Array<{ node: { id: string, customer: { name: string } } }> } };

export type SoakDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakDashboardQuery = { dashboard: { allOrders: number, totalDeliveredOrders: number } };

export type SoakMyProductStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakMyProductStatusesQuery = { myProducts: Array<{ id: string, status: ProductStatus }> };

export type SoakMyProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakMyProductsQuery = { myProducts: Array<{ id: string, status: ProductStatus, price: number }> };

export type SoakAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type SoakAddOrderMutation = { addOrder: { order: { id: string, customer: { name: string } } } };

export type SoakConfirmedQueryVariables = Exact<{ [key: string]: never; }>;


export type SoakConfirmedQuery = { orders: { edges: Array<{ node: { id: string } }> } };

export type SoakToInProcessMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SoakToInProcessMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus } } };

export type ChaosAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type ChaosAddOrderMutation = { addOrder: { order: { id: string, customer: { name: string } } } };

export type CompressionOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type CompressionOrdersQuery = { orders: { totalCount: number, edges: Array<{ node: { id: string, status: OrderStatus, createdAt: string, customer: { name: string, phone: string, location: string }, product: { name: string } | null } }> } };

export type CompressionTypenameQueryVariables = Exact<{ [key: string]: never; }>;


export type CompressionTypenameQuery = { __typename: 'Query' };

export type PrivacyOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PrivacyOrderQuery = { order: { customer: { phone: string } } };

export type PrivacyListQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyListQuery = { orders: { edges: Array<{ node: { id: string, customer: { phone: string } } }> } };

export type TrendsDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrendsDefaultsQuery = { dashboardTrends: { range: TrendRange, per: TrendBucket, returnRate: number | null, points: Array<{ start: string, orders: number, delivered: number, earnings: number }>, statusMix: Array<{ status: OrderStatus, count: number }>, topProducts: Array<{ id: string }>, topMarketers: Array<{ id: string }> | null } };

export type TrendsOfQueryVariables = Exact<{
  range: TrendRange;
  per: TrendBucket;
}>;


export type TrendsOfQuery = { dashboardTrends: { range: TrendRange, per: TrendBucket, returnRate: number | null, points: Array<{ start: string, orders: number, delivered: number, earnings: number }>, statusMix: Array<{ status: OrderStatus, count: number }>, topProducts: Array<{ id: string, name: string, orders: number, returned: number, returnRate: number | null }>, topMarketers: Array<{ id: string, name: string, orders: number, returned: number, returnRate: number | null }> | null } };

export type TrendsReturnMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrendsReturnMutation = { changeOrderStatus: { order: { status: OrderStatus } } };

export type DashboardCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardCardsQuery = { dashboard: { totalDeliveredOrders: number, returnedOrders: number, cancelledOrders: number, allOrders: number, totalSales: number, lifetimeEarning: number, users: number | null } };

export type DashboardMeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMeQuery = { me: { receivedPayment: number, lifetimeIncome: number } | null };

export type DashboardDeliverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DashboardDeliverMutation = { changeOrderStatus: { order: { status: OrderStatus } } };

export type DeploymentProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeploymentProductsQuery = { products: Array<{ id: string, status: ProductStatus }> };

export type DeploymentOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type DeploymentOrdersQuery = { orders: { totalCount: number, edges: Array<{ node: { id: string, status: OrderStatus, customer: { name: string, phone: string, location: string }, product: { name: string } | null } }> } };

export type DeploymentLiveProductsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DeploymentLiveProductsSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent' }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent', product: { status: ProductStatus } | null }
   };

export type DeploymentLiveOrdersSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DeploymentLiveOrdersSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent', orderChange: OrderChange, order: { id: string, status: OrderStatus } }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent', product: { status: ProductStatus } | null }
   };

export type DeploymentConfirmedOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type DeploymentConfirmedOrdersQuery = { orders: { edges: Array<{ node: { id: string } }> } };

export type DeploymentChangeOrderStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type DeploymentChangeOrderStatusMutation = { changeOrderStatus: { order: { id: string } } };

export type DeploymentProductImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeploymentProductImagesQuery = { products: Array<{ images: Array<string> }> };

export type EfficiencyFullOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type EfficiencyFullOrdersQuery = { orders: { totalCount: number, edges: Array<{ node: { id: string, owner: { id: string, name: string, email: string, phone: string | null } | null, product: { id: string, name: string, images: Array<string>, status: ProductStatus } | null } }> } };

export type EfficiencyPopulatedOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type EfficiencyPopulatedOrdersQuery = { orders: { edges: Array<{ node: { id: string, owner: { id: string, name: string, bonusCommissionRate: number } | null, product: { id: string, name: string, price: number, commission: number } | null } }> } };

export type EfficiencyOwnOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type EfficiencyOwnOrdersQuery = { orders: { edges: Array<{ node: { id: string, owner: { id: string, email: string, phone: string | null, lifetimeIncome: number } | null, product: { name: string } | null } }> } };

export type EfficiencyViewerHeavyQueryVariables = Exact<{ [key: string]: never; }>;


export type EfficiencyViewerHeavyQuery = { me: { id: string } | null, dashboard: { allOrders: number }, orders: { edges: Array<{ node: { canEdit: boolean, canCancel: boolean } }> }, products: Array<{ inMyList: boolean }>, myProducts: Array<{ id: string }> };

export type EfficiencyViewerHeavyAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type EfficiencyViewerHeavyAdminQuery = { me: { id: string } | null, dashboard: { users: number | null }, orders: { edges: Array<{ node: { canEdit: boolean } }> }, payments: { edges: Array<{ node: { id: string } }> }, users: { edges: Array<{ node: { id: string } }> }, products: Array<{ inMyList: boolean }> };

export type EfficiencyPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type EfficiencyPaymentsQuery = { payments: { edges: Array<{ node: { id: string, user: { lifetimeIncome: number } | null, orders: Array<{ id: string, owner: { email: string } | null, product: { images: Array<string> } | null }>, source: { product: { description: string } | null } | null } }> } };

export type EmailCodeRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type EmailCodeRegisterMutation = { register: { user: { id: string } } };

export type EmailCodeLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type EmailCodeLoginMutation = { login: { user: { id: string } } };

export type EmailCodeOpenMutationVariables = Exact<{ [key: string]: never; }>;


export type EmailCodeOpenMutation = { sendEmailCode: { message: string, sent: boolean, sentAt: string } };

export type EmailCodeResendMutationVariables = Exact<{ [key: string]: never; }>;


export type EmailCodeResendMutation = { sendEmailCode: { message: string, sent: boolean, sentAt: string } };

export type EmailCodeVerifyMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type EmailCodeVerifyMutation = { verifyEmailCode: { user: { isEmailVerified: boolean } } };

export type ExportOrderCountQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExportOrderCountQuery = { list: { totalCount: number } };

export type ExportUserCountQueryVariables = Exact<{
  filter?: InputMaybe<UserFilter>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExportUserCountQuery = { list: { totalCount: number } };

export type ExportPaymentCountQueryVariables = Exact<{
  status?: InputMaybe<PaymentStatus>;
}>;


export type ExportPaymentCountQuery = { list: { totalCount: number } };

export type ExportMyProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyProductsQuery = { myProducts: Array<{ id: string, status: ProductStatus }> };

export type ExportAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type ExportAddOrderMutation = { addOrder: { order: { id: string, price: number } } };

export type FaultsProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaultsProductsQuery = { products: Array<{ id: string, name: string }> };

export type FaultsOrderIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaultsOrderIdsQuery = { orders: { edges: Array<{ node: { id: string } }> } };

export type FaultsMeAndOrderProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaultsMeAndOrderProductsQuery = { me: { email: string } | null, orders: { edges: Array<{ node: { id: string, product: { name: string, images: Array<string> } | null } }> } };

export type FaultsAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type FaultsAddOrderMutation = { addOrder: { message: string, order: { id: string, customer: { name: string } } } };

export type FaultsCancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FaultsCancelOrderMutation = { cancelOrder: { order: { status: OrderStatus } } };

export type FaultsOrderStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type FaultsOrderStatusesQuery = { orders: { edges: Array<{ node: { id: string, status: OrderStatus } }> } };

export type FaultsOrderStatusQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FaultsOrderStatusQuery = { order: { status: OrderStatus } };

export type FieldRulesRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type FieldRulesRegisterMutation = { register: { message: string } };

export type FieldRulesAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type FieldRulesAddOrderMutation = { addOrder: { message: string } };

export type FieldRulesCancelByStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type FieldRulesCancelByStatusMutation = { changeOrderStatus: { message: string } };

export type OutcomeAddMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type OutcomeAddMutation = { addOrder: { message: string, order: { id: string, status: OrderStatus, customer: { name: string } } } };

export type OutcomeChangeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OutcomeChangeMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus } } };

export type OutcomeShareMutationVariables = Exact<{
  input: ShareProductInput;
}>;


export type OutcomeShareMutation = { shareProduct: { id: string, url: string, price: number } };

export type OutcomeMineMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type OutcomeMineMutation = { addToMyProducts: { message: string, product: { id: string, inMyList: boolean } } };

export type OutcomeMarkMutationVariables = Exact<{ [key: string]: never; }>;


export type OutcomeMarkMutation = { markInboxRead: { unread: number } };

export type IdempotencyAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type IdempotencyAddOrderMutation = { addOrder: { order: { id: string, status: OrderStatus, customer: { name: string } } } };

export type IdempotencyStartOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IdempotencyStartOrderMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus } } };

export type IdempotencyAddProductMutationVariables = Exact<{
  input: AddProductInput;
}>;


export type IdempotencyAddProductMutation = { addProduct: { product: { id: string, name: string } } };

export type InboxEntryFieldsFragment = { id: string, at: string, kind: InboxKind, read: boolean, orderId: string | null, paymentId: string | null, userId: string | null, status: OrderStatus | null, customer: string | null, product: string | null, marketer: string | null, amount: number | null };

export type InboxReadQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type InboxReadQuery = { inbox: { unread: number, entries: Array<{ id: string, at: string, kind: InboxKind, read: boolean, orderId: string | null, paymentId: string | null, userId: string | null, status: OrderStatus | null, customer: string | null, product: string | null, marketer: string | null, amount: number | null }> } };

export type InboxMarkReadMutationVariables = Exact<{
  ids?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type InboxMarkReadMutation = { markInboxRead: { unread: number, entries: Array<{ id: string, at: string, kind: InboxKind, read: boolean, orderId: string | null, paymentId: string | null, userId: string | null, status: OrderStatus | null, customer: string | null, product: string | null, marketer: string | null, amount: number | null }> } };

export type InboxMyProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxMyProductsQuery = { myProducts: Array<{ id: string, name: string, status: ProductStatus }> };

export type InboxPlaceOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type InboxPlaceOrderMutation = { addOrder: { order: { id: string } } };

export type InboxChangeStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type InboxChangeStatusMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus } } };

export type InboxCancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InboxCancelOrderMutation = { cancelOrder: { order: { id: string, status: OrderStatus } } };

export type InboxBulkStatusMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type InboxBulkStatusMutation = { changeOrdersStatus: { outcomes: Array<{ id: string, result: BulkOrderResult }> } };

export type InboxEligibleQueryVariables = Exact<{ [key: string]: never; }>;


export type InboxEligibleQuery = { eligiblePayouts: Array<{ id: string }> };

export type InboxRequestPayoutMutationVariables = Exact<{
  orderIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type InboxRequestPayoutMutation = { requestPayout: { payment: { id: string, amount: number } } };

export type InboxMarkSentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  proof: Scalars['Upload']['input'];
}>;


export type InboxMarkSentMutation = { markPaymentSent: { payment: { id: string, status: PaymentStatus } } };

export type InboxSetUserStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  action: UserStatusAction;
}>;


export type InboxSetUserStatusMutation = { setUserStatus: { user: { id: string, status: UserStatus } } };

export type InboxSubmitKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type InboxSubmitKycMutation = { submitKyc: { user: { status: UserStatus } } };

export type InboxEditOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditOrderInput;
}>;


export type InboxEditOrderMutation = { editOrder: { order: { id: string } } };

export type InboxCancelOwnMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InboxCancelOwnMutation = { cancelOrder: { order: { status: OrderStatus } } };

export type IncomeTotalOnlyQueryVariables = Exact<{ [key: string]: never; }>;


export type IncomeTotalOnlyQuery = { income: { totalIncome: number } };

export type IncomeEligibleIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type IncomeEligibleIdsQuery = { eligiblePayouts: Array<{ id: string }> };

export type LimitsLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LimitsLoginMutation = { login: { user: { email: string } } };

export type LimitsRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type LimitsRegisterMutation = { register: { user: { email: string } } };

export type LimitsSendEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type LimitsSendEmailCodeMutation = { sendEmailCode: { message: string } };

export type LimitsVerifyMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type LimitsVerifyMutation = { verifyEmailCode: { user: { isEmailVerified: boolean } } };

export type LimitsProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LimitsProductQuery = { product: { id: string } };

export type LimitsRequestPayoutMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type LimitsRequestPayoutMutation = { requestPayout: { message: string } };

export type LimitsLogoutAndLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type LimitsLogoutAndLoginMutation = { logout: boolean, login: { message: string } };

export type LimitsOrderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LimitsOrderQuery = { order: { id: string } };

export type LimitsCancelOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LimitsCancelOrderMutation = { cancelOrder: { message: string } };

export type LimitsAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type LimitsAddOrderMutation = { addOrder: { message: string } };

export type LimitsDeliverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  amount?: InputMaybe<Scalars['Float']['input']>;
}>;


export type LimitsDeliverMutation = { changeOrderStatus: { order: { status: OrderStatus } } };

export type ListsAnswersUsersByNameQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersUsersByNameQuery = { users: { edges: Array<{ node: { email: string } }> }, userCounts: { all: number } };

export type ListsAnswersUsersByEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersUsersByEmailQuery = { users: { edges: Array<{ node: { email: string } }> } };

export type ListsAnswersUsersFirstQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersUsersFirstQuery = { users: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { name: string } }> } };

export type ListsAnswersUsersRestQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListsAnswersUsersRestQuery = { users: { edges: Array<{ node: { name: string } }> } };

export type ListsAnswersMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersMeQuery = { me: { id: string } | null };

export type ListsAnswersOrdersAndUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersOrdersAndUsersQuery = { orders: { totalCount: number }, userCounts: { all: number } };

export type ListsAnswersOrdersTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersOrdersTotalQuery = { orders: { totalCount: number } };

export type ListsAnswersOrdersFirstTotalQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersOrdersFirstTotalQuery = { orders: { totalCount: number } };

export type ListsAnswersToInProcessMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListsAnswersToInProcessMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus }, tab: { totalCount: number, edges: Array<{ node: { id: string, status: OrderStatus } }> }, counts: { all: number, confirmed: number, inProcess: number } } };

export type ListsAnswersOrderCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsAnswersOrderCountsQuery = { orderCounts: { all: number, confirmed: number, inProcess: number } };

export type ListsAnswersCancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListsAnswersCancelMutation = { cancelOrder: { tab: { edges: Array<{ node: { id: string } }> }, counts: { cancelled: number } } };

export type ListsRowFragment = { id: string, createdAt: string, status: OrderStatus, customer: { name: string, phone: string }, product: { name: string } | null, owner: { name: string } | null };

export type ListsPageQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListsPageQuery = { orders: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, createdAt: string, status: OrderStatus, customer: { name: string, phone: string }, product: { name: string } | null, owner: { name: string } | null } }> } };

export type ListsCountsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type ListsCountsQuery = { orderCounts: { all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number } };

export type ListsAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type ListsAddOrderMutation = { addOrder: { order: { id: string } } };

export type ListsMoveToReturnedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListsMoveToReturnedMutation = { changeOrderStatus: { order: { id: string } } };

export type ListsUsersCursorQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsUsersCursorQuery = { users: { pageInfo: { endCursor: string | null }, edges: Array<{ node: { id: string } }> } };

export type ListsBudgetByVariableQueryVariables = Exact<{
  n: Scalars['Int']['input'];
}>;


export type ListsBudgetByVariableQuery = { a: { totalCount: number }, b: { totalCount: number } };

export type ListsBudgetRowsFragment = { b: { totalCount: number }, a: { totalCount: number } };

export type ListsBudgetInFragmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsBudgetInFragmentsQuery = { b: { totalCount: number }, a: { totalCount: number } };

export type ListsDeliveredAndCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsDeliveredAndCountsQuery = { orders: { totalCount: number }, orderCounts: { all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number } };

export type ListsUserCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsUserCountsQuery = { userCounts: { all: number, verified: number, underReview: number, notVerified: number, blocked: number }, users: { totalCount: number } };

export type ListsPaymentCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsPaymentCountsQuery = { paymentCounts: { all: number, pending: number, sent: number } };

export type ListsUserCountsAllQueryVariables = Exact<{ [key: string]: never; }>;


export type ListsUserCountsAllQuery = { userCounts: { all: number } };

export type LiveAccountsInMyListSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveAccountsInMyListSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent' }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent', productId: string, product: { id: string, inMyList: boolean } | null }
   };

export type LiveBoundsProductIdsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveBoundsProductIdsSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent' }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent', productId: string }
   };

export type LiveBoundsRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type LiveBoundsRegisterMutation = { register: { user: { id: string } } };

export type LiveBoundsDescriptionsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveBoundsDescriptionsSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent' }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent', product: { description: string } | null }
   };

export type LiveSetProductStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ProductStatus;
}>;


export type LiveSetProductStatusMutation = { setProductStatus: { product: { id: string } } };

export type LiveEventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveEventsSubscription = { live:
    | { __typename: 'AccountEvent', accountChange: AccountChange, previousUserStatus: UserStatus, wasUserVerified: boolean, user: { id: string, status: UserStatus, isUserVerified: boolean, canPlaceOrders: boolean } }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent', orderChange: OrderChange, previousOrderStatus: OrderStatus | null, order: { id: string, status: OrderStatus, canEdit: boolean, totalCommission: number, owner: { id: string, name: string } | null, customer: { name: string } } }
    | { __typename: 'PaymentEvent', paymentChange: PaymentChange, previousPaymentStatus: PaymentStatus | null, payment: { id: string, status: PaymentStatus, amount: number, user: { id: string } | null } }
    | { __typename: 'ProductEvent', productChange: ProductChange, productId: string, product: { id: string, status: ProductStatus, inMyList: boolean } | null }
   };

export type LiveChangeOrderStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type LiveChangeOrderStatusMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus } } };

export type LiveSetUserStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  action: UserStatusAction;
}>;


export type LiveSetUserStatusMutation = { setUserStatus: { user: { id: string, status: UserStatus } } };

export type LiveMeQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveMeQuery = { me: { id: string } | null };

export type LiveLogoutOverSocketMutationVariables = Exact<{ [key: string]: never; }>;


export type LiveLogoutOverSocketMutation = { logout: boolean };

export type LockoutLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LockoutLoginMutation = { login: { user: { email: string } } };

export type MediaPoolMeQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPoolMeQuery = { me: { email: string } | null };

export type MediaPoolLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type MediaPoolLoginMutation = { login: { user: { email: string } } };

export type MediaPrivateMyQrQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPrivateMyQrQuery = { me: { paymentQrUrl: string | null } | null };

export type MediaPrivateUserQrQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MediaPrivateUserQrQuery = { user: { paymentQrUrl: string | null } };

export type MediaPrivateProductImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPrivateProductImagesQuery = { products: Array<{ images: Array<string> }> };

export type MediaPrivateMeIdQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPrivateMeIdQuery = { me: { id: string } | null };

export type MediaPrivatePaymentQrsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPrivatePaymentQrsQuery = { payments: { edges: Array<{ node: { user: { paymentQrUrl: string | null } | null } }> } };

export type MediaPrivateSentProofsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPrivateSentProofsQuery = { payments: { edges: Array<{ node: { proofUrl: string | null } }> } };

export type MediaAddProductMutationVariables = Exact<{
  input: AddProductInput;
}>;


export type MediaAddProductMutation = { addProduct: { product: { images: Array<string> } } };

export type NepaliDigitsOrderFieldsFragment = { id: string, quantity: number, price: number, customer: { name: string, phone: string, location: string } };

export type NepaliDigitsAddOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type NepaliDigitsAddOrderMutation = { addOrder: { order: { id: string, quantity: number, price: number, customer: { name: string, phone: string, location: string } } } };

export type NepaliDigitsEditOrderMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditOrderInput;
}>;


export type NepaliDigitsEditOrderMutation = { editOrder: { order: { id: string, quantity: number, price: number, customer: { name: string, phone: string, location: string } } } };

export type NepaliDigitsOrdersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type NepaliDigitsOrdersQuery = { orders: { edges: Array<{ node: { id: string, quantity: number, price: number, customer: { name: string, phone: string, location: string } } }> } };

export type NepaliDigitsUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type NepaliDigitsUsersQuery = { users: { edges: Array<{ node: { email: string, phone: string | null } }> } };

export type NepaliLocationsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type NepaliLocationsQuery = { orders: { edges: Array<{ node: { customer: { location: string, locationNe: string | null } } }> } };

export type NepaliDigitsKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type NepaliDigitsKycMutation = { submitKyc: { user: { phone: string | null } } };

export type NepaliDigitsSendEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type NepaliDigitsSendEmailCodeMutation = { sendEmailCode: { message: string } };

export type NepaliDigitsVerifyEmailCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type NepaliDigitsVerifyEmailCodeMutation = { verifyEmailCode: { user: { isEmailVerified: boolean } } };

export type BulkFaultsChangeStatusWithImagesMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type BulkFaultsChangeStatusWithImagesMutation = { changeOrdersStatus: { message: string, outcomes: Array<{ id: string, result: BulkOrderResult, reason: BulkOrderReason | null, previousStatus: OrderStatus | null, order: { id: string, status: OrderStatus, product: { images: Array<string> } | null } | null }> } };

export type BulkChangeStatusMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type BulkChangeStatusMutation = { changeOrdersStatus: { message: string, outcomes: Array<{ id: string, result: BulkOrderResult, reason: BulkOrderReason | null, message: string | null, previousStatus: OrderStatus | null, order: { id: string, status: OrderStatus } | null }> } };

export type BulkOrderSelectionQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type BulkOrderSelectionQuery = { orderSelection: Array<{ id: string, status: OrderStatus }> };

export type BulkLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BulkLiveSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent' }
    | { __typename: 'OrderEvent', orderChange: OrderChange, previousOrderStatus: OrderStatus | null, order: { id: string, status: OrderStatus } }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent', product: { id: string, status: ProductStatus } | null }
   };

export type BulkOrdersPageQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BulkOrdersPageQuery = { orders: { edges: Array<{ node: { id: string, status: OrderStatus, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrdersOwnerAndProductInFullQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersOwnerAndProductInFullQuery = { orders: { edges: Array<{ node: { owner: { email: string, status: UserStatus, bonusCommissionRate: number } | null, product: { description: string, images: Array<string>, status: ProductStatus } | null } }> } };

export type OrdersOwnOwnerFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersOwnOwnerFieldsQuery = { orders: { edges: Array<{ node: { owner: { email: string, canPlaceOrders: boolean } | null } }> } };

export type RiskFlaggedOrdersQueryVariables = Exact<{
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  first: Scalars['Int']['input'];
}>;


export type RiskFlaggedOrdersQuery = { orders: { totalCount: number, edges: Array<{ node: { id: string, riskFlags: Array<{ kind: RiskFlagKind, count: number | null, orderId: string | null, marketers: Array<string> | null }> } }> }, orderCounts: { all: number, confirmed: number, inProcess: number, delivered: number, returned: number, exchanged: number, cancelled: number } };

export type RiskPlainOrdersQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type RiskPlainOrdersQuery = { orders: { edges: Array<{ node: { id: string, customer: { phone: string } } }> } };

export type RiskFlagsKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type RiskFlagsKycMutation = { submitKyc: { message: string } };

export type RiskFlagsSendCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type RiskFlagsSendCodeMutation = { sendEmailCode: { message: string } };

export type RiskFlagsVerifyCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type RiskFlagsVerifyCodeMutation = { verifyEmailCode: { message: string } };

export type RiskFlagsAfterWriteMutationVariables = Exact<{
  earlier: Scalars['ID']['input'];
  later: Scalars['ID']['input'];
}>;


export type RiskFlagsAfterWriteMutation = { before: { order: { riskFlags: Array<{ kind: RiskFlagKind, count: number | null }> } }, returned: { order: { id: string } }, after: { order: { riskFlags: Array<{ kind: RiskFlagKind, count: number | null }> } } };

export type OrdersStatusIncomeQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersStatusIncomeQuery = { income: { pendingAmount: number, totalIncome: number }, incomes: { edges: Array<{ node: { amount: number, status: IncomeStatus, order: { id: string } | null } }> } };

export type OrdersStatusUserMoneyQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrdersStatusUserMoneyQuery = { user: { pendingPayment: number, lifetimeIncome: number } };

export type OrdersOrderFieldsFragment = { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { id: string, name: string, bonusCommissionRate: number } | null };

export type OrdersListQueryVariables = Exact<{
  status?: InputMaybe<OrderStatus>;
}>;


export type OrdersListQuery = { orders: { edges: Array<{ node: { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { id: string, name: string, bonusCommissionRate: number } | null } }> } };

export type OrdersOneQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrdersOneQuery = { order: { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { id: string, name: string, bonusCommissionRate: number } | null } };

export type OrdersAddMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type OrdersAddMutation = { addOrder: { message: string, order: { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { id: string, name: string, bonusCommissionRate: number } | null } } };

export type OrdersEditMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditOrderInput;
}>;


export type OrdersEditMutation = { editOrder: { message: string, order: { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { id: string, name: string, bonusCommissionRate: number } | null } } };

export type OrdersCancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrdersCancelMutation = { cancelOrder: { message: string, order: { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null, owner: { id: string, name: string, bonusCommissionRate: number } | null } } };

export type OrdersChangeStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
  amount?: InputMaybe<Scalars['Float']['input']>;
}>;


export type OrdersChangeStatusMutation = { changeOrderStatus: { message: string, order: { id: string, quantity: number, price: number, totalPrice: number, commissionRate: number, commission: number, totalCommission: number, remarks: string | null, status: OrderStatus, deliveredAt: string | null, createdAt: string, updatedAt: string, canEdit: boolean, canCancel: boolean, owner: { pendingPayment: number, lifetimeIncome: number, id: string, name: string, bonusCommissionRate: number } | null, customer: { name: string, phone: string, location: string }, product: { id: string, name: string, price: number, commissionRate: number, commission: number } | null } } };

export type OrdersWorldUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersWorldUsersQuery = { users: { edges: Array<{ node: { id: string, email: string } }> } };

export type OrdersWorldProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersWorldProductsQuery = { products: Array<{ id: string, name: string }> };

export type PasswordsRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type PasswordsRegisterMutation = { register: { user: { id: string } } };

export type PasswordsLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type PasswordsLoginMutation = { login: { user: { email: string } } };

export type PasswordsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordsMeQuery = { me: { email: string, isEmailVerified: boolean } | null };

export type PasswordsSendMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type PasswordsSendMutation = { sendPasswordCode: { message: string, sentAt: string } };

export type PasswordsResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type PasswordsResetMutation = { resetPassword: { message: string, user: { email: string, isEmailVerified: boolean } } };

export type PasswordsChangeMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type PasswordsChangeMutation = { changePassword: { message: string, otherSessionsEnded: number } };

export type PaymentsOneQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PaymentsOneQuery = { payment: { id: string, status: PaymentStatus, amount: number, createdAt: string, orderIds: Array<string>, itemSummary: string, proofUrl: string | null, user: { id: string, name: string, email: string, phone: string | null, socialProfileUrl: string | null, paymentQrUrl: string | null, pendingPayment: number } | null, orders: Array<{ id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null }>, source: { id: string } | null } };

export type PaymentsAnyIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsAnyIdsQuery = { payments: { edges: Array<{ node: { id: string } }> } };

export type PaymentsProxiedReadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PaymentsProxiedReadQuery = { payment: { status: PaymentStatus, user: { email: string } | null } };

export type PayoutDatesIncomeFragment = { id: string, status: IncomeStatus, requestableAt: string | null, order: { id: string, status: OrderStatus, deliveredAt: string | null } | null };

export type PayoutDatesIncomesQueryVariables = Exact<{
  status?: InputMaybe<IncomeStatus>;
}>;


export type PayoutDatesIncomesQuery = { incomes: { edges: Array<{ node: { id: string, status: IncomeStatus, requestableAt: string | null, order: { id: string, status: OrderStatus, deliveredAt: string | null } | null } }> } };

export type PayoutDatesStateQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutDatesStateQuery = { eligiblePayouts: Array<{ id: string }>, nextPayout: { requestableAt: string, amount: number, order: { id: string, totalCommission: number } } | null, payments: { edges: Array<{ node: { orderIds: Array<string> } }> } };

export type PayoutDatesNextQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutDatesNextQuery = { nextPayout: { requestableAt: string } | null };

export type PayoutDatesConfirmedOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutDatesConfirmedOrderQuery = { orders: { edges: Array<{ node: { id: string } }> } };

export type PayoutDatesDeliverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PayoutDatesDeliverMutation = { changeOrderStatus: { order: { id: string } } };

export type PayoutsOrderFragment = { id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null };

export type PayoutsPaymentFragment = { id: string, status: PaymentStatus, amount: number, createdAt: string, orderIds: Array<string>, itemSummary: string, proofUrl: string | null };

export type PayoutsIncomeRowFragment = { id: string, status: IncomeStatus, amount: number, createdAt: string, order: { id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null } | null };

export type PayoutsIncomeQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutsIncomeQuery = { me: { lifetimeIncome: number, pendingPayment: number, receivedPayment: number } | null, income: { totalIncome: number, pendingAmount: number, receivedAmount: number, recent: Array<{ id: string, status: IncomeStatus, amount: number, createdAt: string, order: { id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null } | null }> }, received: { edges: Array<{ node: { id: string, status: IncomeStatus, amount: number, createdAt: string, order: { id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null } | null } }> }, pending: { edges: Array<{ node: { id: string, status: IncomeStatus, amount: number, createdAt: string, order: { id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null } | null } }> }, payments: { edges: Array<{ node: { id: string, status: PaymentStatus, amount: number, createdAt: string, orderIds: Array<string>, itemSummary: string, proofUrl: string | null } }> } };

export type PayoutsPaymentsQueryVariables = Exact<{
  status?: InputMaybe<PaymentStatus>;
}>;


export type PayoutsPaymentsQuery = { payments: { edges: Array<{ node: { id: string, status: PaymentStatus, amount: number, createdAt: string, orderIds: Array<string>, itemSummary: string, proofUrl: string | null } }> } };

export type PayoutsEligibleQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutsEligibleQuery = { eligiblePayouts: Array<{ id: string, amount: number, deliveredAt: string, order: { id: string, quantity: number, commission: number, totalCommission: number, status: OrderStatus, deliveredAt: string | null, owner: { email: string } | null, product: { name: string } | null } }> };

export type PayoutsRequestMutationVariables = Exact<{
  orderIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type PayoutsRequestMutation = { requestPayout: { message: string, payment: { id: string, status: PaymentStatus, amount: number, createdAt: string, orderIds: Array<string>, itemSummary: string, proofUrl: string | null, user: { email: string } | null, orders: Array<{ id: string }> } } };

export type PayoutsMarkSentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  proof: Scalars['Upload']['input'];
}>;


export type PayoutsMarkSentMutation = { markPaymentSent: { message: string, payment: { id: string, status: PaymentStatus, amount: number, createdAt: string, orderIds: Array<string>, itemSummary: string, proofUrl: string | null } } };

export type PressureMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PressureMeQuery = { me: { id: string } | null };

export type PressureProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type PressureProductsQuery = { products: Array<{ id: string }> };

export type PressureMarkSentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  proof: Scalars['Upload']['input'];
}>;


export type PressureMarkSentMutation = { markPaymentSent: { payment: { status: PaymentStatus, proofUrl: string | null } } };

export type ProductsPlaceOrderMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type ProductsPlaceOrderMutation = { addOrder: { order: { id: string } } };

export type ProductsOrderProductQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductsOrderProductQuery = { order: { product: { id: string, name: string, price: number, status: ProductStatus, images: Array<string> } | null } };

export type ProductFieldsFragment = { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean };

export type ProductsCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsCatalogueQuery = { products: Array<{ id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean }> };

export type ProductsMineQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductsMineQuery = { myProducts: Array<{ id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean }> };

export type ProductsOneQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductsOneQuery = { product: { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean } };

export type ProductsAddMutationVariables = Exact<{
  input: AddProductInput;
}>;


export type ProductsAddMutation = { addProduct: { message: string, product: { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean } } };

export type ProductsEditMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditProductInput;
}>;


export type ProductsEditMutation = { editProduct: { message: string, product: { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean } } };

export type ProductsSetStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ProductStatus;
}>;


export type ProductsSetStatusMutation = { setProductStatus: { message: string, product: { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean } } };

export type ProductsDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ProductsDeleteMutation = { deleteProduct: { message: string, id: string } };

export type ProductsAddToMineMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductsAddToMineMutation = { addToMyProducts: { message: string, product: { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean } } };

export type ProductsRemoveFromMineMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductsRemoveFromMineMutation = { removeFromMyProducts: { message: string, product: { id: string, name: string, price: number, commissionRate: number, commission: number, description: string, images: Array<string>, status: ProductStatus, inMyList: boolean } } };

export type PublicUrlShareMutationVariables = Exact<{
  input: ShareProductInput;
}>;


export type PublicUrlShareMutation = { shareProduct: { id: string, url: string } };

export type PublicUrlLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type PublicUrlLoginMutation = { login: { user: { id: string } } };

export type RedisKeepingPlaceMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type RedisKeepingPlaceMutation = { addOrder: { order: { id: string } } };

export type SafetyMarkSentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  proof: Scalars['Upload']['input'];
}>;


export type SafetyMarkSentMutation = { markPaymentSent: { payment: { status: PaymentStatus } } };

export type SafetyMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyMeQuery = { me: { id: string } | null };

export type SafetyMeEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyMeEmailQuery = { me: { email: string } | null };

export type SafetyMeByGetQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyMeByGetQuery = { me: { id: string, email: string } | null };

export type SafetyLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SafetyLogoutMutation = { logout: boolean };

export type SafetyUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyUsersQuery = { users: { edges: Array<{ node: { id: string } }> } };

export type SafetyLoginMutationVariables = Exact<{ [key: string]: never; }>;


export type SafetyLoginMutation = { login: { message: string, user: { id: string, email: string } } };

export type SafetyAddProductMutationVariables = Exact<{
  input: AddProductInput;
}>;


export type SafetyAddProductMutation = { addProduct: { product: { id: string } } };

export type SafetyProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyProductsQuery = { products: Array<{ id: string }> };

export type SafetyPayoutOfNothingMutationVariables = Exact<{ [key: string]: never; }>;


export type SafetyPayoutOfNothingMutation = { requestPayout: { message: string } };

export type SafetyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyOrdersQuery = { orders: { edges: Array<{ node: { id: string } }> } };

export type SafetyPaymentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SafetyPaymentQuery = { payment: { id: string } };

export type SafetyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyProfileQuery = { me: { id: string, email: string, name: string, phone: string | null, paymentQrUrl: string | null } | null };

export type SafetyEverythingQueryVariables = Exact<{ [key: string]: never; }>;


export type SafetyEverythingQuery = { orders: { edges: Array<{ node: { id: string, owner: { email: string } | null } }> }, income: { totalIncome: number }, payments: { edges: Array<{ node: { id: string, user: { email: string } | null } }> }, dashboard: { allOrders: number } };

export type SafetyPayoutOfUnknownMutationVariables = Exact<{ [key: string]: never; }>;


export type SafetyPayoutOfUnknownMutation = { requestPayout: { message: string } };

export type SessionsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsMeQuery = { me: { email: string } | null };

export type SessionsOrderCountQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsOrderCountQuery = { orders: { totalCount: number } };

export type SessionsLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsLogoutMutation = { logout: boolean };

export type SessionsBlockMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SessionsBlockMutation = { setUserStatus: { user: { status: UserStatus } } };

export type SessionsLoginMayaMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsLoginMayaMutation = { login: { user: { id: string } } };

export type ShareMakeLinkMutationVariables = Exact<{
  input: ShareProductInput;
}>;


export type ShareMakeLinkMutation = { shareProduct: { id: string, url: string, price: number, phone: string, expiresAt: string } };

export type ShareSetStockMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: ProductStatus;
}>;


export type ShareSetStockMutation = { setProductStatus: { product: { id: string, status: ProductStatus } } };

export type AnySelectionLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AnySelectionLoginMutation = { login: { message: string, user: { id: string, name: string, email: string, phone: string | null, dateOfBirth: string | null, gender: Gender | null, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, socialProfileUrl: string | null, paymentQrUrl: string | null, referredBy: string | null, bonusCommissionRate: number, pendingPayment: number, receivedPayment: number, lifetimeIncome: number, canPlaceOrders: boolean, createdAt: string | null, lastDecision: { action: UserStatusAction, reason: string | null, at: string } | null } } };

export type AnySelectionRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AnySelectionRegisterMutation = { register: { message: string, user: { id: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, lifetimeIncome: number, canPlaceOrders: boolean, lastDecision: { action: UserStatusAction } | null } } };

export type AnySelectionSendMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type AnySelectionSendMutation = { sendPasswordCode: { sentAt: string } };

export type AnySelectionResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type AnySelectionResetMutation = { resetPassword: { message: string, user: { email: string, status: UserStatus, pendingPayment: number, lastDecision: { action: UserStatusAction } | null } } };

export type AnySelectionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AnySelectionMeQuery = { me: { email: string } | null };

export type AnySelectionMeWholeQueryVariables = Exact<{ [key: string]: never; }>;


export type AnySelectionMeWholeQuery = { me: { id: string, email: string, role: Role, status: UserStatus, canPlaceOrders: boolean, paymentQrUrl: string | null, lastDecision: { action: UserStatusAction } | null } | null };

export type TrackingAnswersPlaceMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type TrackingAnswersPlaceMutation = { addOrder: { order: { id: string, trackingUrl: string | null } } };

export type TrackingAnswersReadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrackingAnswersReadQuery = { order: { trackingAsks: boolean, customerConfirmation: CustomerConfirmation, en: string | null } };

export type TrackingReplicaPlaceMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type TrackingReplicaPlaceMutation = { addOrder: { order: { id: string, trackingUrl: string | null } } };

export type TrackingReplicaMoveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type TrackingReplicaMoveMutation = { changeOrderStatus: { order: { id: string } } };

export type TrackingReplicaReadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrackingReplicaReadQuery = { order: { customerConfirmation: CustomerConfirmation } };

export type TrackingPlaceMutationVariables = Exact<{
  input: AddOrderInput;
}>;


export type TrackingPlaceMutation = { addOrder: { order: { id: string, trackingUrl: string | null, customerConfirmation: CustomerConfirmation, customerAnsweredAt: string | null, en: string | null, ne: string | null } } };

export type TrackingReadQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrackingReadQuery = { order: { id: string, status: OrderStatus, trackingUrl: string | null, trackingAsks: boolean, customerConfirmation: CustomerConfirmation, customerAnsweredAt: string | null, en: string | null, ne: string | null } };

export type TrackingMoveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: OrderStatus;
}>;


export type TrackingMoveMutation = { changeOrderStatus: { order: { id: string, status: OrderStatus } } };

export type TrackingFilteredQueryVariables = Exact<{
  answer?: InputMaybe<CustomerConfirmation>;
}>;


export type TrackingFilteredQuery = { orders: { totalCount: number, edges: Array<{ node: { id: string, customerConfirmation: CustomerConfirmation } }> }, orderCounts: { all: number, confirmed: number }, orderSelection: Array<{ id: string }> };

export type TrackingLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TrackingLiveSubscription = { live:
    | { __typename: 'AccountEvent' }
    | { __typename: 'CustomerAnswerEvent', orderId: string, customerConfirmation: CustomerConfirmation }
    | { __typename: 'OrderEvent', order: { id: string, status: OrderStatus, customerConfirmation: CustomerConfirmation, trackingAsks: boolean } }
    | { __typename: 'PaymentEvent' }
    | { __typename: 'ProductEvent' }
   };

export type TrackingEditMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditOrderInput;
}>;


export type TrackingEditMutation = { editOrder: { order: { id: string } } };

export type UsersRowFragment = { id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean };

export type UsersListQueryVariables = Exact<{
  filter: UserFilter;
}>;


export type UsersListQuery = { users: { edges: Array<{ node: { id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean } }> } };

export type UsersOneQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UsersOneQuery = { user: { id: string, name: string, email: string, phone: string | null, dateOfBirth: string | null, gender: Gender | null, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, socialProfileUrl: string | null, paymentQrUrl: string | null, referredBy: string | null, bonusCommissionRate: number, pendingPayment: number, receivedPayment: number, lifetimeIncome: number, canPlaceOrders: boolean, createdAt: string | null } };

export type UsersSetStatusMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  action: UserStatusAction;
  reason: Scalars['String']['input'];
}>;


export type UsersSetStatusMutation = { setUserStatus: { message: string, user: { id: string, name: string, email: string, role: Role, status: UserStatus, isEmailVerified: boolean, isUserVerified: boolean, canPlaceOrders: boolean } } };

export type UsersMeQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersMeQuery = { me: { id: string, status: UserStatus, isUserVerified: boolean, canPlaceOrders: boolean } | null };

export type UsersRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type UsersRegisterMutation = { register: { user: { id: string } } };

export type UsersSendEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type UsersSendEmailCodeMutation = { sendEmailCode: { message: string } };

export type UsersVerifyEmailCodeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type UsersVerifyEmailCodeMutation = { verifyEmailCode: { message: string } };

export type UsersSubmitKycMutationVariables = Exact<{
  input: KycInput;
}>;


export type UsersSubmitKycMutation = { submitKyc: { user: { status: UserStatus } } };

export type UsersByDefaultQueryVariables = Exact<{ [key: string]: never; }>;


export type UsersByDefaultQuery = { users: { edges: Array<{ node: { email: string } }> } };

export type WebServingMeQueryVariables = Exact<{ [key: string]: never; }>;


export type WebServingMeQuery = { me: { id: string } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const InboxEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment InboxEntryFields on InboxEntry {
  id
  at
  kind
  read
  orderId
  paymentId
  userId
  status
  customer
  product
  marketer
  amount
}
    `, {"fragmentName":"InboxEntryFields"}) as unknown as TypedDocumentString<InboxEntryFieldsFragment, unknown>;
export const ListsRowFragmentDoc = new TypedDocumentString(`
    fragment ListsRow on Order {
  id
  createdAt
  status
  customer {
    name
    phone
  }
  product {
    name
  }
  owner {
    name
  }
}
    `, {"fragmentName":"ListsRow"}) as unknown as TypedDocumentString<ListsRowFragment, unknown>;
export const ListsBudgetRowsFragmentDoc = new TypedDocumentString(`
    fragment ListsBudgetRows on Query {
  a: orders(first: 600) {
    totalCount
  }
  ... on Query {
    b: orders(first: 500) {
      totalCount
    }
  }
}
    `, {"fragmentName":"ListsBudgetRows"}) as unknown as TypedDocumentString<ListsBudgetRowsFragment, unknown>;
export const NepaliDigitsOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment NepaliDigitsOrderFields on Order {
  id
  quantity
  price
  customer {
    name
    phone
    location
  }
}
    `, {"fragmentName":"NepaliDigitsOrderFields"}) as unknown as TypedDocumentString<NepaliDigitsOrderFieldsFragment, unknown>;
export const OrdersOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}
    `, {"fragmentName":"OrdersOrderFields"}) as unknown as TypedDocumentString<OrdersOrderFieldsFragment, unknown>;
export const PayoutDatesIncomeFragmentDoc = new TypedDocumentString(`
    fragment PayoutDatesIncome on Income {
  id
  status
  requestableAt
  order {
    id
    status
    deliveredAt
  }
}
    `, {"fragmentName":"PayoutDatesIncome"}) as unknown as TypedDocumentString<PayoutDatesIncomeFragment, unknown>;
export const PayoutsPaymentFragmentDoc = new TypedDocumentString(`
    fragment PayoutsPayment on Payment {
  id
  status
  amount
  createdAt
  orderIds
  itemSummary
  proofUrl
}
    `, {"fragmentName":"PayoutsPayment"}) as unknown as TypedDocumentString<PayoutsPaymentFragment, unknown>;
export const PayoutsOrderFragmentDoc = new TypedDocumentString(`
    fragment PayoutsOrder on Order {
  id
  quantity
  commission
  totalCommission
  status
  deliveredAt
  owner {
    email
  }
  product {
    name
  }
}
    `, {"fragmentName":"PayoutsOrder"}) as unknown as TypedDocumentString<PayoutsOrderFragment, unknown>;
export const PayoutsIncomeRowFragmentDoc = new TypedDocumentString(`
    fragment PayoutsIncomeRow on Income {
  id
  status
  amount
  createdAt
  order {
    ...PayoutsOrder
  }
}
    fragment PayoutsOrder on Order {
  id
  quantity
  commission
  totalCommission
  status
  deliveredAt
  owner {
    email
  }
  product {
    name
  }
}`, {"fragmentName":"PayoutsIncomeRow"}) as unknown as TypedDocumentString<PayoutsIncomeRowFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}
    `, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const UsersRowFragmentDoc = new TypedDocumentString(`
    fragment UsersRow on User {
  id
  name
  email
  role
  status
  isEmailVerified
  isUserVerified
  canPlaceOrders
}
    `, {"fragmentName":"UsersRow"}) as unknown as TypedDocumentString<UsersRowFragment, unknown>;
export const AbandonedMeDocument = new TypedDocumentString(`
    query AbandonedMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<AbandonedMeQuery, AbandonedMeQueryVariables>;
export const PressureLoginDocument = new TypedDocumentString(`
    mutation PressureLogin {
  login(input: {email: "sita@demo.test", password: "sita1234"}) {
    message
  }
}
    `) as unknown as TypedDocumentString<PressureLoginMutation, PressureLoginMutationVariables>;
export const DecisionsSetStatusDocument = new TypedDocumentString(`
    mutation DecisionsSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String) {
  setUserStatus(userId: $userId, action: $action, reason: $reason) {
    message
    user {
      id
      status
      isUserVerified
    }
  }
}
    `) as unknown as TypedDocumentString<DecisionsSetStatusMutation, DecisionsSetStatusMutationVariables>;
export const DecisionsOfUserDocument = new TypedDocumentString(`
    query DecisionsOfUser($id: ID!) {
  user(id: $id) {
    lastDecision {
      action
      reason
      at
      byName
    }
  }
}
    `) as unknown as TypedDocumentString<DecisionsOfUserQuery, DecisionsOfUserQueryVariables>;
export const DecisionsMineDocument = new TypedDocumentString(`
    query DecisionsMine {
  me {
    lastDecision {
      action
      reason
      byName
    }
  }
}
    `) as unknown as TypedDocumentString<DecisionsMineQuery, DecisionsMineQueryVariables>;
export const GateShareDocument = new TypedDocumentString(`
    mutation GateShare($input: ShareProductInput!) {
  shareProduct(input: $input) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<GateShareMutation, GateShareMutationVariables>;
export const GateAddMineDocument = new TypedDocumentString(`
    mutation GateAddMine($productId: ID!) {
  addToMyProducts(productId: $productId) {
    product {
      id
      inMyList
    }
  }
}
    `) as unknown as TypedDocumentString<GateAddMineMutation, GateAddMineMutationVariables>;
export const GateRemoveMineDocument = new TypedDocumentString(`
    mutation GateRemoveMine($productId: ID!) {
  removeFromMyProducts(productId: $productId) {
    product {
      id
      inMyList
    }
  }
}
    `) as unknown as TypedDocumentString<GateRemoveMineMutation, GateRemoveMineMutationVariables>;
export const GateAddOrderDocument = new TypedDocumentString(`
    mutation GateAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GateAddOrderMutation, GateAddOrderMutationVariables>;
export const GateEditOrderDocument = new TypedDocumentString(`
    mutation GateEditOrder($id: ID!, $input: EditOrderInput!) {
  editOrder(id: $id, input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GateEditOrderMutation, GateEditOrderMutationVariables>;
export const GateCancelOrderDocument = new TypedDocumentString(`
    mutation GateCancelOrder($id: ID!) {
  cancelOrder(id: $id) {
    order {
      id
      status
      canEdit
      canCancel
    }
  }
}
    `) as unknown as TypedDocumentString<GateCancelOrderMutation, GateCancelOrderMutationVariables>;
export const GateOrderDocument = new TypedDocumentString(`
    query GateOrder($id: ID!) {
  order(id: $id) {
    id
    canEdit
    canCancel
  }
}
    `) as unknown as TypedDocumentString<GateOrderQuery, GateOrderQueryVariables>;
export const GatePayoutDocument = new TypedDocumentString(`
    mutation GatePayout($orderIds: [ID!]!) {
  requestPayout(orderIds: $orderIds) {
    payment {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<GatePayoutMutation, GatePayoutMutationVariables>;
export const GateKycDocument = new TypedDocumentString(`
    mutation GateKyc($input: KycInput!) {
  submitKyc(input: $input) {
    user {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<GateKycMutation, GateKycMutationVariables>;
export const GateSetStatusDocument = new TypedDocumentString(`
    mutation GateSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {
  setUserStatus(userId: $userId, action: $action, reason: $reason) {
    user {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<GateSetStatusMutation, GateSetStatusMutationVariables>;
export const AuthRegisterDocument = new TypedDocumentString(`
    mutation AuthRegister($input: RegisterInput!) {
  register(input: $input) {
    message
    user {
      id
      name
      email
      role
      status
      isEmailVerified
      isUserVerified
      canPlaceOrders
      bonusCommissionRate
    }
  }
}
    `) as unknown as TypedDocumentString<AuthRegisterMutation, AuthRegisterMutationVariables>;
export const AuthLoginDocument = new TypedDocumentString(`
    mutation AuthLogin($input: LoginInput!) {
  login(input: $input) {
    message
    user {
      id
      email
      role
    }
  }
}
    `) as unknown as TypedDocumentString<AuthLoginMutation, AuthLoginMutationVariables>;
export const AuthMeDocument = new TypedDocumentString(`
    query AuthMe {
  me {
    id
    email
    role
    status
    isEmailVerified
    isUserVerified
    canPlaceOrders
  }
}
    `) as unknown as TypedDocumentString<AuthMeQuery, AuthMeQueryVariables>;
export const AuthLogoutDocument = new TypedDocumentString(`
    mutation AuthLogout {
  logout
}
    `) as unknown as TypedDocumentString<AuthLogoutMutation, AuthLogoutMutationVariables>;
export const AuthProductsDocument = new TypedDocumentString(`
    query AuthProducts {
  products {
    id
  }
}
    `) as unknown as TypedDocumentString<AuthProductsQuery, AuthProductsQueryVariables>;
export const AuthSendEmailCodeDocument = new TypedDocumentString(`
    mutation AuthSendEmailCode {
  sendEmailCode {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthSendEmailCodeMutation, AuthSendEmailCodeMutationVariables>;
export const AuthVerifyEmailCodeDocument = new TypedDocumentString(`
    mutation AuthVerifyEmailCode($code: String!) {
  verifyEmailCode(code: $code) {
    message
    user {
      isEmailVerified
    }
  }
}
    `) as unknown as TypedDocumentString<AuthVerifyEmailCodeMutation, AuthVerifyEmailCodeMutationVariables>;
export const AuthVerifyBlankCodeDocument = new TypedDocumentString(`
    mutation AuthVerifyBlankCode {
  verifyEmailCode(code: " ") {
    message
  }
}
    `) as unknown as TypedDocumentString<AuthVerifyBlankCodeMutation, AuthVerifyBlankCodeMutationVariables>;
export const AuthKycDocument = new TypedDocumentString(`
    mutation AuthKyc($input: KycInput!) {
  submitKyc(input: $input) {
    message
    user {
      status
      phone
      dateOfBirth
      gender
      socialProfileUrl
      paymentQrUrl
      referredBy
    }
  }
}
    `) as unknown as TypedDocumentString<AuthKycMutation, AuthKycMutationVariables>;
export const SoakMeDocument = new TypedDocumentString(`
    query SoakMe {
  me {
    id
    name
    canPlaceOrders
  }
}
    `) as unknown as TypedDocumentString<SoakMeQuery, SoakMeQueryVariables>;
export const SoakProductsDocument = new TypedDocumentString(`
    query SoakProducts {
  products {
    id
    name
    price
    images
    inMyList
  }
}
    `) as unknown as TypedDocumentString<SoakProductsQuery, SoakProductsQueryVariables>;
export const SoakOrdersDocument = new TypedDocumentString(`
    query SoakOrders {
  orders(first: 50) {
    totalCount
    pageInfo {
      endCursor
    }
    edges {
      node {
        id
        status
        totalCommission
        product {
          name
        }
        owner {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SoakOrdersQuery, SoakOrdersQueryVariables>;
export const SoakDeliveredSearchDocument = new TypedDocumentString(`
    query SoakDeliveredSearch {
  orderCounts {
    all
    confirmed
    delivered
  }
  orders(first: 20, search: "a", status: DELIVERED) {
    edges {
      node {
        id
        customer {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SoakDeliveredSearchQuery, SoakDeliveredSearchQueryVariables>;
export const SoakDashboardDocument = new TypedDocumentString(`
    query SoakDashboard {
  dashboard {
    allOrders
    totalDeliveredOrders
  }
}
    `) as unknown as TypedDocumentString<SoakDashboardQuery, SoakDashboardQueryVariables>;
export const SoakMyProductStatusesDocument = new TypedDocumentString(`
    query SoakMyProductStatuses {
  myProducts {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SoakMyProductStatusesQuery, SoakMyProductStatusesQueryVariables>;
export const SoakMyProductsDocument = new TypedDocumentString(`
    query SoakMyProducts {
  myProducts {
    id
    status
    price
  }
}
    `) as unknown as TypedDocumentString<SoakMyProductsQuery, SoakMyProductsQueryVariables>;
export const SoakAddOrderDocument = new TypedDocumentString(`
    mutation SoakAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      customer {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SoakAddOrderMutation, SoakAddOrderMutationVariables>;
export const SoakConfirmedDocument = new TypedDocumentString(`
    query SoakConfirmed {
  orders(first: 100, status: CONFIRMED) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SoakConfirmedQuery, SoakConfirmedQueryVariables>;
export const SoakToInProcessDocument = new TypedDocumentString(`
    mutation SoakToInProcess($id: ID!) {
  changeOrderStatus(id: $id, status: IN_PROCESS) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<SoakToInProcessMutation, SoakToInProcessMutationVariables>;
export const ChaosAddOrderDocument = new TypedDocumentString(`
    mutation ChaosAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      customer {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChaosAddOrderMutation, ChaosAddOrderMutationVariables>;
export const CompressionOrdersDocument = new TypedDocumentString(`
    query CompressionOrders {
  orders(first: 50) {
    totalCount
    edges {
      node {
        id
        status
        createdAt
        customer {
          name
          phone
          location
        }
        product {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CompressionOrdersQuery, CompressionOrdersQueryVariables>;
export const CompressionTypenameDocument = new TypedDocumentString(`
    query CompressionTypename {
  __typename
}
    `) as unknown as TypedDocumentString<CompressionTypenameQuery, CompressionTypenameQueryVariables>;
export const PrivacyOrderDocument = new TypedDocumentString(`
    query PrivacyOrder($id: ID!) {
  order(id: $id) {
    customer {
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyOrderQuery, PrivacyOrderQueryVariables>;
export const PrivacyListDocument = new TypedDocumentString(`
    query PrivacyList {
  orders(status: DELIVERED, first: 200) {
    edges {
      node {
        id
        customer {
          phone
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyListQuery, PrivacyListQueryVariables>;
export const TrendsDefaultsDocument = new TypedDocumentString(`
    query TrendsDefaults {
  dashboardTrends {
    range
    per
    points {
      start
      orders
      delivered
      earnings
    }
    statusMix {
      status
      count
    }
    returnRate
    topProducts {
      id
    }
    topMarketers {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TrendsDefaultsQuery, TrendsDefaultsQueryVariables>;
export const TrendsOfDocument = new TypedDocumentString(`
    query TrendsOf($range: TrendRange!, $per: TrendBucket!) {
  dashboardTrends(range: $range, per: $per) {
    range
    per
    points {
      start
      orders
      delivered
      earnings
    }
    statusMix {
      status
      count
    }
    returnRate
    topProducts {
      id
      name
      orders
      returned
      returnRate
    }
    topMarketers {
      id
      name
      orders
      returned
      returnRate
    }
  }
}
    `) as unknown as TypedDocumentString<TrendsOfQuery, TrendsOfQueryVariables>;
export const TrendsReturnDocument = new TypedDocumentString(`
    mutation TrendsReturn($id: ID!) {
  changeOrderStatus(id: $id, status: RETURNED) {
    order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TrendsReturnMutation, TrendsReturnMutationVariables>;
export const DashboardCardsDocument = new TypedDocumentString(`
    query DashboardCards {
  dashboard {
    totalDeliveredOrders
    returnedOrders
    cancelledOrders
    allOrders
    totalSales
    lifetimeEarning
    users
  }
}
    `) as unknown as TypedDocumentString<DashboardCardsQuery, DashboardCardsQueryVariables>;
export const DashboardMeDocument = new TypedDocumentString(`
    query DashboardMe {
  me {
    receivedPayment
    lifetimeIncome
  }
}
    `) as unknown as TypedDocumentString<DashboardMeQuery, DashboardMeQueryVariables>;
export const DashboardDeliverDocument = new TypedDocumentString(`
    mutation DashboardDeliver($id: ID!) {
  changeOrderStatus(id: $id, status: DELIVERED) {
    order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardDeliverMutation, DashboardDeliverMutationVariables>;
export const DeploymentProductsDocument = new TypedDocumentString(`
    query DeploymentProducts {
  products {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeploymentProductsQuery, DeploymentProductsQueryVariables>;
export const DeploymentOrdersDocument = new TypedDocumentString(`
    query DeploymentOrders {
  orders(first: 50) {
    totalCount
    edges {
      node {
        id
        status
        customer {
          name
          phone
          location
        }
        product {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeploymentOrdersQuery, DeploymentOrdersQueryVariables>;
export const DeploymentLiveProductsDocument = new TypedDocumentString(`
    subscription DeploymentLiveProducts {
  live {
    __typename
    ... on ProductEvent {
      product {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeploymentLiveProductsSubscription, DeploymentLiveProductsSubscriptionVariables>;
export const DeploymentLiveOrdersDocument = new TypedDocumentString(`
    subscription DeploymentLiveOrders {
  live {
    __typename
    ... on OrderEvent {
      orderChange
      order {
        id
        status
      }
    }
    ... on ProductEvent {
      product {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeploymentLiveOrdersSubscription, DeploymentLiveOrdersSubscriptionVariables>;
export const DeploymentConfirmedOrdersDocument = new TypedDocumentString(`
    query DeploymentConfirmedOrders {
  orders(status: CONFIRMED, first: 2) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeploymentConfirmedOrdersQuery, DeploymentConfirmedOrdersQueryVariables>;
export const DeploymentChangeOrderStatusDocument = new TypedDocumentString(`
    mutation DeploymentChangeOrderStatus($id: ID!, $status: OrderStatus!) {
  changeOrderStatus(id: $id, status: $status) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<DeploymentChangeOrderStatusMutation, DeploymentChangeOrderStatusMutationVariables>;
export const DeploymentProductImagesDocument = new TypedDocumentString(`
    query DeploymentProductImages {
  products {
    images
  }
}
    `) as unknown as TypedDocumentString<DeploymentProductImagesQuery, DeploymentProductImagesQueryVariables>;
export const EfficiencyFullOrdersDocument = new TypedDocumentString(`
    query EfficiencyFullOrders {
  orders(first: 1000) {
    totalCount
    edges {
      node {
        id
        owner {
          id
          name
          email
          phone
        }
        product {
          id
          name
          images
          status
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EfficiencyFullOrdersQuery, EfficiencyFullOrdersQueryVariables>;
export const EfficiencyPopulatedOrdersDocument = new TypedDocumentString(`
    query EfficiencyPopulatedOrders {
  orders(first: 100) {
    edges {
      node {
        id
        owner {
          id
          name
          bonusCommissionRate
        }
        product {
          id
          name
          price
          commission
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EfficiencyPopulatedOrdersQuery, EfficiencyPopulatedOrdersQueryVariables>;
export const EfficiencyOwnOrdersDocument = new TypedDocumentString(`
    query EfficiencyOwnOrders {
  orders(first: 100) {
    edges {
      node {
        id
        owner {
          id
          email
          phone
          lifetimeIncome
        }
        product {
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EfficiencyOwnOrdersQuery, EfficiencyOwnOrdersQueryVariables>;
export const EfficiencyViewerHeavyDocument = new TypedDocumentString(`
    query EfficiencyViewerHeavy {
  me {
    id
  }
  dashboard {
    allOrders
  }
  orders(first: 100) {
    edges {
      node {
        canEdit
        canCancel
      }
    }
  }
  products {
    inMyList
  }
  myProducts {
    id
  }
}
    `) as unknown as TypedDocumentString<EfficiencyViewerHeavyQuery, EfficiencyViewerHeavyQueryVariables>;
export const EfficiencyViewerHeavyAdminDocument = new TypedDocumentString(`
    query EfficiencyViewerHeavyAdmin {
  me {
    id
  }
  dashboard {
    users
  }
  orders {
    edges {
      node {
        canEdit
      }
    }
  }
  payments {
    edges {
      node {
        id
      }
    }
  }
  users {
    edges {
      node {
        id
      }
    }
  }
  products {
    inMyList
  }
}
    `) as unknown as TypedDocumentString<EfficiencyViewerHeavyAdminQuery, EfficiencyViewerHeavyAdminQueryVariables>;
export const EfficiencyPaymentsDocument = new TypedDocumentString(`
    query EfficiencyPayments {
  payments {
    edges {
      node {
        id
        user {
          lifetimeIncome
        }
        orders {
          id
          owner {
            email
          }
          product {
            images
          }
        }
        source {
          product {
            description
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EfficiencyPaymentsQuery, EfficiencyPaymentsQueryVariables>;
export const EmailCodeRegisterDocument = new TypedDocumentString(`
    mutation EmailCodeRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<EmailCodeRegisterMutation, EmailCodeRegisterMutationVariables>;
export const EmailCodeLoginDocument = new TypedDocumentString(`
    mutation EmailCodeLogin($input: LoginInput!) {
  login(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<EmailCodeLoginMutation, EmailCodeLoginMutationVariables>;
export const EmailCodeOpenDocument = new TypedDocumentString(`
    mutation EmailCodeOpen {
  sendEmailCode(unlessRecent: true) {
    message
    sent
    sentAt
  }
}
    `) as unknown as TypedDocumentString<EmailCodeOpenMutation, EmailCodeOpenMutationVariables>;
export const EmailCodeResendDocument = new TypedDocumentString(`
    mutation EmailCodeResend {
  sendEmailCode {
    message
    sent
    sentAt
  }
}
    `) as unknown as TypedDocumentString<EmailCodeResendMutation, EmailCodeResendMutationVariables>;
export const EmailCodeVerifyDocument = new TypedDocumentString(`
    mutation EmailCodeVerify($code: String!) {
  verifyEmailCode(code: $code) {
    user {
      isEmailVerified
    }
  }
}
    `) as unknown as TypedDocumentString<EmailCodeVerifyMutation, EmailCodeVerifyMutationVariables>;
export const ExportOrderCountDocument = new TypedDocumentString(`
    query ExportOrderCount($status: OrderStatus, $search: String) {
  list: orders(first: 1, status: $status, search: $search) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ExportOrderCountQuery, ExportOrderCountQueryVariables>;
export const ExportUserCountDocument = new TypedDocumentString(`
    query ExportUserCount($filter: UserFilter, $search: String) {
  list: users(first: 1, filter: $filter, search: $search) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ExportUserCountQuery, ExportUserCountQueryVariables>;
export const ExportPaymentCountDocument = new TypedDocumentString(`
    query ExportPaymentCount($status: PaymentStatus) {
  list: payments(first: 1, status: $status) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ExportPaymentCountQuery, ExportPaymentCountQueryVariables>;
export const ExportMyProductsDocument = new TypedDocumentString(`
    query ExportMyProducts {
  myProducts {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ExportMyProductsQuery, ExportMyProductsQueryVariables>;
export const ExportAddOrderDocument = new TypedDocumentString(`
    mutation ExportAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      price
    }
  }
}
    `) as unknown as TypedDocumentString<ExportAddOrderMutation, ExportAddOrderMutationVariables>;
export const FaultsProductsDocument = new TypedDocumentString(`
    query FaultsProducts {
  products {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<FaultsProductsQuery, FaultsProductsQueryVariables>;
export const FaultsOrderIdsDocument = new TypedDocumentString(`
    query FaultsOrderIds {
  orders {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsOrderIdsQuery, FaultsOrderIdsQueryVariables>;
export const FaultsMeAndOrderProductsDocument = new TypedDocumentString(`
    query FaultsMeAndOrderProducts {
  me {
    email
  }
  orders(first: 100) {
    edges {
      node {
        id
        product {
          name
          images
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsMeAndOrderProductsQuery, FaultsMeAndOrderProductsQueryVariables>;
export const FaultsAddOrderDocument = new TypedDocumentString(`
    mutation FaultsAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    message
    order {
      id
      customer {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsAddOrderMutation, FaultsAddOrderMutationVariables>;
export const FaultsCancelOrderDocument = new TypedDocumentString(`
    mutation FaultsCancelOrder($id: ID!) {
  cancelOrder(id: $id) {
    order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsCancelOrderMutation, FaultsCancelOrderMutationVariables>;
export const FaultsOrderStatusesDocument = new TypedDocumentString(`
    query FaultsOrderStatuses {
  orders(first: 5) {
    edges {
      node {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FaultsOrderStatusesQuery, FaultsOrderStatusesQueryVariables>;
export const FaultsOrderStatusDocument = new TypedDocumentString(`
    query FaultsOrderStatus($id: ID!) {
  order(id: $id) {
    status
  }
}
    `) as unknown as TypedDocumentString<FaultsOrderStatusQuery, FaultsOrderStatusQueryVariables>;
export const FieldRulesRegisterDocument = new TypedDocumentString(`
    mutation FieldRulesRegister($input: RegisterInput!) {
  register(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<FieldRulesRegisterMutation, FieldRulesRegisterMutationVariables>;
export const FieldRulesAddOrderDocument = new TypedDocumentString(`
    mutation FieldRulesAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<FieldRulesAddOrderMutation, FieldRulesAddOrderMutationVariables>;
export const FieldRulesCancelByStatusDocument = new TypedDocumentString(`
    mutation FieldRulesCancelByStatus($id: ID!) {
  changeOrderStatus(id: $id, status: CANCELLED) {
    message
  }
}
    `) as unknown as TypedDocumentString<FieldRulesCancelByStatusMutation, FieldRulesCancelByStatusMutationVariables>;
export const OutcomeAddDocument = new TypedDocumentString(`
    mutation OutcomeAdd($input: AddOrderInput!) {
  addOrder(input: $input) {
    message
    order {
      id
      status
      customer {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OutcomeAddMutation, OutcomeAddMutationVariables>;
export const OutcomeChangeDocument = new TypedDocumentString(`
    mutation OutcomeChange($id: ID!) {
  changeOrderStatus(id: $id, status: IN_PROCESS) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<OutcomeChangeMutation, OutcomeChangeMutationVariables>;
export const OutcomeShareDocument = new TypedDocumentString(`
    mutation OutcomeShare($input: ShareProductInput!) {
  shareProduct(input: $input) {
    id
    url
    price
  }
}
    `) as unknown as TypedDocumentString<OutcomeShareMutation, OutcomeShareMutationVariables>;
export const OutcomeMineDocument = new TypedDocumentString(`
    mutation OutcomeMine($productId: ID!) {
  addToMyProducts(productId: $productId) {
    message
    product {
      id
      inMyList
    }
  }
}
    `) as unknown as TypedDocumentString<OutcomeMineMutation, OutcomeMineMutationVariables>;
export const OutcomeMarkDocument = new TypedDocumentString(`
    mutation OutcomeMark {
  markInboxRead {
    unread
  }
}
    `) as unknown as TypedDocumentString<OutcomeMarkMutation, OutcomeMarkMutationVariables>;
export const IdempotencyAddOrderDocument = new TypedDocumentString(`
    mutation IdempotencyAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      customer {
        name
      }
      status
    }
  }
}
    `) as unknown as TypedDocumentString<IdempotencyAddOrderMutation, IdempotencyAddOrderMutationVariables>;
export const IdempotencyStartOrderDocument = new TypedDocumentString(`
    mutation IdempotencyStartOrder($id: ID!) {
  changeOrderStatus(id: $id, status: IN_PROCESS) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<IdempotencyStartOrderMutation, IdempotencyStartOrderMutationVariables>;
export const IdempotencyAddProductDocument = new TypedDocumentString(`
    mutation IdempotencyAddProduct($input: AddProductInput!) {
  addProduct(input: $input) {
    product {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<IdempotencyAddProductMutation, IdempotencyAddProductMutationVariables>;
export const InboxReadDocument = new TypedDocumentString(`
    query InboxRead($first: Int) {
  inbox(first: $first) {
    unread
    entries {
      ...InboxEntryFields
    }
  }
}
    fragment InboxEntryFields on InboxEntry {
  id
  at
  kind
  read
  orderId
  paymentId
  userId
  status
  customer
  product
  marketer
  amount
}`) as unknown as TypedDocumentString<InboxReadQuery, InboxReadQueryVariables>;
export const InboxMarkReadDocument = new TypedDocumentString(`
    mutation InboxMarkRead($ids: [ID!]) {
  markInboxRead(ids: $ids) {
    unread
    entries {
      ...InboxEntryFields
    }
  }
}
    fragment InboxEntryFields on InboxEntry {
  id
  at
  kind
  read
  orderId
  paymentId
  userId
  status
  customer
  product
  marketer
  amount
}`) as unknown as TypedDocumentString<InboxMarkReadMutation, InboxMarkReadMutationVariables>;
export const InboxMyProductsDocument = new TypedDocumentString(`
    query InboxMyProducts {
  myProducts {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<InboxMyProductsQuery, InboxMyProductsQueryVariables>;
export const InboxPlaceOrderDocument = new TypedDocumentString(`
    mutation InboxPlaceOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InboxPlaceOrderMutation, InboxPlaceOrderMutationVariables>;
export const InboxChangeStatusDocument = new TypedDocumentString(`
    mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) {
  changeOrderStatus(id: $id, status: $status) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<InboxChangeStatusMutation, InboxChangeStatusMutationVariables>;
export const InboxCancelOrderDocument = new TypedDocumentString(`
    mutation InboxCancelOrder($id: ID!) {
  cancelOrder(id: $id) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<InboxCancelOrderMutation, InboxCancelOrderMutationVariables>;
export const InboxBulkStatusDocument = new TypedDocumentString(`
    mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) {
  changeOrdersStatus(ids: $ids, status: $status) {
    outcomes {
      id
      result
    }
  }
}
    `) as unknown as TypedDocumentString<InboxBulkStatusMutation, InboxBulkStatusMutationVariables>;
export const InboxEligibleDocument = new TypedDocumentString(`
    query InboxEligible {
  eligiblePayouts {
    id
  }
}
    `) as unknown as TypedDocumentString<InboxEligibleQuery, InboxEligibleQueryVariables>;
export const InboxRequestPayoutDocument = new TypedDocumentString(`
    mutation InboxRequestPayout($orderIds: [ID!]!) {
  requestPayout(orderIds: $orderIds) {
    payment {
      id
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<InboxRequestPayoutMutation, InboxRequestPayoutMutationVariables>;
export const InboxMarkSentDocument = new TypedDocumentString(`
    mutation InboxMarkSent($id: ID!, $proof: Upload!) {
  markPaymentSent(id: $id, proof: $proof) {
    payment {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<InboxMarkSentMutation, InboxMarkSentMutationVariables>;
export const InboxSetUserStatusDocument = new TypedDocumentString(`
    mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {
  setUserStatus(userId: $userId, action: $action, reason: "Inbox test") {
    user {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<InboxSetUserStatusMutation, InboxSetUserStatusMutationVariables>;
export const InboxSubmitKycDocument = new TypedDocumentString(`
    mutation InboxSubmitKyc($input: KycInput!) {
  submitKyc(input: $input) {
    user {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<InboxSubmitKycMutation, InboxSubmitKycMutationVariables>;
export const InboxEditOrderDocument = new TypedDocumentString(`
    mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) {
  editOrder(id: $id, input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<InboxEditOrderMutation, InboxEditOrderMutationVariables>;
export const InboxCancelOwnDocument = new TypedDocumentString(`
    mutation InboxCancelOwn($id: ID!) {
  cancelOrder(id: $id) {
    order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<InboxCancelOwnMutation, InboxCancelOwnMutationVariables>;
export const IncomeTotalOnlyDocument = new TypedDocumentString(`
    query IncomeTotalOnly {
  income {
    totalIncome
  }
}
    `) as unknown as TypedDocumentString<IncomeTotalOnlyQuery, IncomeTotalOnlyQueryVariables>;
export const IncomeEligibleIdsDocument = new TypedDocumentString(`
    query IncomeEligibleIds {
  eligiblePayouts {
    id
  }
}
    `) as unknown as TypedDocumentString<IncomeEligibleIdsQuery, IncomeEligibleIdsQueryVariables>;
export const LimitsLoginDocument = new TypedDocumentString(`
    mutation LimitsLogin($input: LoginInput!) {
  login(input: $input) {
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<LimitsLoginMutation, LimitsLoginMutationVariables>;
export const LimitsRegisterDocument = new TypedDocumentString(`
    mutation LimitsRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<LimitsRegisterMutation, LimitsRegisterMutationVariables>;
export const LimitsSendEmailCodeDocument = new TypedDocumentString(`
    mutation LimitsSendEmailCode {
  sendEmailCode {
    message
  }
}
    `) as unknown as TypedDocumentString<LimitsSendEmailCodeMutation, LimitsSendEmailCodeMutationVariables>;
export const LimitsVerifyDocument = new TypedDocumentString(`
    mutation LimitsVerify($code: String!) {
  verifyEmailCode(code: $code) {
    user {
      isEmailVerified
    }
  }
}
    `) as unknown as TypedDocumentString<LimitsVerifyMutation, LimitsVerifyMutationVariables>;
export const LimitsProductDocument = new TypedDocumentString(`
    query LimitsProduct($id: ID!) {
  product(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LimitsProductQuery, LimitsProductQueryVariables>;
export const LimitsRequestPayoutDocument = new TypedDocumentString(`
    mutation LimitsRequestPayout($ids: [ID!]!) {
  requestPayout(orderIds: $ids) {
    message
  }
}
    `) as unknown as TypedDocumentString<LimitsRequestPayoutMutation, LimitsRequestPayoutMutationVariables>;
export const LimitsLogoutAndLoginDocument = new TypedDocumentString(`
    mutation LimitsLogoutAndLogin {
  logout
  login(input: {email: "admin@demo.test", password: "admin1234"}) {
    message
  }
}
    `) as unknown as TypedDocumentString<LimitsLogoutAndLoginMutation, LimitsLogoutAndLoginMutationVariables>;
export const LimitsOrderDocument = new TypedDocumentString(`
    query LimitsOrder($id: ID!) {
  order(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LimitsOrderQuery, LimitsOrderQueryVariables>;
export const LimitsCancelOrderDocument = new TypedDocumentString(`
    mutation LimitsCancelOrder($id: ID!) {
  cancelOrder(id: $id) {
    message
  }
}
    `) as unknown as TypedDocumentString<LimitsCancelOrderMutation, LimitsCancelOrderMutationVariables>;
export const LimitsAddOrderDocument = new TypedDocumentString(`
    mutation LimitsAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<LimitsAddOrderMutation, LimitsAddOrderMutationVariables>;
export const LimitsDeliverDocument = new TypedDocumentString(`
    mutation LimitsDeliver($id: ID!, $amount: Float) {
  changeOrderStatus(id: $id, status: DELIVERED, amount: $amount) {
    order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LimitsDeliverMutation, LimitsDeliverMutationVariables>;
export const ListsAnswersUsersByNameDocument = new TypedDocumentString(`
    query ListsAnswersUsersByName {
  users(search: "SITA", first: 100) {
    edges {
      node {
        email
      }
    }
  }
  userCounts(search: "SITA") {
    all
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersUsersByNameQuery, ListsAnswersUsersByNameQueryVariables>;
export const ListsAnswersUsersByEmailDocument = new TypedDocumentString(`
    query ListsAnswersUsersByEmail {
  users(search: "@demo.test", filter: NOT_VERIFIED) {
    edges {
      node {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersUsersByEmailQuery, ListsAnswersUsersByEmailQueryVariables>;
export const ListsAnswersUsersFirstDocument = new TypedDocumentString(`
    query ListsAnswersUsersFirst {
  users(first: 3) {
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersUsersFirstQuery, ListsAnswersUsersFirstQueryVariables>;
export const ListsAnswersUsersRestDocument = new TypedDocumentString(`
    query ListsAnswersUsersRest($after: String) {
  users(first: 100, after: $after) {
    edges {
      node {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersUsersRestQuery, ListsAnswersUsersRestQueryVariables>;
export const ListsAnswersMeDocument = new TypedDocumentString(`
    query ListsAnswersMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersMeQuery, ListsAnswersMeQueryVariables>;
export const ListsAnswersOrdersAndUsersDocument = new TypedDocumentString(`
    query ListsAnswersOrdersAndUsers {
  orders(first: 5) {
    totalCount
  }
  userCounts {
    all
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersOrdersAndUsersQuery, ListsAnswersOrdersAndUsersQueryVariables>;
export const ListsAnswersOrdersTotalDocument = new TypedDocumentString(`
    query ListsAnswersOrdersTotal {
  orders(first: 5) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersOrdersTotalQuery, ListsAnswersOrdersTotalQueryVariables>;
export const ListsAnswersOrdersFirstTotalDocument = new TypedDocumentString(`
    query ListsAnswersOrdersFirstTotal {
  orders(first: 1) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersOrdersFirstTotalQuery, ListsAnswersOrdersFirstTotalQueryVariables>;
export const ListsAnswersToInProcessDocument = new TypedDocumentString(`
    mutation ListsAnswersToInProcess($id: ID!) {
  changeOrderStatus(id: $id, status: IN_PROCESS) {
    order {
      id
      status
    }
    tab(first: 3) {
      totalCount
      edges {
        node {
          id
          status
        }
      }
    }
    counts {
      all
      confirmed
      inProcess
    }
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersToInProcessMutation, ListsAnswersToInProcessMutationVariables>;
export const ListsAnswersOrderCountsDocument = new TypedDocumentString(`
    query ListsAnswersOrderCounts {
  orderCounts {
    all
    confirmed
    inProcess
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersOrderCountsQuery, ListsAnswersOrderCountsQueryVariables>;
export const ListsAnswersCancelDocument = new TypedDocumentString(`
    mutation ListsAnswersCancel($id: ID!) {
  cancelOrder(id: $id) {
    tab(first: 1) {
      edges {
        node {
          id
        }
      }
    }
    counts {
      cancelled
    }
  }
}
    `) as unknown as TypedDocumentString<ListsAnswersCancelMutation, ListsAnswersCancelMutationVariables>;
export const ListsPageDocument = new TypedDocumentString(`
    query ListsPage($first: Int, $after: String, $status: OrderStatus, $search: String) {
  orders(first: $first, after: $after, status: $status, search: $search) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      startCursor
      endCursor
    }
    edges {
      cursor
      node {
        ...ListsRow
      }
    }
  }
}
    fragment ListsRow on Order {
  id
  createdAt
  status
  customer {
    name
    phone
  }
  product {
    name
  }
  owner {
    name
  }
}`) as unknown as TypedDocumentString<ListsPageQuery, ListsPageQueryVariables>;
export const ListsCountsDocument = new TypedDocumentString(`
    query ListsCounts($search: String) {
  orderCounts(search: $search) {
    all
    confirmed
    inProcess
    delivered
    returned
    exchanged
    cancelled
  }
}
    `) as unknown as TypedDocumentString<ListsCountsQuery, ListsCountsQueryVariables>;
export const ListsAddOrderDocument = new TypedDocumentString(`
    mutation ListsAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ListsAddOrderMutation, ListsAddOrderMutationVariables>;
export const ListsMoveToReturnedDocument = new TypedDocumentString(`
    mutation ListsMoveToReturned($id: ID!) {
  changeOrderStatus(id: $id, status: RETURNED) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ListsMoveToReturnedMutation, ListsMoveToReturnedMutationVariables>;
export const ListsUsersCursorDocument = new TypedDocumentString(`
    query ListsUsersCursor {
  users(first: 1) {
    pageInfo {
      endCursor
    }
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListsUsersCursorQuery, ListsUsersCursorQueryVariables>;
export const ListsBudgetByVariableDocument = new TypedDocumentString(`
    query ListsBudgetByVariable($n: Int!) {
  a: users(first: $n) {
    totalCount
  }
  b: payments(first: $n) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ListsBudgetByVariableQuery, ListsBudgetByVariableQueryVariables>;
export const ListsBudgetInFragmentsDocument = new TypedDocumentString(`
    query ListsBudgetInFragments {
  ...ListsBudgetRows
}
    fragment ListsBudgetRows on Query {
  a: orders(first: 600) {
    totalCount
  }
  ... on Query {
    b: orders(first: 500) {
      totalCount
    }
  }
}`) as unknown as TypedDocumentString<ListsBudgetInFragmentsQuery, ListsBudgetInFragmentsQueryVariables>;
export const ListsDeliveredAndCountsDocument = new TypedDocumentString(`
    query ListsDeliveredAndCounts {
  orders(first: 10, status: DELIVERED) {
    totalCount
  }
  orderCounts {
    all
    confirmed
    inProcess
    delivered
    returned
    exchanged
    cancelled
  }
}
    `) as unknown as TypedDocumentString<ListsDeliveredAndCountsQuery, ListsDeliveredAndCountsQueryVariables>;
export const ListsUserCountsDocument = new TypedDocumentString(`
    query ListsUserCounts {
  userCounts {
    all
    verified
    underReview
    notVerified
    blocked
  }
  users(filter: BLOCKED) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<ListsUserCountsQuery, ListsUserCountsQueryVariables>;
export const ListsPaymentCountsDocument = new TypedDocumentString(`
    query ListsPaymentCounts {
  paymentCounts {
    all
    pending
    sent
  }
}
    `) as unknown as TypedDocumentString<ListsPaymentCountsQuery, ListsPaymentCountsQueryVariables>;
export const ListsUserCountsAllDocument = new TypedDocumentString(`
    query ListsUserCountsAll {
  userCounts {
    all
  }
}
    `) as unknown as TypedDocumentString<ListsUserCountsAllQuery, ListsUserCountsAllQueryVariables>;
export const LiveAccountsInMyListDocument = new TypedDocumentString(`
    subscription LiveAccountsInMyList {
  live {
    __typename
    ... on ProductEvent {
      productId
      product {
        id
        inMyList
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveAccountsInMyListSubscription, LiveAccountsInMyListSubscriptionVariables>;
export const LiveBoundsProductIdsDocument = new TypedDocumentString(`
    subscription LiveBoundsProductIds {
  live {
    __typename
    ... on ProductEvent {
      productId
    }
  }
}
    `) as unknown as TypedDocumentString<LiveBoundsProductIdsSubscription, LiveBoundsProductIdsSubscriptionVariables>;
export const LiveBoundsRegisterDocument = new TypedDocumentString(`
    mutation LiveBoundsRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveBoundsRegisterMutation, LiveBoundsRegisterMutationVariables>;
export const LiveBoundsDescriptionsDocument = new TypedDocumentString(`
    subscription LiveBoundsDescriptions {
  live {
    __typename
    ... on ProductEvent {
      product {
        description
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveBoundsDescriptionsSubscription, LiveBoundsDescriptionsSubscriptionVariables>;
export const LiveSetProductStatusDocument = new TypedDocumentString(`
    mutation LiveSetProductStatus($id: ID!, $status: ProductStatus!) {
  setProductStatus(id: $id, status: $status) {
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<LiveSetProductStatusMutation, LiveSetProductStatusMutationVariables>;
export const LiveEventsDocument = new TypedDocumentString(`
    subscription LiveEvents {
  live {
    __typename
    ... on OrderEvent {
      orderChange
      previousOrderStatus
      order {
        id
        status
        canEdit
        owner {
          id
          name
        }
        customer {
          name
        }
        totalCommission
      }
    }
    ... on PaymentEvent {
      paymentChange
      previousPaymentStatus
      payment {
        id
        status
        amount
        user {
          id
        }
      }
    }
    ... on AccountEvent {
      accountChange
      previousUserStatus
      wasUserVerified
      user {
        id
        status
        isUserVerified
        canPlaceOrders
      }
    }
    ... on ProductEvent {
      productChange
      productId
      product {
        id
        status
        inMyList
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LiveEventsSubscription, LiveEventsSubscriptionVariables>;
export const LiveChangeOrderStatusDocument = new TypedDocumentString(`
    mutation LiveChangeOrderStatus($id: ID!, $status: OrderStatus!) {
  changeOrderStatus(id: $id, status: $status) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LiveChangeOrderStatusMutation, LiveChangeOrderStatusMutationVariables>;
export const LiveSetUserStatusDocument = new TypedDocumentString(`
    mutation LiveSetUserStatus($userId: ID!, $action: UserStatusAction!) {
  setUserStatus(userId: $userId, action: $action, reason: "live test") {
    user {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<LiveSetUserStatusMutation, LiveSetUserStatusMutationVariables>;
export const LiveMeDocument = new TypedDocumentString(`
    query LiveMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<LiveMeQuery, LiveMeQueryVariables>;
export const LiveLogoutOverSocketDocument = new TypedDocumentString(`
    mutation LiveLogoutOverSocket {
  logout
}
    `) as unknown as TypedDocumentString<LiveLogoutOverSocketMutation, LiveLogoutOverSocketMutationVariables>;
export const LockoutLoginDocument = new TypedDocumentString(`
    mutation LockoutLogin($input: LoginInput!) {
  login(input: $input) {
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<LockoutLoginMutation, LockoutLoginMutationVariables>;
export const MediaPoolMeDocument = new TypedDocumentString(`
    query MediaPoolMe {
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<MediaPoolMeQuery, MediaPoolMeQueryVariables>;
export const MediaPoolLoginDocument = new TypedDocumentString(`
    mutation MediaPoolLogin {
  login(input: {email: "maya@demo.test", password: "maya1234"}) {
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<MediaPoolLoginMutation, MediaPoolLoginMutationVariables>;
export const MediaPrivateMyQrDocument = new TypedDocumentString(`
    query MediaPrivateMyQr {
  me {
    paymentQrUrl
  }
}
    `) as unknown as TypedDocumentString<MediaPrivateMyQrQuery, MediaPrivateMyQrQueryVariables>;
export const MediaPrivateUserQrDocument = new TypedDocumentString(`
    query MediaPrivateUserQr($id: ID!) {
  user(id: $id) {
    paymentQrUrl
  }
}
    `) as unknown as TypedDocumentString<MediaPrivateUserQrQuery, MediaPrivateUserQrQueryVariables>;
export const MediaPrivateProductImagesDocument = new TypedDocumentString(`
    query MediaPrivateProductImages {
  products {
    images
  }
}
    `) as unknown as TypedDocumentString<MediaPrivateProductImagesQuery, MediaPrivateProductImagesQueryVariables>;
export const MediaPrivateMeIdDocument = new TypedDocumentString(`
    query MediaPrivateMeId {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<MediaPrivateMeIdQuery, MediaPrivateMeIdQueryVariables>;
export const MediaPrivatePaymentQrsDocument = new TypedDocumentString(`
    query MediaPrivatePaymentQrs {
  payments {
    edges {
      node {
        user {
          paymentQrUrl
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MediaPrivatePaymentQrsQuery, MediaPrivatePaymentQrsQueryVariables>;
export const MediaPrivateSentProofsDocument = new TypedDocumentString(`
    query MediaPrivateSentProofs {
  payments(status: SENT) {
    edges {
      node {
        proofUrl
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MediaPrivateSentProofsQuery, MediaPrivateSentProofsQueryVariables>;
export const MediaAddProductDocument = new TypedDocumentString(`
    mutation MediaAddProduct($input: AddProductInput!) {
  addProduct(input: $input) {
    product {
      images
    }
  }
}
    `) as unknown as TypedDocumentString<MediaAddProductMutation, MediaAddProductMutationVariables>;
export const NepaliDigitsAddOrderDocument = new TypedDocumentString(`
    mutation NepaliDigitsAddOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      ...NepaliDigitsOrderFields
    }
  }
}
    fragment NepaliDigitsOrderFields on Order {
  id
  quantity
  price
  customer {
    name
    phone
    location
  }
}`) as unknown as TypedDocumentString<NepaliDigitsAddOrderMutation, NepaliDigitsAddOrderMutationVariables>;
export const NepaliDigitsEditOrderDocument = new TypedDocumentString(`
    mutation NepaliDigitsEditOrder($id: ID!, $input: EditOrderInput!) {
  editOrder(id: $id, input: $input) {
    order {
      ...NepaliDigitsOrderFields
    }
  }
}
    fragment NepaliDigitsOrderFields on Order {
  id
  quantity
  price
  customer {
    name
    phone
    location
  }
}`) as unknown as TypedDocumentString<NepaliDigitsEditOrderMutation, NepaliDigitsEditOrderMutationVariables>;
export const NepaliDigitsOrdersDocument = new TypedDocumentString(`
    query NepaliDigitsOrders($search: String) {
  orders(first: 1000, search: $search) {
    edges {
      node {
        ...NepaliDigitsOrderFields
      }
    }
  }
}
    fragment NepaliDigitsOrderFields on Order {
  id
  quantity
  price
  customer {
    name
    phone
    location
  }
}`) as unknown as TypedDocumentString<NepaliDigitsOrdersQuery, NepaliDigitsOrdersQueryVariables>;
export const NepaliDigitsUsersDocument = new TypedDocumentString(`
    query NepaliDigitsUsers($search: String) {
  users(filter: ALL, first: 1000, search: $search) {
    edges {
      node {
        email
        phone
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NepaliDigitsUsersQuery, NepaliDigitsUsersQueryVariables>;
export const NepaliLocationsDocument = new TypedDocumentString(`
    query NepaliLocations($search: String) {
  orders(first: 10, search: $search) {
    edges {
      node {
        customer {
          location
          locationNe
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NepaliLocationsQuery, NepaliLocationsQueryVariables>;
export const NepaliDigitsKycDocument = new TypedDocumentString(`
    mutation NepaliDigitsKyc($input: KycInput!) {
  submitKyc(input: $input) {
    user {
      phone
    }
  }
}
    `) as unknown as TypedDocumentString<NepaliDigitsKycMutation, NepaliDigitsKycMutationVariables>;
export const NepaliDigitsSendEmailCodeDocument = new TypedDocumentString(`
    mutation NepaliDigitsSendEmailCode {
  sendEmailCode {
    message
  }
}
    `) as unknown as TypedDocumentString<NepaliDigitsSendEmailCodeMutation, NepaliDigitsSendEmailCodeMutationVariables>;
export const NepaliDigitsVerifyEmailCodeDocument = new TypedDocumentString(`
    mutation NepaliDigitsVerifyEmailCode($code: String!) {
  verifyEmailCode(code: $code) {
    user {
      isEmailVerified
    }
  }
}
    `) as unknown as TypedDocumentString<NepaliDigitsVerifyEmailCodeMutation, NepaliDigitsVerifyEmailCodeMutationVariables>;
export const BulkFaultsChangeStatusWithImagesDocument = new TypedDocumentString(`
    mutation BulkFaultsChangeStatusWithImages($ids: [ID!]!, $status: OrderStatus!) {
  changeOrdersStatus(ids: $ids, status: $status) {
    message
    outcomes {
      id
      result
      reason
      previousStatus
      order {
        id
        status
        product {
          images
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BulkFaultsChangeStatusWithImagesMutation, BulkFaultsChangeStatusWithImagesMutationVariables>;
export const BulkChangeStatusDocument = new TypedDocumentString(`
    mutation BulkChangeStatus($ids: [ID!]!, $status: OrderStatus!) {
  changeOrdersStatus(ids: $ids, status: $status) {
    message
    outcomes {
      id
      result
      reason
      message
      previousStatus
      order {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BulkChangeStatusMutation, BulkChangeStatusMutationVariables>;
export const BulkOrderSelectionDocument = new TypedDocumentString(`
    query BulkOrderSelection($status: OrderStatus, $search: String) {
  orderSelection(status: $status, search: $search) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<BulkOrderSelectionQuery, BulkOrderSelectionQueryVariables>;
export const BulkLiveDocument = new TypedDocumentString(`
    subscription BulkLive {
  live {
    __typename
    ... on OrderEvent {
      orderChange
      previousOrderStatus
      order {
        id
        status
      }
    }
    ... on ProductEvent {
      product {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BulkLiveSubscription, BulkLiveSubscriptionVariables>;
export const BulkOrdersPageDocument = new TypedDocumentString(`
    query BulkOrdersPage($status: OrderStatus, $search: String, $after: String) {
  orders(status: $status, search: $search, first: 50, after: $after) {
    edges {
      node {
        id
        status
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<BulkOrdersPageQuery, BulkOrdersPageQueryVariables>;
export const OrdersOwnerAndProductInFullDocument = new TypedDocumentString(`
    query OrdersOwnerAndProductInFull {
  orders(first: 100) {
    edges {
      node {
        owner {
          email
          status
          bonusCommissionRate
        }
        product {
          description
          images
          status
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersOwnerAndProductInFullQuery, OrdersOwnerAndProductInFullQueryVariables>;
export const OrdersOwnOwnerFieldsDocument = new TypedDocumentString(`
    query OrdersOwnOwnerFields {
  orders(first: 100) {
    edges {
      node {
        owner {
          email
          canPlaceOrders
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersOwnOwnerFieldsQuery, OrdersOwnOwnerFieldsQueryVariables>;
export const RiskFlaggedOrdersDocument = new TypedDocumentString(`
    query RiskFlaggedOrders($flagged: Boolean, $first: Int!) {
  orders(flagged: $flagged, first: $first) {
    totalCount
    edges {
      node {
        id
        riskFlags {
          kind
          count
          orderId
          marketers
        }
      }
    }
  }
  orderCounts(flagged: $flagged) {
    all
    confirmed
    inProcess
    delivered
    returned
    exchanged
    cancelled
  }
}
    `) as unknown as TypedDocumentString<RiskFlaggedOrdersQuery, RiskFlaggedOrdersQueryVariables>;
export const RiskPlainOrdersDocument = new TypedDocumentString(`
    query RiskPlainOrders($first: Int!) {
  orders(first: $first) {
    edges {
      node {
        id
        customer {
          phone
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RiskPlainOrdersQuery, RiskPlainOrdersQueryVariables>;
export const RiskFlagsKycDocument = new TypedDocumentString(`
    mutation RiskFlagsKyc($input: KycInput!) {
  submitKyc(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<RiskFlagsKycMutation, RiskFlagsKycMutationVariables>;
export const RiskFlagsSendCodeDocument = new TypedDocumentString(`
    mutation RiskFlagsSendCode {
  sendEmailCode {
    message
  }
}
    `) as unknown as TypedDocumentString<RiskFlagsSendCodeMutation, RiskFlagsSendCodeMutationVariables>;
export const RiskFlagsVerifyCodeDocument = new TypedDocumentString(`
    mutation RiskFlagsVerifyCode($code: String!) {
  verifyEmailCode(code: $code) {
    message
  }
}
    `) as unknown as TypedDocumentString<RiskFlagsVerifyCodeMutation, RiskFlagsVerifyCodeMutationVariables>;
export const RiskFlagsAfterWriteDocument = new TypedDocumentString(`
    mutation RiskFlagsAfterWrite($earlier: ID!, $later: ID!) {
  before: changeOrderStatus(id: $later, status: IN_PROCESS) {
    order {
      riskFlags {
        kind
        count
      }
    }
  }
  returned: changeOrderStatus(id: $earlier, status: RETURNED) {
    order {
      id
    }
  }
  after: changeOrderStatus(id: $later, status: DELIVERED) {
    order {
      riskFlags {
        kind
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RiskFlagsAfterWriteMutation, RiskFlagsAfterWriteMutationVariables>;
export const OrdersStatusIncomeDocument = new TypedDocumentString(`
    query OrdersStatusIncome {
  income {
    pendingAmount
    totalIncome
  }
  incomes(status: PENDING, first: 1000) {
    edges {
      node {
        amount
        status
        order {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersStatusIncomeQuery, OrdersStatusIncomeQueryVariables>;
export const OrdersStatusUserMoneyDocument = new TypedDocumentString(`
    query OrdersStatusUserMoney($id: ID!) {
  user(id: $id) {
    pendingPayment
    lifetimeIncome
  }
}
    `) as unknown as TypedDocumentString<OrdersStatusUserMoneyQuery, OrdersStatusUserMoneyQueryVariables>;
export const OrdersListDocument = new TypedDocumentString(`
    query OrdersList($status: OrderStatus) {
  orders(status: $status, first: 1000) {
    edges {
      node {
        ...OrdersOrderFields
      }
    }
  }
}
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}`) as unknown as TypedDocumentString<OrdersListQuery, OrdersListQueryVariables>;
export const OrdersOneDocument = new TypedDocumentString(`
    query OrdersOne($id: ID!) {
  order(id: $id) {
    ...OrdersOrderFields
  }
}
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}`) as unknown as TypedDocumentString<OrdersOneQuery, OrdersOneQueryVariables>;
export const OrdersAddDocument = new TypedDocumentString(`
    mutation OrdersAdd($input: AddOrderInput!) {
  addOrder(input: $input) {
    message
    order {
      ...OrdersOrderFields
    }
  }
}
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}`) as unknown as TypedDocumentString<OrdersAddMutation, OrdersAddMutationVariables>;
export const OrdersEditDocument = new TypedDocumentString(`
    mutation OrdersEdit($id: ID!, $input: EditOrderInput!) {
  editOrder(id: $id, input: $input) {
    message
    order {
      ...OrdersOrderFields
    }
  }
}
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}`) as unknown as TypedDocumentString<OrdersEditMutation, OrdersEditMutationVariables>;
export const OrdersCancelDocument = new TypedDocumentString(`
    mutation OrdersCancel($id: ID!) {
  cancelOrder(id: $id) {
    message
    order {
      ...OrdersOrderFields
    }
  }
}
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}`) as unknown as TypedDocumentString<OrdersCancelMutation, OrdersCancelMutationVariables>;
export const OrdersChangeStatusDocument = new TypedDocumentString(`
    mutation OrdersChangeStatus($id: ID!, $status: OrderStatus!, $amount: Float) {
  changeOrderStatus(id: $id, status: $status, amount: $amount) {
    message
    order {
      ...OrdersOrderFields
      owner {
        pendingPayment
        lifetimeIncome
      }
    }
  }
}
    fragment OrdersOrderFields on Order {
  id
  quantity
  price
  totalPrice
  commissionRate
  commission
  totalCommission
  remarks
  status
  deliveredAt
  createdAt
  updatedAt
  canEdit
  canCancel
  customer {
    name
    phone
    location
  }
  product {
    id
    name
    price
    commissionRate
    commission
  }
  owner {
    id
    name
    bonusCommissionRate
  }
}`) as unknown as TypedDocumentString<OrdersChangeStatusMutation, OrdersChangeStatusMutationVariables>;
export const OrdersWorldUsersDocument = new TypedDocumentString(`
    query OrdersWorldUsers {
  users(first: 100) {
    edges {
      node {
        id
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersWorldUsersQuery, OrdersWorldUsersQueryVariables>;
export const OrdersWorldProductsDocument = new TypedDocumentString(`
    query OrdersWorldProducts {
  products {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<OrdersWorldProductsQuery, OrdersWorldProductsQueryVariables>;
export const PasswordsRegisterDocument = new TypedDocumentString(`
    mutation PasswordsRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PasswordsRegisterMutation, PasswordsRegisterMutationVariables>;
export const PasswordsLoginDocument = new TypedDocumentString(`
    mutation PasswordsLogin($input: LoginInput!) {
  login(input: $input) {
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<PasswordsLoginMutation, PasswordsLoginMutationVariables>;
export const PasswordsMeDocument = new TypedDocumentString(`
    query PasswordsMe {
  me {
    email
    isEmailVerified
  }
}
    `) as unknown as TypedDocumentString<PasswordsMeQuery, PasswordsMeQueryVariables>;
export const PasswordsSendDocument = new TypedDocumentString(`
    mutation PasswordsSend($email: String!) {
  sendPasswordCode(email: $email) {
    message
    sentAt
  }
}
    `) as unknown as TypedDocumentString<PasswordsSendMutation, PasswordsSendMutationVariables>;
export const PasswordsResetDocument = new TypedDocumentString(`
    mutation PasswordsReset($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    message
    user {
      email
      isEmailVerified
    }
  }
}
    `) as unknown as TypedDocumentString<PasswordsResetMutation, PasswordsResetMutationVariables>;
export const PasswordsChangeDocument = new TypedDocumentString(`
    mutation PasswordsChange($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    message
    otherSessionsEnded
  }
}
    `) as unknown as TypedDocumentString<PasswordsChangeMutation, PasswordsChangeMutationVariables>;
export const PaymentsOneDocument = new TypedDocumentString(`
    query PaymentsOne($id: ID!) {
  payment(id: $id) {
    ...PayoutsPayment
    user {
      id
      name
      email
      phone
      socialProfileUrl
      paymentQrUrl
      pendingPayment
    }
    orders {
      ...PayoutsOrder
    }
    source {
      id
    }
  }
}
    fragment PayoutsOrder on Order {
  id
  quantity
  commission
  totalCommission
  status
  deliveredAt
  owner {
    email
  }
  product {
    name
  }
}
fragment PayoutsPayment on Payment {
  id
  status
  amount
  createdAt
  orderIds
  itemSummary
  proofUrl
}`) as unknown as TypedDocumentString<PaymentsOneQuery, PaymentsOneQueryVariables>;
export const PaymentsAnyIdsDocument = new TypedDocumentString(`
    query PaymentsAnyIds {
  payments {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsAnyIdsQuery, PaymentsAnyIdsQueryVariables>;
export const PaymentsProxiedReadDocument = new TypedDocumentString(`
    query PaymentsProxiedRead($id: ID!) {
  payment(id: $id) {
    status
    user {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsProxiedReadQuery, PaymentsProxiedReadQueryVariables>;
export const PayoutDatesIncomesDocument = new TypedDocumentString(`
    query PayoutDatesIncomes($status: IncomeStatus) {
  incomes(status: $status, first: 1000) {
    edges {
      node {
        ...PayoutDatesIncome
      }
    }
  }
}
    fragment PayoutDatesIncome on Income {
  id
  status
  requestableAt
  order {
    id
    status
    deliveredAt
  }
}`) as unknown as TypedDocumentString<PayoutDatesIncomesQuery, PayoutDatesIncomesQueryVariables>;
export const PayoutDatesStateDocument = new TypedDocumentString(`
    query PayoutDatesState {
  eligiblePayouts {
    id
  }
  nextPayout {
    requestableAt
    amount
    order {
      id
      totalCommission
    }
  }
  payments(first: 1000) {
    edges {
      node {
        orderIds
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutDatesStateQuery, PayoutDatesStateQueryVariables>;
export const PayoutDatesNextDocument = new TypedDocumentString(`
    query PayoutDatesNext {
  nextPayout {
    requestableAt
  }
}
    `) as unknown as TypedDocumentString<PayoutDatesNextQuery, PayoutDatesNextQueryVariables>;
export const PayoutDatesConfirmedOrderDocument = new TypedDocumentString(`
    query PayoutDatesConfirmedOrder {
  orders(status: CONFIRMED, first: 1) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutDatesConfirmedOrderQuery, PayoutDatesConfirmedOrderQueryVariables>;
export const PayoutDatesDeliverDocument = new TypedDocumentString(`
    mutation PayoutDatesDeliver($id: ID!) {
  changeOrderStatus(id: $id, status: DELIVERED) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutDatesDeliverMutation, PayoutDatesDeliverMutationVariables>;
export const PayoutsIncomeDocument = new TypedDocumentString(`
    query PayoutsIncome {
  me {
    lifetimeIncome
    pendingPayment
    receivedPayment
  }
  income {
    totalIncome
    pendingAmount
    receivedAmount
    recent {
      ...PayoutsIncomeRow
    }
  }
  received: incomes(status: SENT, first: 300) {
    edges {
      node {
        ...PayoutsIncomeRow
      }
    }
  }
  pending: incomes(status: PENDING, first: 300) {
    edges {
      node {
        ...PayoutsIncomeRow
      }
    }
  }
  payments(first: 300) {
    edges {
      node {
        ...PayoutsPayment
      }
    }
  }
}
    fragment PayoutsOrder on Order {
  id
  quantity
  commission
  totalCommission
  status
  deliveredAt
  owner {
    email
  }
  product {
    name
  }
}
fragment PayoutsPayment on Payment {
  id
  status
  amount
  createdAt
  orderIds
  itemSummary
  proofUrl
}
fragment PayoutsIncomeRow on Income {
  id
  status
  amount
  createdAt
  order {
    ...PayoutsOrder
  }
}`) as unknown as TypedDocumentString<PayoutsIncomeQuery, PayoutsIncomeQueryVariables>;
export const PayoutsPaymentsDocument = new TypedDocumentString(`
    query PayoutsPayments($status: PaymentStatus) {
  payments(status: $status, first: 1000) {
    edges {
      node {
        ...PayoutsPayment
      }
    }
  }
}
    fragment PayoutsPayment on Payment {
  id
  status
  amount
  createdAt
  orderIds
  itemSummary
  proofUrl
}`) as unknown as TypedDocumentString<PayoutsPaymentsQuery, PayoutsPaymentsQueryVariables>;
export const PayoutsEligibleDocument = new TypedDocumentString(`
    query PayoutsEligible {
  eligiblePayouts {
    id
    amount
    deliveredAt
    order {
      ...PayoutsOrder
    }
  }
}
    fragment PayoutsOrder on Order {
  id
  quantity
  commission
  totalCommission
  status
  deliveredAt
  owner {
    email
  }
  product {
    name
  }
}`) as unknown as TypedDocumentString<PayoutsEligibleQuery, PayoutsEligibleQueryVariables>;
export const PayoutsRequestDocument = new TypedDocumentString(`
    mutation PayoutsRequest($orderIds: [ID!]!) {
  requestPayout(orderIds: $orderIds) {
    message
    payment {
      ...PayoutsPayment
      user {
        email
      }
      orders {
        id
      }
    }
  }
}
    fragment PayoutsPayment on Payment {
  id
  status
  amount
  createdAt
  orderIds
  itemSummary
  proofUrl
}`) as unknown as TypedDocumentString<PayoutsRequestMutation, PayoutsRequestMutationVariables>;
export const PayoutsMarkSentDocument = new TypedDocumentString(`
    mutation PayoutsMarkSent($id: ID!, $proof: Upload!) {
  markPaymentSent(id: $id, proof: $proof) {
    message
    payment {
      ...PayoutsPayment
    }
  }
}
    fragment PayoutsPayment on Payment {
  id
  status
  amount
  createdAt
  orderIds
  itemSummary
  proofUrl
}`) as unknown as TypedDocumentString<PayoutsMarkSentMutation, PayoutsMarkSentMutationVariables>;
export const PressureMeDocument = new TypedDocumentString(`
    query PressureMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<PressureMeQuery, PressureMeQueryVariables>;
export const PressureProductsDocument = new TypedDocumentString(`
    query PressureProducts {
  products {
    id
  }
}
    `) as unknown as TypedDocumentString<PressureProductsQuery, PressureProductsQueryVariables>;
export const PressureMarkSentDocument = new TypedDocumentString(`
    mutation PressureMarkSent($id: ID!, $proof: Upload!) {
  markPaymentSent(id: $id, proof: $proof) {
    payment {
      status
      proofUrl
    }
  }
}
    `) as unknown as TypedDocumentString<PressureMarkSentMutation, PressureMarkSentMutationVariables>;
export const ProductsPlaceOrderDocument = new TypedDocumentString(`
    mutation ProductsPlaceOrder($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ProductsPlaceOrderMutation, ProductsPlaceOrderMutationVariables>;
export const ProductsOrderProductDocument = new TypedDocumentString(`
    query ProductsOrderProduct($id: ID!) {
  order(id: $id) {
    product {
      id
      name
      price
      status
      images
    }
  }
}
    `) as unknown as TypedDocumentString<ProductsOrderProductQuery, ProductsOrderProductQueryVariables>;
export const ProductsCatalogueDocument = new TypedDocumentString(`
    query ProductsCatalogue {
  products {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsCatalogueQuery, ProductsCatalogueQueryVariables>;
export const ProductsMineDocument = new TypedDocumentString(`
    query ProductsMine {
  myProducts {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsMineQuery, ProductsMineQueryVariables>;
export const ProductsOneDocument = new TypedDocumentString(`
    query ProductsOne($id: ID!) {
  product(id: $id) {
    ...ProductFields
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsOneQuery, ProductsOneQueryVariables>;
export const ProductsAddDocument = new TypedDocumentString(`
    mutation ProductsAdd($input: AddProductInput!) {
  addProduct(input: $input) {
    message
    product {
      ...ProductFields
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsAddMutation, ProductsAddMutationVariables>;
export const ProductsEditDocument = new TypedDocumentString(`
    mutation ProductsEdit($id: ID!, $input: EditProductInput!) {
  editProduct(id: $id, input: $input) {
    message
    product {
      ...ProductFields
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsEditMutation, ProductsEditMutationVariables>;
export const ProductsSetStatusDocument = new TypedDocumentString(`
    mutation ProductsSetStatus($id: ID!, $status: ProductStatus!) {
  setProductStatus(id: $id, status: $status) {
    message
    product {
      ...ProductFields
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsSetStatusMutation, ProductsSetStatusMutationVariables>;
export const ProductsDeleteDocument = new TypedDocumentString(`
    mutation ProductsDelete($id: ID!) {
  deleteProduct(id: $id) {
    message
    id
  }
}
    `) as unknown as TypedDocumentString<ProductsDeleteMutation, ProductsDeleteMutationVariables>;
export const ProductsAddToMineDocument = new TypedDocumentString(`
    mutation ProductsAddToMine($productId: ID!) {
  addToMyProducts(productId: $productId) {
    message
    product {
      ...ProductFields
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsAddToMineMutation, ProductsAddToMineMutationVariables>;
export const ProductsRemoveFromMineDocument = new TypedDocumentString(`
    mutation ProductsRemoveFromMine($productId: ID!) {
  removeFromMyProducts(productId: $productId) {
    message
    product {
      ...ProductFields
    }
  }
}
    fragment ProductFields on Product {
  id
  name
  price
  commissionRate
  commission
  description
  images
  status
  inMyList
}`) as unknown as TypedDocumentString<ProductsRemoveFromMineMutation, ProductsRemoveFromMineMutationVariables>;
export const PublicUrlShareDocument = new TypedDocumentString(`
    mutation PublicUrlShare($input: ShareProductInput!) {
  shareProduct(input: $input) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<PublicUrlShareMutation, PublicUrlShareMutationVariables>;
export const PublicUrlLoginDocument = new TypedDocumentString(`
    mutation PublicUrlLogin($input: LoginInput!) {
  login(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PublicUrlLoginMutation, PublicUrlLoginMutationVariables>;
export const RedisKeepingPlaceDocument = new TypedDocumentString(`
    mutation RedisKeepingPlace($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RedisKeepingPlaceMutation, RedisKeepingPlaceMutationVariables>;
export const SafetyMarkSentDocument = new TypedDocumentString(`
    mutation SafetyMarkSent($id: ID!, $proof: Upload!) {
  markPaymentSent(id: $id, proof: $proof) {
    payment {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<SafetyMarkSentMutation, SafetyMarkSentMutationVariables>;
export const SafetyMeDocument = new TypedDocumentString(`
    query SafetyMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<SafetyMeQuery, SafetyMeQueryVariables>;
export const SafetyMeEmailDocument = new TypedDocumentString(`
    query SafetyMeEmail {
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<SafetyMeEmailQuery, SafetyMeEmailQueryVariables>;
export const SafetyMeByGetDocument = new TypedDocumentString(`
    query SafetyMeByGet {
  me {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<SafetyMeByGetQuery, SafetyMeByGetQueryVariables>;
export const SafetyLogoutDocument = new TypedDocumentString(`
    mutation SafetyLogout {
  logout
}
    `) as unknown as TypedDocumentString<SafetyLogoutMutation, SafetyLogoutMutationVariables>;
export const SafetyUsersDocument = new TypedDocumentString(`
    query SafetyUsers {
  users {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SafetyUsersQuery, SafetyUsersQueryVariables>;
export const SafetyLoginDocument = new TypedDocumentString(`
    mutation SafetyLogin {
  login(input: {email: "sita@demo.test", password: "sita1234"}) {
    message
    user {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SafetyLoginMutation, SafetyLoginMutationVariables>;
export const SafetyAddProductDocument = new TypedDocumentString(`
    mutation SafetyAddProduct($input: AddProductInput!) {
  addProduct(input: $input) {
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SafetyAddProductMutation, SafetyAddProductMutationVariables>;
export const SafetyProductsDocument = new TypedDocumentString(`
    query SafetyProducts {
  products {
    id
  }
}
    `) as unknown as TypedDocumentString<SafetyProductsQuery, SafetyProductsQueryVariables>;
export const SafetyPayoutOfNothingDocument = new TypedDocumentString(`
    mutation SafetyPayoutOfNothing {
  requestPayout(orderIds: []) {
    message
  }
}
    `) as unknown as TypedDocumentString<SafetyPayoutOfNothingMutation, SafetyPayoutOfNothingMutationVariables>;
export const SafetyOrdersDocument = new TypedDocumentString(`
    query SafetyOrders {
  orders {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SafetyOrdersQuery, SafetyOrdersQueryVariables>;
export const SafetyPaymentDocument = new TypedDocumentString(`
    query SafetyPayment($id: ID!) {
  payment(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<SafetyPaymentQuery, SafetyPaymentQueryVariables>;
export const SafetyProfileDocument = new TypedDocumentString(`
    query SafetyProfile {
  me {
    id
    email
    name
    phone
    paymentQrUrl
  }
}
    `) as unknown as TypedDocumentString<SafetyProfileQuery, SafetyProfileQueryVariables>;
export const SafetyEverythingDocument = new TypedDocumentString(`
    query SafetyEverything {
  orders {
    edges {
      node {
        id
        owner {
          email
        }
      }
    }
  }
  income {
    totalIncome
  }
  payments {
    edges {
      node {
        id
        user {
          email
        }
      }
    }
  }
  dashboard {
    allOrders
  }
}
    `) as unknown as TypedDocumentString<SafetyEverythingQuery, SafetyEverythingQueryVariables>;
export const SafetyPayoutOfUnknownDocument = new TypedDocumentString(`
    mutation SafetyPayoutOfUnknown {
  requestPayout(orderIds: ["x"]) {
    message
  }
}
    `) as unknown as TypedDocumentString<SafetyPayoutOfUnknownMutation, SafetyPayoutOfUnknownMutationVariables>;
export const SessionsMeDocument = new TypedDocumentString(`
    query SessionsMe {
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<SessionsMeQuery, SessionsMeQueryVariables>;
export const SessionsOrderCountDocument = new TypedDocumentString(`
    query SessionsOrderCount {
  orders(first: 1) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<SessionsOrderCountQuery, SessionsOrderCountQueryVariables>;
export const SessionsLogoutDocument = new TypedDocumentString(`
    mutation SessionsLogout {
  logout
}
    `) as unknown as TypedDocumentString<SessionsLogoutMutation, SessionsLogoutMutationVariables>;
export const SessionsBlockDocument = new TypedDocumentString(`
    mutation SessionsBlock($id: ID!) {
  setUserStatus(userId: $id, action: BLOCK, reason: "Fake orders") {
    user {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<SessionsBlockMutation, SessionsBlockMutationVariables>;
export const SessionsLoginMayaDocument = new TypedDocumentString(`
    mutation SessionsLoginMaya {
  login(input: {email: "maya@demo.test", password: "maya1234"}) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SessionsLoginMayaMutation, SessionsLoginMayaMutationVariables>;
export const ShareMakeLinkDocument = new TypedDocumentString(`
    mutation ShareMakeLink($input: ShareProductInput!) {
  shareProduct(input: $input) {
    id
    url
    price
    phone
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<ShareMakeLinkMutation, ShareMakeLinkMutationVariables>;
export const ShareSetStockDocument = new TypedDocumentString(`
    mutation ShareSetStock($id: ID!, $status: ProductStatus!) {
  setProductStatus(id: $id, status: $status) {
    product {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ShareSetStockMutation, ShareSetStockMutationVariables>;
export const AnySelectionLoginDocument = new TypedDocumentString(`
    mutation AnySelectionLogin($input: LoginInput!) {
  login(input: $input) {
    message
    user {
      id
      name
      email
      phone
      dateOfBirth
      gender
      role
      status
      isEmailVerified
      isUserVerified
      socialProfileUrl
      paymentQrUrl
      referredBy
      bonusCommissionRate
      pendingPayment
      receivedPayment
      lifetimeIncome
      canPlaceOrders
      createdAt
      lastDecision {
        action
        reason
        at
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnySelectionLoginMutation, AnySelectionLoginMutationVariables>;
export const AnySelectionRegisterDocument = new TypedDocumentString(`
    mutation AnySelectionRegister($input: RegisterInput!) {
  register(input: $input) {
    message
    user {
      id
      email
      role
      status
      isEmailVerified
      lifetimeIncome
      canPlaceOrders
      lastDecision {
        action
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnySelectionRegisterMutation, AnySelectionRegisterMutationVariables>;
export const AnySelectionSendDocument = new TypedDocumentString(`
    mutation AnySelectionSend($email: String!) {
  sendPasswordCode(email: $email) {
    sentAt
  }
}
    `) as unknown as TypedDocumentString<AnySelectionSendMutation, AnySelectionSendMutationVariables>;
export const AnySelectionResetDocument = new TypedDocumentString(`
    mutation AnySelectionReset($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    message
    user {
      email
      status
      pendingPayment
      lastDecision {
        action
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AnySelectionResetMutation, AnySelectionResetMutationVariables>;
export const AnySelectionMeDocument = new TypedDocumentString(`
    query AnySelectionMe {
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<AnySelectionMeQuery, AnySelectionMeQueryVariables>;
export const AnySelectionMeWholeDocument = new TypedDocumentString(`
    query AnySelectionMeWhole {
  me {
    id
    email
    role
    status
    canPlaceOrders
    paymentQrUrl
    lastDecision {
      action
    }
  }
}
    `) as unknown as TypedDocumentString<AnySelectionMeWholeQuery, AnySelectionMeWholeQueryVariables>;
export const TrackingAnswersPlaceDocument = new TypedDocumentString(`
    mutation TrackingAnswersPlace($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      trackingUrl
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingAnswersPlaceMutation, TrackingAnswersPlaceMutationVariables>;
export const TrackingAnswersReadDocument = new TypedDocumentString(`
    query TrackingAnswersRead($id: ID!) {
  order(id: $id) {
    trackingAsks
    customerConfirmation
    en: trackingMessage(language: EN)
  }
}
    `) as unknown as TypedDocumentString<TrackingAnswersReadQuery, TrackingAnswersReadQueryVariables>;
export const TrackingReplicaPlaceDocument = new TypedDocumentString(`
    mutation TrackingReplicaPlace($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      trackingUrl
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingReplicaPlaceMutation, TrackingReplicaPlaceMutationVariables>;
export const TrackingReplicaMoveDocument = new TypedDocumentString(`
    mutation TrackingReplicaMove($id: ID!, $status: OrderStatus!) {
  changeOrderStatus(id: $id, status: $status) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingReplicaMoveMutation, TrackingReplicaMoveMutationVariables>;
export const TrackingReplicaReadDocument = new TypedDocumentString(`
    query TrackingReplicaRead($id: ID!) {
  order(id: $id) {
    customerConfirmation
  }
}
    `) as unknown as TypedDocumentString<TrackingReplicaReadQuery, TrackingReplicaReadQueryVariables>;
export const TrackingPlaceDocument = new TypedDocumentString(`
    mutation TrackingPlace($input: AddOrderInput!) {
  addOrder(input: $input) {
    order {
      id
      trackingUrl
      customerConfirmation
      customerAnsweredAt
      en: trackingMessage(language: EN)
      ne: trackingMessage(language: NE)
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingPlaceMutation, TrackingPlaceMutationVariables>;
export const TrackingReadDocument = new TypedDocumentString(`
    query TrackingRead($id: ID!) {
  order(id: $id) {
    id
    status
    trackingUrl
    trackingAsks
    customerConfirmation
    customerAnsweredAt
    en: trackingMessage(language: EN)
    ne: trackingMessage(language: NE)
  }
}
    `) as unknown as TypedDocumentString<TrackingReadQuery, TrackingReadQueryVariables>;
export const TrackingMoveDocument = new TypedDocumentString(`
    mutation TrackingMove($id: ID!, $status: OrderStatus!) {
  changeOrderStatus(id: $id, status: $status) {
    order {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingMoveMutation, TrackingMoveMutationVariables>;
export const TrackingFilteredDocument = new TypedDocumentString(`
    query TrackingFiltered($answer: CustomerConfirmation) {
  orders(status: CONFIRMED, customerConfirmation: $answer, first: 100) {
    totalCount
    edges {
      node {
        id
        customerConfirmation
      }
    }
  }
  orderCounts(customerConfirmation: $answer) {
    all
    confirmed
  }
  orderSelection(status: CONFIRMED, customerConfirmation: $answer) {
    id
  }
}
    `) as unknown as TypedDocumentString<TrackingFilteredQuery, TrackingFilteredQueryVariables>;
export const TrackingLiveDocument = new TypedDocumentString(`
    subscription TrackingLive {
  live {
    __typename
    ... on OrderEvent {
      order {
        id
        status
        customerConfirmation
        trackingAsks
      }
    }
    ... on CustomerAnswerEvent {
      orderId
      customerConfirmation
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingLiveSubscription, TrackingLiveSubscriptionVariables>;
export const TrackingEditDocument = new TypedDocumentString(`
    mutation TrackingEdit($id: ID!, $input: EditOrderInput!) {
  editOrder(id: $id, input: $input) {
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TrackingEditMutation, TrackingEditMutationVariables>;
export const UsersListDocument = new TypedDocumentString(`
    query UsersList($filter: UserFilter!) {
  users(filter: $filter, first: 1000) {
    edges {
      node {
        ...UsersRow
      }
    }
  }
}
    fragment UsersRow on User {
  id
  name
  email
  role
  status
  isEmailVerified
  isUserVerified
  canPlaceOrders
}`) as unknown as TypedDocumentString<UsersListQuery, UsersListQueryVariables>;
export const UsersOneDocument = new TypedDocumentString(`
    query UsersOne($id: ID!) {
  user(id: $id) {
    id
    name
    email
    phone
    dateOfBirth
    gender
    role
    status
    isEmailVerified
    isUserVerified
    socialProfileUrl
    paymentQrUrl
    referredBy
    bonusCommissionRate
    pendingPayment
    receivedPayment
    lifetimeIncome
    canPlaceOrders
    createdAt
  }
}
    `) as unknown as TypedDocumentString<UsersOneQuery, UsersOneQueryVariables>;
export const UsersSetStatusDocument = new TypedDocumentString(`
    mutation UsersSetStatus($userId: ID!, $action: UserStatusAction!, $reason: String!) {
  setUserStatus(userId: $userId, action: $action, reason: $reason) {
    message
    user {
      ...UsersRow
    }
  }
}
    fragment UsersRow on User {
  id
  name
  email
  role
  status
  isEmailVerified
  isUserVerified
  canPlaceOrders
}`) as unknown as TypedDocumentString<UsersSetStatusMutation, UsersSetStatusMutationVariables>;
export const UsersMeDocument = new TypedDocumentString(`
    query UsersMe {
  me {
    id
    status
    isUserVerified
    canPlaceOrders
  }
}
    `) as unknown as TypedDocumentString<UsersMeQuery, UsersMeQueryVariables>;
export const UsersRegisterDocument = new TypedDocumentString(`
    mutation UsersRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<UsersRegisterMutation, UsersRegisterMutationVariables>;
export const UsersSendEmailCodeDocument = new TypedDocumentString(`
    mutation UsersSendEmailCode {
  sendEmailCode {
    message
  }
}
    `) as unknown as TypedDocumentString<UsersSendEmailCodeMutation, UsersSendEmailCodeMutationVariables>;
export const UsersVerifyEmailCodeDocument = new TypedDocumentString(`
    mutation UsersVerifyEmailCode($code: String!) {
  verifyEmailCode(code: $code) {
    message
  }
}
    `) as unknown as TypedDocumentString<UsersVerifyEmailCodeMutation, UsersVerifyEmailCodeMutationVariables>;
export const UsersSubmitKycDocument = new TypedDocumentString(`
    mutation UsersSubmitKyc($input: KycInput!) {
  submitKyc(input: $input) {
    user {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<UsersSubmitKycMutation, UsersSubmitKycMutationVariables>;
export const UsersByDefaultDocument = new TypedDocumentString(`
    query UsersByDefault {
  users {
    edges {
      node {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UsersByDefaultQuery, UsersByDefaultQueryVariables>;
export const WebServingMeDocument = new TypedDocumentString(`
    query WebServingMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<WebServingMeQuery, WebServingMeQueryVariables>;