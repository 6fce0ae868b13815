import { elementScroll, useVirtualizer, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type CSSProperties, type PointerEvent, type RefObject } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import { MoreRowsFooter, useMoreWhenNearEnd } from '../../components/ui/infinite-list.tsx';
import type { OrderRow_OrderFragment } from '../../gql/graphql.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import { useConnection } from '../../lib/network-state.ts';
import type { MoreRows } from '../../lib/use-more-rows.ts';
import { STATUS_COLOR, STATUS_LABEL } from './constants.ts';
import './orders-table.css';

export const ROW_HEIGHT = 64;
/** On phones each order is a three-line card instead of a wide row. */
export const COMPACT_ROW_HEIGHT = 108;
const COMPACT_QUERY = '(max-width: 47.99em)';

function subscribeCompact(onChange: () => void) {
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useCompact(): boolean {
  return useSyncExternalStore(subscribeCompact, () => window.matchMedia(COMPACT_QUERY).matches, () => false);
}

/**
 * The table's size as the browser reports it after laying the page out, rather than read at once
 * as the table mounts, which would force a layout of the whole page inside the task that shows
 * the first rows. Until the first report the virtualizer works from `initialRect`, the height the
 * table's style asks for.
 */
function observeTableRect(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

const placed = new WeakSet<Element>();

/**
 * Scrolls the table where the virtualizer says, except for its first write, to its initial
 * offset as the table mounts: a new table is at the top already, and writing the offset would
 * force the same layout.
 */
const scrollTable: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !placed.has(element)) {
    placed.add(element);
    if (offset === 0 && !options.adjustments) return;
  }
  elementScroll(offset, options, instance);
};

/** Where a row's menu opens, in the window's coordinates. */
export interface MenuPoint {
  x: number;
  y: number;
}

/** What a row's events call: kept in a ref, so that a new handler does not render every row again. */
interface RowHandlers {
  onOpen: (order: OrderRow_OrderFragment) => void;
  /**
   * The row's menu, with a `⋮` button in each row that has actions, and on a right click, the
   * menu key or a long press; none when this viewer has no menu.
   */
  onMenu?: (order: OrderRow_OrderFragment, at: MenuPoint) => void;
  /** Whether an order's menu has anything to offer. */
  hasMenu?: (order: OrderRow_OrderFragment) => boolean;
  onEdit?: (order: OrderRow_OrderFragment) => void;
  onCancel?: (order: OrderRow_OrderFragment) => void;
}

export interface OrdersTableProps extends RowHandlers {
  /** The loaded rows, in order. */
  orders: readonly OrderRow_OrderFragment[];
  /** How many orders the list holds on the server (all pages). */
  total: number;
  /** The next page, fetched as the end of the loaded rows comes into view. */
  more: MoreRows;
  showStatus: boolean;
  showOwner: boolean;
  showActions: boolean;
  busyId: string | null;
  /** The order whose context menu is open: its row stays highlighted. */
  activeId?: string | null;
}

interface Column {
  /** Where the cell goes in the phone layout (orders-table.css). */
  key: string;
  label: string;
  width: string;
  render(order: OrderRow_OrderFragment, index: number): React.ReactNode;
}

function statusBadge(order: OrderRow_OrderFragment, t: Translate) {
  const color = STATUS_COLOR[order.status];
  const style: CSSProperties = { background: `var(--chakra-colors-${color}-100)`, color: `var(--chakra-colors-${color}-800)` };
  return (
    <span className="orders-table__badge" style={style}>
      {t(STATUS_LABEL[order.status])}
    </span>
  );
}

interface ColumnOptions {
  showStatus: boolean;
  showOwner: boolean;
  showActions: boolean;
  showMenu: boolean;
  /** An action is on its way: the row buttons wait. */
  busy: boolean;
  t: Translate;
  handlers: RefObject<RowHandlers>;
}

