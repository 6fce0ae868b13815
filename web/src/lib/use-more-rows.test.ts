import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMoreRows } from './use-more-rows.ts';

type PageInfo = { hasNextPage: boolean; endCursor: string | null };

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the fetch's promise settle and React apply what followed. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('useMoreRows', () => {
  it('asks for a page once: not again when its answer came but the list does not show it yet', async () => {
    const answers = [deferred(), deferred()];
    let asked = 0;
    const fetchAfter = vi.fn<(cursor: string) => Promise<unknown>>(() => answers[asked++]!.promise);
    const { result, rerender } = renderHook(
      ({ pageInfo }: { pageInfo: PageInfo }) => useMoreRows(pageInfo, fetchAfter),
      {
        initialProps: { pageInfo: { hasNextPage: true, endCursor: 'c50' } },
      },
    );
    act(() => result.current.load());
    act(() => result.current.load());
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    await act(() => {
      answers[0]!.resolve();
      return settle();
    });
    expect(result.current.loading).toBe(false);
    // The answer came, the list still ends at c50 (Apollo delivers the merged page a moment later).
    act(() => result.current.load());
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    // The page shows: the next one is asked for after its last row.
    rerender({ pageInfo: { hasNextPage: true, endCursor: 'c150' } });
    act(() => result.current.load());
    expect(fetchAfter.mock.calls.map(([cursor]) => cursor)).toEqual(['c50', 'c150']);
  });

  it('asks again after a failure, and again for a cursor the list came back to', async () => {
    const fetchAfter = vi.fn<(cursor: string) => Promise<unknown>>(() => Promise.reject(new Error('offline')));
    const { result, rerender } = renderHook(
      ({ pageInfo }: { pageInfo: PageInfo }) => useMoreRows(pageInfo, fetchAfter),
      {
        initialProps: { pageInfo: { hasNextPage: true, endCursor: 'c50' } },
      },
    );
    await act(() => {
      result.current.load();
      return settle();
    });
    expect(result.current.failed).toBe(true);
    fetchAfter.mockImplementation(() => Promise.resolve());
    await act(() => {
      result.current.load();
      return settle();
    });
    expect(result.current.failed).toBe(false);
    expect(fetchAfter).toHaveBeenCalledTimes(2);
    // The page showed, then the list was read again from its first page (a refetch): c50 again.
    rerender({ pageInfo: { hasNextPage: true, endCursor: 'c150' } });
    rerender({ pageInfo: { hasNextPage: true, endCursor: 'c50' } });
    await act(() => {
      result.current.load();
      return settle();
    });
    expect(fetchAfter.mock.calls.map(([cursor]) => cursor)).toEqual(['c50', 'c50', 'c50']);
    rerender({ pageInfo: { hasNextPage: false, endCursor: 'c99' } });
    expect(result.current.hasMore).toBe(false);
  });
});
