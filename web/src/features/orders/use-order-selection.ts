import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { OrderStatus } from '../../gql/graphql.ts';
import { OrderSelectionDocument, type OrderSelectionQueryVariables } from './order-actions.generated.ts';

/** An order as a selection holds it: by id, with the status it had when it was selected. */
export interface SelectableOrder {
  id: string;
  status: OrderStatus;
}

export interface OrderSelection {
  /** The selected orders by id, with their status when selected. */
  selected: ReadonlyMap<string, OrderStatus>;
  /**
   * Selects or unselects `order`, the row at `index` of `rows`; with `range`, every row from the
   * last one clicked to this one takes this one's new state (Shift+click).
   */
  toggle: (order: SelectableOrder, index: number, rows: readonly SelectableOrder[], range: boolean) => void;
  /** Selects every row of `rows`, or unselects them all when all are selected. */
  toggleAll: (rows: readonly SelectableOrder[]) => void;
  /** Selects every order of the list's tab and search, on the server too (one request). */
  selectList: () => Promise<void>;
  /** The list's orders are being asked for. */
  selectingList: boolean;
  /** Something has been selected in this list: the bulk actions are in use. */
  active: boolean;
  /** Keeps only these selected. */
  keep: (ids: ReadonlySet<string>) => void;
  clear: () => void;
}

/**
 * The orders an admin has selected in one list (a tab, a search, flagged only or not, a
 * customer's answer: `ordersView`'s variables); another list starts with none.
 */
export function useOrderSelection(view: OrderSelectionQueryVariables): OrderSelection {
  const client = useApolloClient();
  const [selected, setSelected] = useState<ReadonlyMap<string, OrderStatus>>(new Map());
  const [selectingList, setSelectingList] = useState(false);
  const [active, setActive] = useState(false);
  const anchor = useRef<number | null>(null);
  const list = JSON.stringify(view);
  const shown = useRef(list);
  useEffect(() => {
    if (shown.current === list) return;
    shown.current = list;
    anchor.current = null;
    setSelected(new Map());
    setActive(false);
  }, [list]);

  const set = (orders: readonly SelectableOrder[], on: boolean) => {
    if (on) setActive(true);
    setSelected((current) => {
      const next = new Map(current);
      for (const order of orders) {
        if (on) next.set(order.id, order.status);
        else next.delete(order.id);
      }
      return next;
    });
  };

  return {
    selected,
    toggle(order, index, rows, range) {
      const on = !selected.has(order.id);
      const from = range && anchor.current !== null ? Math.min(anchor.current, index) : index;
      const to = range && anchor.current !== null ? Math.max(anchor.current, index) : index;
      set(range ? rows.slice(from, to + 1) : [order], on);
      anchor.current = index;
    },
    toggleAll(rows) {
      set(rows, !rows.every((row) => selected.has(row.id)));
    },
    async selectList() {
      setSelectingList(true);
      try {
        // Asked once for this action, not kept: the list's own queries stay as they are.
        const { data } = await client.query({
          query: OrderSelectionDocument,
          variables: view,
          fetchPolicy: 'no-cache',
        });
        if (data && shown.current === list) {
          setActive(true);
          setSelected(new Map(data.orderSelection.map((order) => [order.id, order.status])));
        }
      } finally {
        setSelectingList(false);
      }
    },
    selectingList,
    active,
    keep(ids) {
      setSelected((current) => new Map([...current].filter(([id]) => ids.has(id))));
    },
    clear() {
      anchor.current = null;
      setSelected(new Map());
    },
  };
}
