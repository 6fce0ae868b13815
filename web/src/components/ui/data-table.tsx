import {
  elementScroll,
  useVirtualizer,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type CSSProperties,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import type { MoreRows } from '../../lib/use-more-rows.ts';
import { MoreRowsFooter, useMoreWhenNearEnd } from './infinite-list.tsx';
import './data-table.css';

export interface DataColumn<T> {
  /** Names the column's cells (`data-col`) and their grid area in the phone layout. */
  key: string;
  label: string;
  /** A CSS grid track of the wide layout: `44px`, `minmax(110px, 1.3fr)`. */
  width: string;
  align?: 'end';
  /** The header is read by screen readers only (a column of icon buttons, as wide as the button). */
  labelHidden?: boolean;
  /** What the header shows instead of `label` (a control acting on the column, named by `label`). */
  header?: ReactNode;
  render(row: T, index: number): ReactNode;
}

/** How rows are laid out below `md`: a card of named grid areas instead of a wide row. */
export interface PhoneLayout {
  /** The row's grid tracks. */
  columns: string;
  /** The row's `grid-template-areas`, naming columns by key; a column named nowhere is left out. */
  areas: string;
  /** A card's least height, and the height of a card not measured yet: taller content makes it taller. */
  rowHeight: number;
}

/** Where a row's menu opens, in the window's coordinates. */
export interface MenuPoint {
  x: number;
  y: number;
}

/** A row's menu: a right click, the menu key or a long press opens it. */
export interface RowMenu<T> {
  open: (row: T, at: MenuPoint) => void;
  /** Whether a row's menu has anything to offer. */
  has: (row: T) => boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** The loaded rows, in order. */
  rows: readonly T[];
  /** How many rows the list holds on the server (all pages). */
  total: number;
  /** Keep the same function between renders: the virtualizer keys its rows and their measured heights by it. */
  getKey: (row: T) => string;
  /** Keep the same array between renders (`useMemo`): rows render again only when it changes. */
  columns: readonly DataColumn<T>[];
  /** Each row's height in the wide layout: rows are laid out without measuring them. */
  rowHeight: number;
  phone: PhoneLayout;
  /** Below this width the wide layout scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  /** The next page, fetched as the end of the loaded rows comes into view. */
  more: MoreRows;
  /** What the rows are, for the loading and failure lines. */
  what: string;
  /** Opens a row (click or Enter), when rows lead somewhere. */
  onOpen?: (row: T) => void;
  menu?: RowMenu<T>;
  /** The row whose menu is open: it stays highlighted. */
  activeKey?: string | null;
  /**
   * A row to scroll to and give the focus to once it is loaded, if the focus is nowhere (it was on
   * a row moved here from another list); `onFocusRowDone` is told once it is loaded.
   */
  focusRow?: string | null;
  onFocusRowDone?: () => void;
  /** Room the page keeps above and below the table, which is at most the rest of the window. */
  reserve?: { wide: number; phone: number };
  className?: string;
  /** Extra custom properties for the caller's stylesheet. */
  style?: CSSProperties;
  testId?: string;
}

const PHONE_QUERY = '(max-width: 47.99em)';

function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The table's size as the browser reports it after laying the page out, rather than read at once
 * as the table mounts, which would force a layout of the whole page inside the task that shows
 * the first rows. Until the first report the virtualizer works from `initialRect`, the height the
 * table's style asks for.
 */
function observeTableRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

/** How long a finger rests on a row before its menu opens, and how far it may drift meanwhile. */
const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP_PX = 10;

/** What a row's events call: kept in a ref, so that a new handler does not render every row again. */
interface RowHandlers<T> {
  onOpen?: (row: T) => void;
  menu?: RowMenu<T>;
}

/**
 * A long press on a touch screen (Android reports one as a context menu too, iOS does not): the
 * menu opens where the finger is, and the tap that ends the press does not open the row.
 */
function useLongPress<T>(row: T, handlers: RefObject<RowHandlers<T>>) {
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
  const opened = useRef(false);
  const stop = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };
  const openAt = (at: MenuPoint) => {
    const menu = handlers.current.menu;
    if (!menu?.has(row)) return false;
    opened.current = true;
    menu.open(row, at);
    return true;
  };
  return {
    onPointerDown: (e: PointerEvent) => {
      opened.current = false;
      if (e.pointerType !== 'touch' || !handlers.current.menu) return;
      stop();
      const at = { x: e.clientX, y: e.clientY };
      press.current = { ...at, timer: window.setTimeout(() => openAt(at), LONG_PRESS_MS) };
    },
    onPointerMove: (e: PointerEvent) => {
      if (press.current && Math.hypot(e.clientX - press.current.x, e.clientY - press.current.y) > LONG_PRESS_SLOP_PX)
        stop();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    /** A click after the press opened the menu is the press ending. */
    swallowsClick: () => opened.current,
    /** A key ends any press: the menu key's context menu is not the end of one. */
    onKeyDown: () => {
      opened.current = false;
    },
    openAt,
  };
}

interface RowProps<T> {
  row: T;
  rowKey: string;
  index: number;
  top: number;
  /** The row's height, or with `measure` its least height. */
  height: number;
  /** Measures the row (a phone's card, as tall as its content); fixed height without. */
  measure?: (row: HTMLDivElement | null) => void;
  columns: readonly DataColumn<T>[];
  /** Each column's grid area on a phone, or `null` where the phone layout leaves it out. */
  areas: readonly (string | null)[] | null;
  active: boolean;
  opens: boolean;
  handlers: RefObject<RowHandlers<T>>;
}

const cellStyle = (align: DataColumn<unknown>['align'], area: string | null | undefined): CSSProperties | undefined =>
  area === null ? { display: 'none' } : { gridArea: area, textAlign: align === 'end' ? 'end' : undefined };

/**
 * One row. Memoized: scrolling renders the table on every frame and each new page renders it
 * again, and the rows already in view (the same cached objects) are then left alone.
 */
function RowOf<T>({ row, rowKey, index, top, height, measure, columns, areas, active, opens, handlers }: RowProps<T>) {
  const longPress = useLongPress(row, handlers);
  return (
    <div
      ref={measure}
      data-index={index}
      role="row"
      aria-rowindex={index + 2}
      tabIndex={opens ? 0 : undefined}
      className="data-table__row"
      data-key={rowKey}
      data-opens={opens ? '' : undefined}
      data-active={active ? '' : undefined}
      style={measure ? { top, minHeight: height } : { top, height }}
      onClick={opens ? () => !longPress.swallowsClick() && handlers.current.onOpen?.(row) : undefined}
      onKeyDown={(e) => {
        longPress.onKeyDown();
        if (opens && e.key === 'Enter') handlers.current.onOpen?.(row);
      }}
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
        const box = e.currentTarget.getBoundingClientRect();
        const fromKeyboard = e.clientX === 0 && e.clientY === 0;
        if (longPress.openAt(fromKeyboard ? { x: box.left + 24, y: box.bottom } : { x: e.clientX, y: e.clientY }))
          e.preventDefault();
      }}
    >
      {columns.map((column, n) => (
        <div
          key={column.key}
          role="cell"
          className="data-table__cell"
          data-col={column.key}
          style={cellStyle(column.align, areas ? areas[n] : undefined)}
        >
          {column.render(row, index)}
        </div>
      ))}
    </div>
  );
}

