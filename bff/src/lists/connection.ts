import { FIRST_PAGE, MAX_ROWS, SEARCH_MAX_LENGTH } from '@bikri/schema/lists';
import { MaxLength } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../errors.ts';
import type { Position } from '@bikri/schema/lists';
import type { ListOrder } from './list-order.ts';
import type { SortedList } from './sorted-list.ts';
import { AtLeast, AtMost, MaxChars } from '../policies/validators.ts';

@ObjectType({ simpleResolvers: true, description: 'Where a page sits in its list (Relay cursor connections).' })
export class PageInfo {
  @Field(() => Boolean, {
    description: 'Whether more rows follow the last one of this page (ask again with `after: endCursor`).',
  })
  hasNextPage!: boolean;

  @Field(() => Boolean, { description: 'Whether rows come before the first one of this page.' })
  hasPreviousPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the first row of this page; null when the page is empty.',
  })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last row of this page; pass it as `after` for the next page.',
  })
  endCursor!: string | null;
}

export interface Edge<T> {
  node: T;
  cursor: string;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * `<Name>Edge` and `<Name>Connection` object types for a node type, after the Relay connection
 * spec; `totalCount` counts every row of the filtered list, not only this page.
 */
export function ConnectionType<T extends object>(Node: ClassType<T>, what: string) {
  @ObjectType(`${Node.name}Edge`, { simpleResolvers: true, description: `One ${what} in a page, with its cursor.` })
  class EdgeType implements Edge<T> {
    @Field(() => Node, { description: `The ${what}.` })
    node!: T;

    @Field(() => String, {
      description: `Where this ${what} sits in the list: pass it as \`after\` to continue after it.`,
    })
    cursor!: string;
  }

  // Not emitted itself (nothing returns it): the concrete `<Name>Connection` classes extend it.
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionClass implements Connection<T> {
    @Field(() => [EdgeType], { description: `The ${what}s of this page, in list order.` })
    edges!: EdgeType[];

    @Field(() => PageInfo, { description: 'Where this page sits in the list.' })
    pageInfo!: PageInfo;

    @Field(() => Int, {
      description: `How many ${what}s the whole list holds (every page), with its filters and search.`,
    })
    totalCount!: number;
  }
  return ConnectionClass;
}

/** `first`/`after`, the forward paging arguments every list takes. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: FIRST_PAGE, description: `How many rows to answer, 1 to ${MAX_ROWS}.` })
  @AtLeast(1)
  @AtMost(MAX_ROWS)
  first: number = FIRST_PAGE;

  @Field(() => String, {
    nullable: true,
    description: "Answer the rows after this cursor (a previous page's `pageInfo.endCursor`).",
  })
  @MaxLength(200, { message: 'is not a cursor of this list' })
  after?: string | null;
}

/** A search box's text, trimmed; lists match it case-insensitively. */
@ArgsType()
export class SearchArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Only rows matching this text (case-insensitive, Devanagari digits read as 0-9; see the list for the fields it looks in).',
  })
  @MaxChars(SEARCH_MAX_LENGTH)
  search?: string | null;
}

/**
 * A row's cursor, opaque to clients: the list order's name, the length of the row's sort key, the
 * key and the row's id (`newest:24:2026-07-27T04:08:46.372Z:6a66d9ce…`); the length keeps any
 * key and id apart, whatever they hold. Plain text, which clients treat as opaque.
 */
export function encodeCursor(order: ListOrder<never>, { key, id }: Position): string {
  return `${order.name}:${key.length}:${key}:${id}`;
}

/** The position a cursor of `order` holds; a cursor of another list, or none at all, is refused on `after`. */
export function decodeCursor(order: ListOrder<never>, cursor: string): Position {
  const prefix = `${order.name}:`;
  if (cursor.startsWith(prefix)) {
    const lengthEnd = cursor.indexOf(':', prefix.length);
    const length = lengthEnd > prefix.length ? cursor.slice(prefix.length, lengthEnd) : '';
    const keyEnd = lengthEnd + 1 + Number(length);
    if (/^\d{1,4}$/.test(length) && cursor[keyEnd] === ':' && keyEnd + 1 < cursor.length) {
      return { key: cursor.slice(lengthEnd + 1, keyEnd), id: cursor.slice(keyEnd + 1) };
    }
  }
  throw badInput('after', 'is not a cursor of this list');
}

/** What a request has spent as it ran (policies/request-cost.ts). */
export interface Spending {
  add(units: number): void;
}

/**
 * One page of a sorted list: the first `first` rows after the `after` cursor, each mapped to its
 * node; each row answered is spent (`spent`: the request's).
 */
export function paginate<T, N>(
  { order, rows }: SortedList<T>,
  { first, after }: PageArgs,
  toNode: (item: T) => N,
  spent: Spending,
): Connection<N> {
  let start = 0;
  if (after) {
    const from = decodeCursor(order, after);
    // The first row that comes after the cursor's position (binary search: the rows are in order).
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order.compare(order.position(rows[middle]!), from) <= 0) low = middle + 1;
      else high = middle;
    }
    start = low;
  }
  const page = rows.slice(start, start + first);
  spent.add(page.length);
  const edges = page.map((row) => ({ node: toNode(row), cursor: encodeCursor(order, order.position(row)) }));
  const pageInfo = new PageInfo();
  Object.assign(pageInfo, {
    hasNextPage: start + page.length < rows.length,
    hasPreviousPage: start > 0,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges[edges.length - 1]?.cursor ?? null,
  } satisfies PageInfo);
  return { edges, pageInfo, totalCount: rows.length };
}
