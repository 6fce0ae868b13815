import { ORDER_STATUS } from '@bikri/schema/order-status';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type CSSProperties, type RefObject } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import { DateText } from '../../components/ui/date-text.tsx';
import { DataTable, type DataColumn, type MenuPoint, type PhoneLayout } from '../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatLocation, formatPhone } from '../../lib/format.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import { useConnection } from '../../lib/network-state.ts';
import type { MoreRows } from '../../lib/use-more-rows.ts';
import { CUSTOMER_CONFIRMATION } from './constants.ts';
import { statusChoicesOf } from './order-status-flow.tsx';
import type { OrderRow_OrderFragment } from './orders.generated.ts';
import { RiskBadge } from './risk-flags.tsx';
import type { RiskFlags_OrderFragment } from './risk-flags.generated.ts';
import type { OrderSelection } from './use-order-selection.ts';
import './orders-table.css';

export type { MenuPoint };

/** What a row's buttons call. */
interface ButtonHandlers {
  /** The row's menu, with a `⋮` button in each row that has actions; none when this viewer has no menu. */
  onMenu?: (order: OrderRow_OrderFragment, at: MenuPoint) => void;
  onEdit?: (order: OrderRow_OrderFragment) => void;
  onCancel?: (order: OrderRow_OrderFragment) => void;
}

/** Whether an order's menu has anything to offer: a status to move to, or cancelling. */
const hasMenu = (order: OrderRow_OrderFragment) => order.canCancel || statusChoicesOf(order).length > 0;

/** The rows' checkboxes: which orders are selected, and the selection's changes. */
export type RowSelection = Pick<OrderSelection, 'selected' | 'toggle' | 'toggleAll'>;

export interface OrdersTableProps extends ButtonHandlers {
  /** The loaded rows, in order. */
  orders: readonly ListedOrder[];
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
  /** An order moved here from another tab by its menu: its row takes the focus the move lost. */
  focusId?: string | null;
  onFocusDone?: () => void;
  onOpen: (order: OrderRow_OrderFragment) => void;
  /** A checkbox in each row and in the header (an admin's bulk actions); none without. */
  selection?: RowSelection;
  /** The header's checkbox, for the focus to go back to once a bulk action is over. */
  selectAllRef?: RefObject<HTMLInputElement | null>;
}

/** A row of the list: with its risk flags where the list asked for them (an admin's). */
export type ListedOrder = OrderRow_OrderFragment & Partial<RiskFlags_OrderFragment>;

type Column = DataColumn<ListedOrder>;

function badge(color: string, text: string) {
  const style: CSSProperties = {
    background: `var(--chakra-colors-${color}-100)`,
    color: `var(--chakra-colors-${color}-800)`,
  };
  return (
    <span className="orders-table__badge" style={style}>
      {text}
    </span>
  );
}

const statusBadge = (order: OrderRow_OrderFragment, t: Translate) =>
  badge(ORDER_STATUS[order.status].color, t(ORDER_STATUS[order.status].label));

/** The customer's answer on the tracking page, once they gave one (the order's page also says when none came). */
function answerBadge(order: OrderRow_OrderFragment, t: Translate) {
  if (order.customerConfirmation === 'NOT_ASKED') return null;
  const shown = CUSTOMER_CONFIRMATION[order.customerConfirmation];
  return <div className="orders-table__answer">{badge(shown.color, t(shown.label))}</div>;
}

interface ColumnOptions {
  showSelect: boolean;
  showStatus: boolean;
  showOwner: boolean;
  showActions: boolean;
  showMenu: boolean;
  /** An action is on its way: the row buttons wait. */
  busy: boolean;
  t: Translate;
}

/** Stable functions that call the table's latest handlers, for the buttons in its rows. */
const RowActions = createContext<Required<ButtonHandlers> | null>(null);

function useRowActions(): Required<ButtonHandlers> {
  const actions = useContext(RowActions);
  if (!actions) throw new Error('Order row buttons are rendered by OrdersTable');
  return actions;
}

/** The selection as the checkboxes see it, with the rows loaded (for Shift+click ranges and the header's box). */
const Selection = createContext<{
  selection: RowSelection;
  rows: readonly OrderRow_OrderFragment[];
  selectAllRef?: RefObject<HTMLInputElement | null>;
} | null>(null);

function useSelection() {
  const selection = useContext(Selection);
  if (!selection) throw new Error('Order checkboxes are rendered by OrdersTable with a selection');
  return selection;
}

/** A row's checkbox; Shift+click selects the rows from the last one clicked. The row does not open. */
function SelectBox({ order, index }: { order: OrderRow_OrderFragment; index: number }) {
  const { selection, rows } = useSelection();
  const t = useT();
  return (
    <label className="orders-table__select" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <input
        type="checkbox"
        checked={selection.selected.has(order.id)}
        aria-label={t('orders.bulk.selectFor', { name: order.customer.name })}
        onChange={(e) => selection.toggle(order, index, rows, (e.nativeEvent as MouseEvent).shiftKey === true)}
      />
    </label>
  );
}