/** The key of the last row while more rows are loading or failed to load. */
const MORE_KEY = '(more)';

const Row = memo(RowOf) as <T>(props: RowProps<T>) => ReactElement;

/** The column keys named in a `grid-template-areas` value. */
function areaNames(areas: string): Set<string> {
  return new Set(
    areas
      .replace(/["']/g, ' ')
      .split(/\s+/)
      .filter((name) => name && name !== '.'),
  );
}

/**
 * Every paged list's table: plain elements, only the rows in view in the page, the next page
 * fetched as the end comes near, so 10,000 rows open and scroll as quickly as 10. It scrolls in
 * its own box under a sticky header; on a phone each row is a card of the caller's grid areas.
 */
export function DataTable<T>({
  label,
  rows,
  total,
  getKey,
  columns,
  rowHeight,
  phone,
  minWidth,
  more,
  what,
  onOpen,
  menu,
  activeKey,
  focusRow,
  onFocusRowDone,
  reserve = { wide: 260, phone: 220 },
  className,
  style,
  testId,
}: DataTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const compact = usePhone();
  const height = compact ? phone.rowHeight : rowHeight;
  const footer = more.hasMore || more.failed;
  const count = rows.length + (footer ? 1 : 0);
  // The table is as tall as the whole list needs (up to the window), rows plus header and border:
  // rows not loaded or not measured yet at `height`.
  const frame = compact ? 2 : 46;
  const estimatedHeight = Math.max(total, rows.length, 1) * height + frame;
  const chrome = compact ? reserve.phone : reserve.wide;
  // A new table is at the top already: its first scroll, to offset 0 as it mounts, is skipped,
  // since writing the offset would force a layout inside the task that shows the first rows.
  const placed = useRef(false);
  const scrollTable = useRef<VirtualizerOptions<HTMLDivElement, Element>['scrollToFn']>((offset, options, instance) => {
    const first = !placed.current;
    placed.current = true;
    if (first && offset === 0 && !options.adjustments) return;
    elementScroll(offset, options, instance);
  });
  // Rows are keyed by their row, so that a card's measured height goes with it when rows come and go.
  const itemKey = useCallback(
    (index: number) => (index < rows.length ? getKey(rows[index]!) : MORE_KEY),
    [rows, getKey],
  );
  // The virtualizer answers the same object with new rows, so React Compiler would not memoize
  // this component (TanStack/virtual#1119): nothing here relies on that, and no compiler runs.
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler bail-out is expected
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    getItemKey: itemKey,
    estimateSize: () => height,
    overscan: 8,
    observeElementRect: observeTableRect,
    scrollToFn: scrollTable.current,
    initialRect: { width: window.innerWidth, height: Math.min(window.innerHeight - chrome, estimatedHeight) },
  });
  const contentHeight = estimatedHeight + virtualizer.getTotalSize() - count * height;
  // Row heights change with the layout: lay the rows out again before the screen is painted.
  // Not as the table mounts, where the rows were just laid out with this height.
  const measuredFor = useRef(compact);
  useLayoutEffect(() => {
    if (measuredFor.current === compact) return;
    measuredFor.current = compact;
    virtualizer.measure();
  }, [compact, virtualizer]);
  useMoreWhenNearEnd(virtualizer, rows.length, more);

  const handlers = useRef<RowHandlers<T>>({ onOpen, menu });
  const focusRowDone = useRef(onFocusRowDone);
  useLayoutEffect(() => {
    handlers.current = { onOpen, menu };
    focusRowDone.current = onFocusRowDone;
  });
  useEffect(() => {
    const index = focusRow ? rows.findIndex((row) => getKey(row) === focusRow) : -1;
    if (index < 0) return;
    virtualizer.scrollToIndex(index);
    const frame = requestAnimationFrame(() => {
      // Lost: nowhere, or still in the question that moved the row, as it closes.
      const focus = document.activeElement;
      const lost =
        !focus ||
        focus === document.body ||
        focus.closest('[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]') !== null;
      if (lost)
        scroller.current
          ?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(focusRow!)}"]`)
          ?.focus({ preventScroll: true });
      focusRowDone.current?.();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRow, rows, getKey, virtualizer]);
  const areas = useMemo(() => {
    if (!compact) return null;
    const named = areaNames(phone.areas);
    return columns.map((column) => (named.has(column.key) ? column.key : null));
  }, [compact, phone.areas, columns]);
  const tableStyle = {
    ...style,
    '--table-columns': columns.map((c) => c.width).join(' '),
    '--table-min-width': `${minWidth}px`,
    '--table-phone-columns': phone.columns,
    '--table-phone-areas': phone.areas,
    height: `min(calc(100dvh - ${chrome}px), ${contentHeight}px)`,
    minHeight: `${Math.min(240, contentHeight)}px`,
  } as CSSProperties;

  return (
    <div
      ref={scroller}
      className={['data-table', compact && 'data-table--phone', className].filter(Boolean).join(' ')}
      style={tableStyle}
      role="table"
      aria-label={label}
      aria-rowcount={total + 1}
      aria-busy={more.loading || undefined}
      data-testid={testId}
    >
      <div className="data-table__inner">
        <div className="data-table__head" role="row">
          {columns.map((c) => (
            <div
              key={c.key}
              role="columnheader"
              className="data-table__cell"
              data-col={c.key}
              style={{ textAlign: c.align === 'end' ? 'end' : undefined }}
            >
              {c.header ?? (c.labelHidden ? <span className="data-table__unseen">{c.label}</span> : c.label)}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (row === undefined) {
              return (
                <div
                  key="more"
                  role="row"
                  className="data-table__row data-table__more"
                  style={{ top: item.start, height }}
                >
                  <div role="cell">
                    <MoreRowsFooter more={more} what={what} />
                  </div>
                </div>
              );
            }
            const key = getKey(row);
            return (
              <Row
                key={key}
                row={row}
                rowKey={key}
                index={item.index}
                top={item.start}
                height={height}
                measure={compact ? virtualizer.measureElement : undefined}
                columns={columns}
                areas={areas}
                active={key === activeKey}
                opens={onOpen !== undefined}
                handlers={handlers}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
