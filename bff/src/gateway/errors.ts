/**
 * Every way a gateway call can fail, as one typed error. The GraphQL layer turns `code` into
 * `extensions.code`; `message` is safe to show to a person; `detail` is for logs only.
 */
export type GatewayErrorCode =
  | 'REJECTED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'UNAVAILABLE'
  | 'TIMEOUT'
  | 'BAD_RESPONSE'
  /** A write was sent and its answer was lost (timeout, dropped connection, unreadable): it may have happened. */
  | 'IN_DOUBT';

export class GatewayError extends Error {
  override readonly name = 'GatewayError';

  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    readonly detail: { method: string; path: string; status?: number; cause?: unknown },
  ) {
    super(message);
  }
}

export const GATEWAY_MESSAGES = {
  UNAUTHENTICATED: 'Please sign in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  UNAVAILABLE: 'The marketplace service is unavailable right now. Please try again shortly.',
  TIMEOUT: 'The marketplace service took too long to answer. Please try again.',
  BAD_RESPONSE: 'The marketplace service sent an answer we could not read. Please try again later.',
  REJECTED: 'The request was refused.',
  IN_DOUBT:
    "The marketplace service did not confirm this change, so it may have been made. We are checking: don't send it again.",
} as const satisfies Record<GatewayErrorCode, string>;
