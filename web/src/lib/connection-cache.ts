import type { ApolloCache, FieldPolicy, Reference } from '@apollo/client';
import type { FieldFunctionOptions } from '@apollo/client/cache';
import { compareNewestFirst, sortableTime } from '@bikri/schema/lists';

/** Reads a field of a cached entity (Apollo's `readField`). */
export type ReadFieldFunction = FieldFunctionOptions['readField'];

/**
 * Lists are cursor connections (`first`/`after`, `edges { cursor node }`, `pageInfo`,
 * `totalCount`). In the cache, each filter and search of a list is one entry that grows page by
 * page; the tabs of a screen are several entries over the same normalized rows.
 */

export type ListArgs = Record<string, unknown>;

interface StoredEdge {
  __typename?: string;
  cursor: string;
  node: Reference;
}

interface StoredConnection {
  __typename?: string;
  edges: StoredEdge[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null; __typename?: string };
  totalCount?: number;
  /** The key arguments this entry was fetched with, kept so that changes can tell where a row belongs. */
  listArgs?: ListArgs;
}

/** Whether a row (a normalized entity) belongs in the list with these arguments, as far as its own fields tell. */
export type Belongs = (args: ListArgs, node: Reference, readField: ReadFieldFunction) => boolean;

function keyOf(args: Record<string, unknown> | null, keyArgs: readonly string[]): ListArgs {
  return Object.fromEntries(keyArgs.map((key) => [key, args?.[key] ?? null]));
}

/**
 * The field policy of a connection: one entry per combination of `keyArgs`; a page asked
 * `after` a cursor is added after that row, never twice; a first page (no `after`) replaces
 * the entry, so a visit shows fresh data. Rows that no longer fit the entry's filter (an order
 * moved to another tab) are left out when it is read.
 */
export function connectionField(keyArgs: readonly string[], belongs?: Belongs): FieldPolicy<StoredConnection> {
  return {
    keyArgs: [...keyArgs],
    merge(existing, incoming, { args, readField }) {
      const listArgs = keyOf(args, keyArgs);
      const after = args?.after as string | null | undefined;
      if (!existing || !after) return { ...incoming, listArgs };
      const at = existing.edges.findIndex((edge) => edge.cursor === after);
      const kept = at >= 0 ? existing.edges.slice(0, at + 1) : existing.edges;
      const seen = new Set(kept.map((edge) => readField<string>('id', edge.node)));
      const added = incoming.edges.filter((edge) => !seen.has(readField<string>('id', edge.node)));
      return {
        ...incoming,
        edges: [...kept, ...added],
        pageInfo: { ...incoming.pageInfo, hasPreviousPage: existing.pageInfo.hasPreviousPage, startCursor: existing.pageInfo.startCursor },
        listArgs,
      };
    },
    read(existing, { readField, canRead }) {
      if (!existing) return existing;
      const args = existing.listArgs ?? {};
      const edges = existing.edges.filter((edge) => canRead(edge.node) && (!belongs || belongs(args, edge.node, readField)));
      return edges.length === existing.edges.length ? existing : { ...existing, edges };
    },
  };
}

/** A normalized entity, by its type and id. */
export interface EntityRef {
  __typename: string;
  id: string;
}

const refOf = ({ __typename, id }: EntityRef) => ({ __typename, id });

/** Where a change leaves a row, for one list entry: in it, out of it, or unknown (a search the client cannot run). */
export type Fit = 'in' | 'out' | 'unknown';

export interface ListChange {
  /** The list field (`orders`, `users`, …). */
  field: string;
  /** The row that changed or was created. */
  node: EntityRef;
  /** Where it now belongs in an entry with these arguments. */
  fit(args: ListArgs, present: boolean): Fit;
  /** Whether it was counted in an entry with these arguments before the change (false for a new row). */
  was(args: ListArgs): boolean;
  /** The list's order: negative when `a` comes first. */
  compare(a: Reference, b: Reference, readField: ReadFieldFunction): number;
  /** `__typename` of the edges (`OrderEdge`, …). */
  edgeType: string;
}

