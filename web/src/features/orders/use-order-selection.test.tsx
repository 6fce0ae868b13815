import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../gql/graphql.ts';
import { mockedClient, Providers } from '../../test/render.tsx';
import { useOrderSelection, type SelectableOrder } from './use-order-selection.ts';

const ROWS: SelectableOrder[] = ['a', 'b', 'c', 'd', 'e'].map((id, n) => ({
  id,
  status: n % 2 === 0 ? 'CONFIRMED' : 'IN_PROCESS',
}));

function renderSelection(list: { status: OrderStatus | null; search: string | null } = { status: null, search: null }) {
  const client = mockedClient({
    resolvers: () => ({
      Query: {
        orderSelection: () => [
          { id: 'a', status: 'CONFIRMED' },
          { id: 'x', status: 'DELIVERED' },
        ],
      },
    }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Providers client={client}>{children}</Providers>;
  return renderHook((props: { status: OrderStatus | null; search: string | null }) => useOrderSelection(props), {
    wrapper,
    initialProps: list,
  });
}

const ids = (selected: ReadonlyMap<string, OrderStatus>) => [...selected.keys()].sort();

describe('an admin’s order selection', () => {
  it('toggles one row, and with Shift every row from the last one clicked, in both directions', () => {
    const { result } = renderSelection();
    act(() => result.current.toggle(ROWS[1]!, 1, ROWS, false));
    expect([...result.current.selected]).toEqual([['b', 'IN_PROCESS']]);
    act(() => result.current.toggle(ROWS[3]!, 3, ROWS, true));
    expect(ids(result.current.selected)).toEqual(['b', 'c', 'd']);
    // Shift+click back up from d unselects what it spans, as the clicked row is now unselected.
    act(() => result.current.toggle(ROWS[2]!, 2, ROWS, true));
    expect(ids(result.current.selected)).toEqual(['b']);
    act(() => result.current.toggle(ROWS[0]!, 0, ROWS, true));
    expect(ids(result.current.selected)).toEqual(['a', 'b', 'c']);
  });

  it('selects every loaded row, or unselects them all when all are selected', () => {
    const { result } = renderSelection();
    act(() => result.current.toggle(ROWS[4]!, 4, ROWS, false));
    act(() => result.current.toggleAll(ROWS));
    expect(ids(result.current.selected)).toEqual(['a', 'b', 'c', 'd', 'e']);
    act(() => result.current.toggleAll(ROWS));
    expect(ids(result.current.selected)).toEqual([]);
  });

  it('selects the whole list as the server lists it, keeps what it is told, and starts empty in another tab or search', async () => {
    const { result, rerender } = renderSelection({ status: null, search: 'Pokhara' });
    act(() => result.current.toggle(ROWS[1]!, 1, ROWS, false));
    await act(() => result.current.selectList());
    expect([...result.current.selected]).toEqual([
      ['a', 'CONFIRMED'],
      ['x', 'DELIVERED'],
    ]);
    expect(result.current.selectingList).toBe(false);
    act(() => result.current.keep(new Set(['x', 'zzz'])));
    expect(ids(result.current.selected)).toEqual(['x']);
    rerender({ status: 'CONFIRMED', search: 'Pokhara' });
    await waitFor(() => expect(result.current.selected.size).toBe(0));
  });
});
