import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** What a paged list needs to fetch its next page as the user scrolls. */
export interface MoreRows {
  /** The server has rows after the loaded ones. */
  hasMore: boolean;
  loading: boolean;
  /** The last attempt failed: a retry shows instead of fetching again by itself. */
  failed: boolean;
  load: () => void;
}

/**
 * The next page of a connection, at most one request at a time: `fetchAfter(endCursor)` fetches
 * the rows after the last loaded one (Apollo's `fetchMore`, merged by the connection's field policy).
 */
export function useMoreRows(
  pageInfo: { hasNextPage: boolean; endCursor?: string | null } | undefined,
  fetchAfter: (cursor: string) => Promise<unknown>,
): MoreRows {
  const [state, setState] = useState({ loading: false, failed: false });
  /**
   * The cursor whose page was asked for, until the list shows it (its end cursor changes). Not
   * freed when the answer comes: Apollo shows a fetched page a moment later, and asking for the
   * same page again meanwhile would overlap two fetches, which can leave the new rows unshown.
   */
  const asking = useRef<string | null>(null);
  const cursor = pageInfo?.hasNextPage ? (pageInfo.endCursor ?? null) : null;
  // The latest fetch function, for a load that runs after this render (refs change in effects).
  const fetchRef = useRef(fetchAfter);
  useLayoutEffect(() => {
    fetchRef.current = fetchAfter;
  });
  // The list moved on (a page arrived, or the list was read again from its first page).
  useLayoutEffect(() => {
    asking.current = null;
  }, [cursor]);

  const load = useCallback(() => {
    if (!cursor || asking.current === cursor) return;
    asking.current = cursor;
    setState({ loading: true, failed: false });
    fetchRef.current(cursor).then(
      () => setState({ loading: false, failed: false }),
      () => {
        // Failed: a retry asks for the same page again.
        if (asking.current === cursor) asking.current = null;
        setState({ loading: false, failed: true });
      },
    );
  }, [cursor]);

  return useMemo(
    () => ({ hasMore: cursor !== null, loading: state.loading, failed: state.failed, load }),
    [cursor, state, load],
  );
}