/** The header's checkbox: every loaded row selected, or none. */
function SelectLoadedBox() {
  const { selection, rows, selectAllRef } = useSelection();
  const t = useT();
  const count = rows.filter((row) => selection.selected.has(row.id)).length;
  return (
    <label className="orders-table__select">
      <input
        type="checkbox"
        checked={count > 0 && count === rows.length}
        ref={(box) => {
          if (box) box.indeterminate = count > 0 && count < rows.length;
          if (selectAllRef) selectAllRef.current = box;
        }}
        aria-label={t('orders.bulk.selectLoaded')}
        onChange={() => selection.toggleAll(rows)}
      />
    </label>
  );
}

/** A marketer's Edit and Cancel buttons on a confirmed order. */
function EditCancelButtons({ order, busy }: { order: OrderRow_OrderFragment; busy: boolean }) {
  const actions = useRowActions();
  const t = useT();
  return (
    <div className="orders-table__actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      <button
        type="button"
        disabled={!order.canEdit || busy}
        onClick={() => actions.onEdit(order)}
        aria-label={t('orders.editFor', { name: order.customer.name })}
      >
        {t('orders.edit')}
      </button>
      <button
        type="button"
        data-danger=""
        disabled={!order.canCancel || busy}
        onClick={() => actions.onCancel(order)}
        aria-label={t('orders.cancelFor', { name: order.customer.name })}
      >
        {t('orders.cancel')}
      </button>
    </div>
  );
}

/** An admin's `⋮` button, opening the row's menu under it. */
function MenuButton({ order, busy }: { order: OrderRow_OrderFragment; busy: boolean }) {
  const actions = useRowActions();
  const t = useT();
  return (
    <button
      type="button"
      className="orders-table__menu-button"
      aria-haspopup="menu"
      aria-label={t('orders.actionsFor', { name: order.customer.name })}
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        const box = e.currentTarget.getBoundingClientRect();
        actions.onMenu(order, { x: box.left, y: box.bottom });
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <LuEllipsisVertical aria-hidden />
    </button>
  );
}

