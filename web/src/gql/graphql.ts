export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** A new password for the signed-in user, who knows the current one. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The password used now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: at least 6 characters. */
  password: Scalars['String']['input'];
};

/** The customer's answer on the order's tracking page, given once while the order is CONFIRMED. */
export type CustomerConfirmation =
  /** They will pay the total on delivery. */
  | 'CONFIRMED'
  /** They do not want it. */
  | 'DECLINED'
  /** No answer yet. */
  | 'NOT_ASKED';

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

/** Gender as given in the profile check. */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

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

/** Whether a commission was paid out. */
export type IncomeStatus =
  /** Earned on delivery, not paid yet. */
  | 'PENDING'
  /** Paid out. */
  | 'SENT';

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

/** Email and password. */
export type LoginInput = {
  /** Email address. */
  email: Scalars['String']['input'];
  /** Password (at most 128 characters). */
  password: Scalars['String']['input'];
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

/** Where an order is. New orders are CONFIRMED; commission is earned on DELIVERED. */
export type OrderStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'EXCHANGED'
  | 'IN_PROCESS'
  | 'RETURNED';

/** What happened to a payment request. */
export type PaymentChange =
  /** A marketer requested payment of delivered orders. */
  | 'REQUESTED'
  /** An admin marked it paid. */
  | 'SENT';

/** Whether a payment request was paid. */
export type PaymentStatus =
  /** Requested by the marketer, waiting for the admin. */
  | 'PENDING'
  /** Paid by the admin. */
  | 'SENT';

/** What happened to a product. */
export type ProductChange =
  /** An admin deleted it. */
  | 'DELETED'
  /** An admin marked it available or out of stock. */
  | 'STATUS_CHANGED';

/** Whether a product can be ordered. */
export type ProductStatus =
  /** In stock: marketers can add it to their list and order it. */
  | 'AVAILABLE'
  /** Not orderable (any gateway status other than available shows as this). */
  | 'OUT_OF_STOCK';

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

/** What one point of a trend adds up: a day, or a week from Sunday to Saturday (in Nepal). */
export type TrendBucket =
  | 'DAY'
  | 'WEEK';

/** How far back the dashboard trends look, today (in Nepal) included. */
export type TrendRange =
  | 'LAST_30_DAYS'
  | 'LAST_90_DAYS';

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
