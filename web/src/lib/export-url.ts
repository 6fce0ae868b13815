/** The lists the BFF streams as CSV files (`GET /export/<list>.csv`, admins only). */
export type ExportList = 'orders' | 'users' | 'payments';

/**
 * Where the BFF exports a list with a screen's filters (GraphQL enum names, as the list's
 * variables hold them, and the applied search); empty filters are left out.
 */
export function exportUrl(list: ExportList, filters: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return `/export/${list}.csv${query ? `?${query}` : ''}`;
}
