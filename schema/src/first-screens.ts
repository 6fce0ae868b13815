import { FIRST_PAGE } from './lists.ts';

/**
 * The screens a visit often starts on, by address, with the query each asks first when its address
 * has no query string: the BFF answers it, with the session's, in the page it sends
 * (bff/src/transport/first-screen-page.ts), and the app takes those answers into its cache
 * instead of asking for them (web/src/boot.ts). Variables as the app's own first request has them
 * (web/src/app/first-screens.ts); where they differ the app asks the server as before.
 */
export const FIRST_SCREEN_QUERIES = {
  '/dashboard': { operationName: 'DashboardPage', variables: {} },
  '/orders': { operationName: 'OrdersPage', variables: { status: null, search: null, first: FIRST_PAGE } },
  '/products': { operationName: 'ProductsPage', variables: {} },
} as const satisfies Record<string, { operationName: string; variables: Record<string, unknown> }>;

export type FirstScreenPath = keyof typeof FIRST_SCREEN_QUERIES;

/** The session's query, answered in the same page. */
export const SESSION_QUERY = 'Me';

/** The id of the page's data block (`<script type="application/json">`) that holds the answers. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** What that block holds: the session's answer and the screen's, each only if it came without an error. */
export interface FirstAnswers {
  session?: Record<string, unknown>;
  screen?: { variables: Record<string, unknown>; data: Record<string, unknown> };
}
