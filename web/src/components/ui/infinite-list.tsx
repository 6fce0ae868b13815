import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MoreRows } from '../../lib/use-more-rows.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

/** Rows from the end at which the next page is asked for, so it usually arrives before it is needed. */
const AHEAD = 15;

/**
 * Asks for the next page once the rendered rows come within `AHEAD` of the end of the loaded
 * ones. Used by every virtualized list (the orders table scrolls itself, the others the window).
 */
export function useMoreWhenNearEnd(
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLDivElement, Element>,
  loaded: number,
  more: MoreRows,
): void {
  const items = virtualizer.getVirtualItems();
  const last = items.length > 0 ? items[items.length - 1]!.index : -1;
  const near = last >= loaded - AHEAD;
  useEffect(() => {
    if (near && more.hasMore && !more.loading && !more.failed) more.load();
  }, [near, more]);
}

/** The last row of a paged list: loading, or a failure with a retry. */
export function MoreRowsFooter({ more, what }: { more: MoreRows; what: string }) {
  const t = useT();
  if (more.failed) {
    return (
      <HStack justify="center" gap="3" py="3" role="alert">
        <Text color="fg.muted">{t('list.moreFailed', { what })}</Text>
        <Button size="xs" variant="outline" onClick={more.load}>
          {t('common.tryAgain')}
        </Button>
      </HStack>
    );
  }
  return (
    <HStack justify="center" gap="2" py="3" color="fg.muted" aria-live="polite">
      <Spinner size="sm" />
      <Text>{t('list.loadingMore', { what })}</Text>
    </HStack>
  );
}

export interface InfiniteListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  /** A first guess of a row's height; rows are measured once shown. */
  estimateSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  more: MoreRows;
  /** What the rows are, for the loading and failure lines ("users", "payments"). */
  what: string;
  /** The element type of the list and its rows (`ul`/`li`, or `div` with table roles set by the caller). */
  as?: 'ul' | 'div';
  listProps?: Record<string, unknown>;
  rowProps?: (item: T, index: number) => Record<string, unknown>;
}

/**
 * A list of any length that scrolls with the page: only the rows in view (and a few around) are
 * in the page, and the next page is fetched as the end comes near.
 */
export function InfiniteList<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  more,
  what,
  as: List = 'div',
  listProps,
  rowProps,
}: InfiniteListProps<T>) {
  const list = useRef<HTMLElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the page: measured at once, then whenever the page's layout changes
  // size (what is above the list, such as tabs and counts, can change height).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setOffset((current) => (Math.abs(top - current) > 0.5 ? top : current));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const footer = more.hasMore || more.failed;
  const virtualizer = useWindowVirtualizer({
    count: items.length + (footer ? 1 : 0),
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => (index < items.length ? getKey(items[index]!) : '__more'),
  });
  useMoreWhenNearEnd(virtualizer, items.length, more);
  const Row = List === 'ul' ? 'li' : 'div';

  return (
    <List
      ref={list as never}
      {...listProps}
      style={{ position: 'relative', height: virtualizer.getTotalSize(), listStyle: 'none', margin: 0, padding: 0 }}
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const item = items[virtual.index];
        return (
          <Row
            key={virtual.key}
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            {...(item !== undefined ? rowProps?.(item, virtual.index) : { role: List === 'ul' ? undefined : 'row' })}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              transform: `translateY(${virtual.start - offset}px)`,
            }}
          >
            {item !== undefined ? renderItem(item, virtual.index) : <MoreRowsFooter more={more} what={what} />}
          </Row>
        );
      })}
    </List>
  );
}