/** The table's columns; fixed columns are as narrow as their longest value, text columns share the rest and wrap. */
function orderColumns({ showStatus, showOwner, showActions, showMenu, busy, t, handlers }: ColumnOptions): Column[] {
  return [
    { key: 'sn', label: t('orders.col.sn'), width: '44px', render: (_, index) => formatNumber(index + 1) },
    { key: 'date', label: t('orders.col.date'), width: '84px', render: (o) => formatDate(o.createdAt) },
    { key: 'product', label: t('orders.col.product'), width: 'minmax(110px, 1.3fr)', render: (o) => <span className="orders-table__wrap" title={o.product?.name}>{o.product?.name ?? '—'}</span> },
    { key: 'qty', label: t('orders.col.qty'), width: '34px', render: (o) => formatNumber(o.quantity) },
    { key: 'price', label: t('orders.col.price'), width: '100px', render: (o) => formatMoney(o.price) },
    {
      key: 'customer',
      label: t('orders.col.customer'),
      width: 'minmax(140px, 1.5fr)',
      render: (o) => (
        <>
          <div className="orders-table__cell">{o.customer.name}</div>
          <div className="orders-table__wrap orders-table__muted">
            {o.customer.phone} · {o.customer.location}
          </div>
        </>
      ),
    },
    ...(showStatus ? [{ key: 'status', label: t('orders.col.status'), width: '92px', render: (o: OrderRow_OrderFragment) => statusBadge(o, t) }] : []),
    {
      key: 'remarks',
      label: t('orders.col.remarks'),
      width: 'minmax(90px, 1fr)',
      render: (o) => (o.remarks ? <span className="orders-table__wrap" title={o.remarks}>{o.remarks}</span> : <span data-empty="">—</span>),
    },
    ...(showOwner
      ? [{ key: 'owner', label: t('orders.col.owner'), width: 'minmax(96px, 0.9fr)', render: (o: OrderRow_OrderFragment) => <span className="orders-table__wrap">{o.owner?.name ?? '—'}</span> }]
      : []),
    ...(showActions
      ? [
          {
            key: 'action',
            label: t('orders.col.action'),
            width: '150px',
            render: (o: OrderRow_OrderFragment) => (
              <div className="orders-table__actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                <button type="button" disabled={!o.canEdit || busy} onClick={() => handlers.current.onEdit?.(o)} aria-label={t('orders.editFor', { name: o.customer.name })}>
                  {t('orders.edit')}
                </button>
                <button type="button" data-danger="" disabled={!o.canCancel || busy} onClick={() => handlers.current.onCancel?.(o)} aria-label={t('orders.cancelFor', { name: o.customer.name })}>
                  {t('orders.cancel')}
                </button>
              </div>
            ),
          },
        ]
      : []),
    ...(showMenu
      ? [
          {
            key: 'menu',
            label: t('orders.col.action'),
            width: '36px',
            render: (o: OrderRow_OrderFragment) =>
              handlers.current.hasMenu?.(o) ? (
                <button
                  type="button"
                  className="orders-table__menu-button"
                  aria-haspopup="menu"
                  aria-label={t('orders.actionsFor', { name: o.customer.name })}
                  disabled={busy}
                  onClick={(e) => {
                    e.stopPropagation();
                    const box = e.currentTarget.getBoundingClientRect();
                    handlers.current.onMenu?.(o, { x: box.left, y: box.bottom });
                  }}
                  onKeyDown={(e) => e.stopPropagation()}
                >
                  <LuEllipsisVertical aria-hidden />
                </button>
              ) : null,
          },
        ]
      : []),
  ];
}

/** How long a finger rests on a row before its menu opens, and how far it may drift meanwhile. */
const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP_PX = 10;

/**
 * A long press on a touch screen (Android reports one as a context menu too, iOS does not): the
 * menu opens where the finger is, and the tap that ends the press does not open the order.
 */
function useLongPress(order: OrderRow_OrderFragment, handlers: RefObject<RowHandlers>) {
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
  const opened = useRef(false);
  const stop = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };
  const openAt = (at: MenuPoint) => {
    if (!handlers.current.onMenu || !handlers.current.hasMenu?.(order)) return false;
    opened.current = true;
    handlers.current.onMenu(order, at);
    return true;
  };
  return {
    onPointerDown: (e: PointerEvent) => {
      opened.current = false;
      if (e.pointerType !== 'touch') return;
      stop();
      const at = { x: e.clientX, y: e.clientY };
      press.current = { ...at, timer: window.setTimeout(() => openAt(at), LONG_PRESS_MS) };
    },
    onPointerMove: (e: PointerEvent) => {
      if (press.current && Math.hypot(e.clientX - press.current.x, e.clientY - press.current.y) > LONG_PRESS_SLOP_PX) stop();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    /** A click after the press opened the menu is the press ending. */
    swallowsClick: () => opened.current,
    openAt,
  };
}

interface OrderRowProps {
  order: OrderRow_OrderFragment;
  index: number;
  top: number;
  height: number;
  columns: Column[];
  active: boolean;
  handlers: RefObject<RowHandlers>;
}

/**
 * One order's row. Memoized: scrolling renders the table on every frame and each new page
 * renders it again, and the rows already in view (the same cached orders) are then left alone;
 * rendering all of them again made the tasks that take a page in the longest while scrolling.
 */
