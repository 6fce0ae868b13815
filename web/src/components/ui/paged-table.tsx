import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { MoreRows } from '../../lib/use-more-rows.ts';
import { InfiniteList } from './infinite-list.tsx';

export interface PagedColumn<T> {
  label: string;
  /** A CSS grid track: `48px`, `1fr`, `minmax(120px, 1fr)`. */
  width: string;
  /**
   * On a phone (below `md`, where the table fits the screen instead of scrolling sideways): the
   * column's track there, or `false` to leave it out; `width` when unset. The header and each row
   * are grids of their own: tracks sized by content (`auto`) would not line up between them.
   */
  phone?: string | false;
  align?: 'end';
  render(row: T, index: number): ReactNode;
}

export interface PagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly PagedColumn<T>[];
  rows: readonly T[];
  /** How many rows the list holds on the server (all pages). */
  total: number;
  getKey: (row: T) => string;
  more: MoreRows;
  /** What the rows are, for the loading and failure lines. */
  what: string;
  /** Opens a row (click or Enter), when rows lead somewhere. */
  onOpen?: (row: T) => void;
  /** Below this width (from `md` up) the table scrolls sideways rather than squeezing its columns. */
  minWidth?: string;
}

const cellStyle = (align?: 'end') => ({ textAlign: align === 'end' ? ('end' as const) : undefined, minWidth: 0, overflowWrap: 'anywhere' as const });

/**
 * A table of a paged list: a header, then only the rows in view (it scrolls with the page) and
 * the next page fetched as the end comes near. Table roles, so it reads as a table.
 */
export function PagedTable<T>({ label, columns, rows, total, getKey, more, what, onOpen, minWidth = '560px' }: PagedTableProps<T>) {
  const grid = columns.map((c) => c.width).join(' ');
  const phoneGrid = columns.flatMap((c) => (c.phone === false ? [] : [c.phone ?? c.width])).join(' ');
  const rowLayout = { display: 'grid', gridTemplateColumns: { base: phoneGrid, md: grid }, columnGap: { base: '8px', md: '12px' }, alignItems: 'center', px: { base: '3', md: '4' } } as const;
  const shown = (column: PagedColumn<T>) => (column.phone === false ? { display: { base: 'none', md: 'block' } } : {});
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" overflowX="auto">
      <Box role="table" aria-label={label} aria-rowcount={total + 1} aria-busy={more.loading || undefined} minW={{ base: '0', md: minWidth }}>
        <Box role="row" {...rowLayout} h="10" bg="bg.muted" borderBottomWidth="1px" fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
          {columns.map((column) => (
            <Box key={column.label} role="columnheader" {...cellStyle(column.align)} overflowWrap="normal" hyphens="auto" {...shown(column)}>
              {column.label}
            </Box>
          ))}
        </Box>
        <InfiniteList
          items={rows}
          getKey={getKey}
          estimateSize={49}
          more={more}
          what={what}
          rowProps={(row, index) => ({
            role: 'row',
            'aria-rowindex': index + 2,
            ...(onOpen ? { tabIndex: 0, onClick: () => onOpen(row), onKeyDown: (e: React.KeyboardEvent) => e.key === 'Enter' && onOpen(row) } : {}),
          })}
          renderItem={(row, index) => (
            <Box {...rowLayout} minH="12" py="2" fontSize="sm" borderBottomWidth="1px" cursor={onOpen ? 'pointer' : undefined} _hover={onOpen ? { bg: 'bg.muted' } : undefined}>
              {columns.map((column) => (
                <Box key={column.label} role="cell" {...cellStyle(column.align)} {...shown(column)}>
                  {column.render(row, index)}
                </Box>
              ))}
            </Box>
          )}
        />
      </Box>
    </Box>
  );
}