/**
 * Applies a change to every cached entry of a list: a row that now fits is put in its place
 * (when that place is within the pages already loaded; later pages bring it otherwise), a row
 * that no longer fits is taken out, and an entry the client cannot decide (a search it does not
 * run) is dropped, so it is asked for again when next shown rather than shown wrong.
 */
export function applyListChange(cache: ApolloCache, change: ListChange): void {
  const ref = cache.identify(refOf(change.node));
  if (!ref) return;
  cache.modify({
    fields: {
      [change.field]: (value: unknown, { readField, toReference, DELETE }) => {
        const existing = value as StoredConnection | undefined;
        if (!existing?.edges) return existing;
        const args = existing.listArgs ?? {};
        const present = existing.edges.some((edge) => edge.node.__ref === ref);
        const fit = change.fit(args, present);
        if (fit === 'unknown') return present ? existing : DELETE;
        const totalCount = existing.totalCount === undefined ? undefined : Math.max(0, existing.totalCount + Number(fit === 'in') - Number(change.was(args)));
        const others = existing.edges.filter((edge) => edge.node.__ref !== ref);
        if (fit === 'out') return { ...existing, edges: others, totalCount };
        const node = toReference(refOf(change.node));
        if (!node) return existing;
        const at = others.findIndex((edge) => change.compare(edge.node, node, readField) > 0);
        // Its place is past what is loaded: the next page brings it.
        if (at < 0 && existing.pageInfo.hasNextPage) return { ...existing, edges: others, totalCount };
        const edge: StoredEdge = { __typename: change.edgeType, cursor: '', node };
        const edges = at < 0 ? [...others, edge] : [...others.slice(0, at), edge, ...others.slice(at)];
        return { ...existing, edges, totalCount };
      },
    },
  });
}

/** The search arguments under which a row is known to be listed (it is in a cached entry with that search). */
export function searchesListing(cache: ApolloCache, field: string, node: EntityRef): Set<string> {
  const ref = cache.identify(refOf(node));
  const found = new Set<string>();
  cache.modify({
    fields: {
      [field]: (value: unknown) => {
        const existing = value as StoredConnection | undefined;
        if (existing?.edges?.some((edge) => edge.node.__ref === ref)) found.add(searchOf(existing.listArgs ?? {}));
        return value;
      },
    },
    optimistic: false,
  });
  return found;
}

/** An entry's search, trimmed ('' when none). */
export const searchOf = (args: ListArgs): string => (typeof args.search === 'string' ? args.search.trim() : '');

/** The per-tab counts of a list (`orderCounts(search)`), kept per search like the list itself. */
export function countsField(): FieldPolicy<Record<string, unknown>> {
  return {
    keyArgs: ['search'],
    merge: (_existing, incoming, { args }) => ({ ...incoming, listArgs: keyOf(args, ['search']) }),
  };
}

/**
 * Adjusts every cached counts entry of a list (`orderCounts`, …): `adjust` answers the new
 * counts, or null when this entry's search leaves the change unknown (then it is dropped and
 * asked for again when next shown).
 */
export function adjustCounts<C extends Record<string, unknown>>(cache: ApolloCache, field: string, adjust: (counts: C, search: string) => C | null): void {
  cache.modify({
    fields: {
      [field]: (value: unknown, { DELETE }) => {
        const existing = value as (C & { listArgs?: ListArgs }) | undefined;
        if (!existing) return value;
        const next = adjust(existing, searchOf(existing.listArgs ?? {}));
        return next ? { ...next, listArgs: existing.listArgs } : DELETE;
      },
    },
  });
}

/** Newest first by `createdAt`, then by id: the order of every dated list (`@bikri/schema/lists`). */
export function newestFirst(a: Reference, b: Reference, readField: ReadFieldFunction): number {
  const position = (ref: Reference) => ({ key: sortableTime(readField<string>('createdAt', ref)), id: readField<string>('id', ref) ?? '' });
  return compareNewestFirst(position(a), position(b));
}
