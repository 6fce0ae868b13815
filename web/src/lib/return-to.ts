/**
 * The address a signed-out visitor asked for, kept in this tab (sessionStorage) through the
 * landing and sign-in pages and opened after signing in. Only paths of this site are kept.
 */
const KEY = 'bikri:return-to';

/** A path on this origin: `/orders?order=delivered`, not `//elsewhere.example` nor `/\elsewhere`. */
export const isSitePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function keepReturnTo(path: string): void {
  if (!isSitePath(path) || path === '/') return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (a private window's quota): the user lands on the dashboard instead.
  }
}

/** The kept address, once; `fallback` when there is none. */
export function takeReturnTo(fallback: string): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
  return path && isSitePath(path) ? path : fallback;
}

export function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
