/**
 * The search a list applies: `?q=` as the address holds it (what `useSearchParam` writes). Apart
 * from the hooks, for code that reads an address outside React (`features/orders/orders-view.ts`).
 */
export function appliedSearch(params: URLSearchParams, name = 'q'): string {
  return (params.get(name) ?? '').trim();
}
