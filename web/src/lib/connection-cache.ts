import type { FieldPolicy, Reference } from '@apollo/client';
import type { FieldFunctionOptions } from '@apollo/client/cache';

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
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    __typename?: string;
  };
  totalCount?: number;
  /** The key arguments this entry was fetched with, kept so that reading it can leave out rows that no longer fit them. */
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
        pageInfo: {
          ...incoming.pageInfo,
          hasPreviousPage: existing.pageInfo.hasPreviousPage,
          startCursor: existing.pageInfo.startCursor,
        },
        listArgs,
      };
    },
    read(existing, { readField, canRead }) {
      if (!existing) return existing;
      const args = existing.listArgs ?? {};
      const edges = existing.edges.filter(
        (edge) => canRead(edge.node) && (!belongs || belongs(args, edge.node, readField)),
      );
      return edges.length === existing.edges.length ? existing : { ...existing, edges };
    },
  };
}