/** The table's columns; fixed columns are as narrow as their longest value, text columns share the rest and wrap. */
function orderColumns({ showSelect, showStatus, showOwner, showActions, showMenu, busy, t }: ColumnOptions): Column[] {
  return [
    ...(showSelect
      ? [
          {
            key: 'select',
            label: t('orders.bulk.selectLoaded'),
            width: '20px',
            header: <SelectLoadedBox />,
            render: (o: OrderRow_OrderFragment, index: number) => <SelectBox order={o} index={index} />,
          },
        ]
      : []),
    { key: 'sn', label: t('orders.col.sn'), width: '44px', render: (_, index) => formatNumber(index + 1) },
    { key: 'date', label: t('orders.col.date'), width: '84px', render: (o) => <DateText iso={o.createdAt} /> },
    {
      key: 'product',
      label: t('orders.col.product'),
      width: 'minmax(110px, 1.3fr)',
      render: (o) => (
        <span className="data-table__wrap" title={o.product?.name}>
          {o.product?.name ?? '—'}
        </span>
      ),
    },
    { key: 'qty', label: t('orders.col.qty'), width: '34px', render: (o) => formatNumber(o.quantity) },
    {
      key: 'price',
      label: t('orders.col.price'),
      width: '100px',
      // The unit price, and for more than one what the customer pays; a phone's card shows only the latter.
      render: (o) => (
        <>
          <div className="data-table__cell orders-table__unit">{formatMoney(o.price)}</div>
          {o.quantity > 1 && (
            <div className="data-table__wrap data-table__muted orders-table__total">
              {t('orders.rowTotal', { amount: formatMoney(o.totalPrice) })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'customer',
      label: t('orders.col.customer'),
      width: 'minmax(140px, 1.5fr)',
      render: (o) => (
        <>
          <div className="data-table__cell">{o.customer.name}</div>
          <div className="data-table__wrap data-table__muted">
            {formatPhone(o.customer.phone)} · {formatLocation(o.customer)}
          </div>
          {answerBadge(o, t)}
          <RiskBadge flags={o.riskFlags} />
        </>
      ),
    },
    ...(showStatus
      ? [
          {
            key: 'status',
            label: t('orders.col.status'),
            width: '92px',
            render: (o: OrderRow_OrderFragment) => statusBadge(o, t),
          },
        ]
      : []),
    {
      key: 'remarks',
      label: t('orders.col.remarks'),
      width: 'minmax(90px, 1fr)',
      render: (o) =>
        o.remarks ? (
          <span className="data-table__wrap" title={o.remarks}>
            {o.remarks}
          </span>
        ) : (
          <span data-empty="">—</span>
        ),
    },
    ...(showOwner
      ? [
          {
            key: 'owner',
            label: t('orders.col.owner'),
            width: 'minmax(96px, 0.9fr)',
            render: (o: OrderRow_OrderFragment) => <span className="data-table__wrap">{o.owner?.name ?? '—'}</span>,
          },
        ]
      : []),
    ...(showActions
      ? [
          {
            key: 'action',
            label: t('orders.col.action'),
            width: '150px',
            render: (o: OrderRow_OrderFragment) => <EditCancelButtons order={o} busy={busy} />,
          },
        ]
      : []),
    ...(showMenu
      ? [
          {
            key: 'menu',
            label: t('orders.col.action'),
            width: '36px',
            labelHidden: true,
            render: (o: OrderRow_OrderFragment) => (hasMenu(o) ? <MenuButton order={o} busy={busy} /> : null),
          },
        ]
      : []),
  ];
}

/**
 * On a phone each order is a card of three lines, the customer's location wrapping onto more when
 * long (the card is measured); its last line has the remarks or, for an admin, the order's
 * marketer, and the row's buttons or menu. A checkbox, if any, stands left of all three. Most
 * cards are 108 px tall, or 120 px with buttons or a menu: measured as that, they move no row.
 */
const phoneLayout = (showOwner: boolean, showMenu: boolean, showSelect: boolean, showActions: boolean): PhoneLayout => {
  const lines = [
    'product product product price',
    'customer customer customer status',
    `date qty ${showOwner ? 'owner' : 'remarks'} ${showMenu ? 'menu' : 'action'}`,
  ];
  return {
    columns: `${showSelect ? '28px ' : ''}auto auto minmax(0, 1fr) auto`,
    areas: lines.map((line) => `"${showSelect ? 'select ' : ''}${line}"`).join(' '),
    rowHeight: showMenu || showActions ? 120 : 108,
  };
};

const orderKey = (order: OrderRow_OrderFragment) => order.id;

/** The orders list in a DataTable: columns follow the viewer's role and the tab. */
export function OrdersTable({
  orders,
  total,
  more,
  showStatus,
  showOwner,
  showActions,
  busyId,
  activeId,
  focusId,
  onFocusDone,
  onOpen,
  onMenu,
  onEdit,
  onCancel,
  selection,
  selectAllRef,
}: OrdersTableProps) {
  const t = useT();
  // The latest handlers, called through stable functions: a new handler does not render every row again.
  const handlers = useRef<ButtonHandlers>({ onMenu, onEdit, onCancel });
  useLayoutEffect(() => {
    handlers.current = { onMenu, onEdit, onCancel };
  });
  const actions = useMemo<Required<ButtonHandlers>>(
    () => ({
      onMenu: (order, at) => handlers.current.onMenu?.(order, at),
      onEdit: (order) => handlers.current.onEdit?.(order),
      onCancel: (order) => handlers.current.onCancel?.(order),
    }),
    [],
  );
  const showMenu = onMenu !== undefined;
  // The rows' actions wait while one runs, and while offline (the page's banner says so).
  const offline = useConnection() === 'offline';
  const busy = busyId !== null || offline;
  // An admin's eleven columns (checkbox and menu included) fit a 1280 px window without sideways scrolling.
  const showSelect = selection !== undefined;
  const columns = useMemo(
    () => orderColumns({ showSelect, showStatus, showOwner, showActions, showMenu, busy, t }),
    [showSelect, showStatus, showOwner, showActions, showMenu, busy, t],
  );
  const menu = useMemo(() => (showMenu ? { open: actions.onMenu, has: hasMenu } : undefined), [showMenu, actions]);
  const phone = useMemo(
    () => phoneLayout(showOwner, showMenu, showSelect, showActions),
    [showOwner, showMenu, showSelect, showActions],
  );
  const selecting = useMemo(
    () => (selection ? { selection, rows: orders, selectAllRef } : null),
    [selection, orders, selectAllRef],
  );
  const style = {
    // The phone layout's prefixes (orders-table.css), in the interface language.
    '--orders-qty-prefix': JSON.stringify(t('orders.qtyPrefix')),
    '--orders-owner-prefix': JSON.stringify(t('orders.ownerPrefix')),
  } as CSSProperties;

  return (
    <RowActions.Provider value={actions}>
      <Selection.Provider value={selecting}>
        <DataTable
          label={t('orders.table')}
          rows={orders}
          total={total}
          getKey={orderKey}
          columns={columns}
          rowHeight={64}
          phone={phone}
          minWidth={(showActions || showMenu ? 880 : 820) + (showSelect ? 30 : 0)}
          more={more}
          what={t('orders.noun')}
          onOpen={onOpen}
          menu={menu}
          activeKey={activeId}
          focusRow={focusId}
          onFocusRowDone={onFocusDone}
          className="orders-table"
          style={style}
          testId="orders-table"
        />
      </Selection.Provider>
    </RowActions.Provider>
  );
}