const OrderRow = memo(function OrderRow({ order, index, top, height, columns, active, handlers }: OrderRowProps) {
  const longPress = useLongPress(order, handlers);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={0}
      className="orders-table__row"
      data-order-id={order.id}
      data-active={active ? '' : undefined}
      style={{ top, height }}
      onClick={() => !longPress.swallowsClick() && handlers.current.onOpen(order)}
      onKeyDown={(e) => e.key === 'Enter' && handlers.current.onOpen(order)}
      onPointerDown={longPress.onPointerDown}
      onPointerMove={longPress.onPointerMove}
      onPointerUp={longPress.onPointerUp}
      onPointerCancel={longPress.onPointerCancel}
      onContextMenu={(e) => {
        longPress.onPointerCancel();
        if (longPress.swallowsClick()) {
          e.preventDefault();
          return;
        }
        // From the keyboard (the menu key, Shift+F10) there is no pointer: open under the row.
        const row = e.currentTarget.getBoundingClientRect();
        const fromKeyboard = e.clientX === 0 && e.clientY === 0;
        if (longPress.openAt(fromKeyboard ? { x: row.left + 24, y: row.bottom } : { x: e.clientX, y: e.clientY })) e.preventDefault();
      }}
    >
      {columns.map((c) => (
        <div key={c.label} role="cell" className="orders-table__cell" data-col={c.key}>
          {c.render(order, index)}
        </div>
      ))}
    </div>
  );
});

/**
 * The orders list: only the rows in view are in the page, and pages are fetched as the
 * user scrolls, so 10,000 orders open and scroll as quickly as 10. Columns follow the viewer's
 * role and the tab.
 */
export function OrdersTable({ orders, total, more, showStatus, showOwner, showActions, busyId, activeId, onOpen, onMenu, hasMenu, onEdit, onCancel }: OrdersTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const compact = useCompact();
  const t = useT();
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const footer = more.hasMore || more.failed;
  // The table is as tall as the whole list needs (up to the window), rows plus header and border.
  const contentHeight = Math.max(total, orders.length, 1) * rowHeight + (compact ? 2 : 46);
  const chrome = compact ? 220 : 260;
  // The virtualizer answers the same object with new rows, so React Compiler would not memoize
  // this component (TanStack/virtual#1119): nothing here relies on that, and no compiler runs.
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler bail-out is expected
  const virtualizer = useVirtualizer({
    count: orders.length + (footer ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    observeElementRect: observeTableRect,
    scrollToFn: scrollTable,
    initialRect: { width: window.innerWidth, height: Math.min(window.innerHeight - chrome, contentHeight) },
  });
  // Row heights change with the layout: lay the rows out again before the screen is painted.
  // Not as the table mounts, where the rows were just laid out with this height: measuring then
  // rendered the table twice in the task that shows the first rows.
  const measuredFor = useRef(compact);
  useLayoutEffect(() => {
    if (measuredFor.current === compact) return;
    measuredFor.current = compact;
    virtualizer.measure();
  }, [compact, virtualizer]);
  useMoreWhenNearEnd(virtualizer, orders.length, more);

  const handlers = useRef<RowHandlers>({ onOpen, onMenu, hasMenu, onEdit, onCancel });
  useLayoutEffect(() => {
    handlers.current = { onOpen, onMenu, hasMenu, onEdit, onCancel };
  });
  const showMenu = onMenu !== undefined;
  // The rows' actions wait while one runs, and while offline (the page's banner says so).
  const offline = useConnection() === 'offline';
  const busy = busyId !== null || offline;
  // An admin's nine columns fit a 1280 px window without sideways scrolling.
  const columns = useMemo(() => orderColumns({ showStatus, showOwner, showActions, showMenu, busy, t, handlers }), [showStatus, showOwner, showActions, showMenu, busy, t]);
  const style = {
    '--orders-columns': columns.map((c) => c.width).join(' '),
    '--orders-min-width': `${showActions || showMenu ? 880 : 820}px`,
    height: `min(calc(100dvh - ${chrome}px), ${contentHeight}px)`,
    minHeight: `${Math.min(240, contentHeight)}px`,
    // The phone layout's prefixes (orders-table.css), in the interface language.
    '--orders-qty-prefix': JSON.stringify(t('orders.qtyPrefix')),
    '--orders-owner-prefix': JSON.stringify(t('orders.ownerPrefix')),
  } as CSSProperties;

  return (
    <div
      ref={scroller}
      className={['orders-table', compact && 'orders-table--compact', showOwner && 'orders-table--owner'].filter(Boolean).join(' ')}
      style={style}
      role="table"
      aria-label={t('orders.table')}
      aria-rowcount={total + 1}
      aria-busy={more.loading || undefined}
      data-testid="orders-table"
    >
      <div className="orders-table__inner">
        <div className="orders-table__head" role="row">
          {columns.map((c) => (
            <div key={c.label} role="columnheader" className="orders-table__cell" data-col={c.key}>
              {/* The menu buttons' column is named for screen readers: its width is the button's. */}
              {c.key === 'menu' ? <span className="orders-table__unseen">{c.label}</span> : c.label}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const order = orders[item.index];
            if (!order) {
              return (
                <div key="more" role="row" className="orders-table__row orders-table__more" style={{ top: item.start, height: rowHeight }}>
                  <div role="cell">
                    <MoreRowsFooter more={more} what={t('orders.noun')} />
                  </div>
                </div>
              );
            }
            return <OrderRow key={order.id} order={order} index={item.index} top={item.start} height={rowHeight} columns={columns} active={order.id === activeId} handlers={handlers} />;
          })}
        </div>
      </div>
    </div>
  );
}
