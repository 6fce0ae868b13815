import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** What a document that is not trusted may hold, counted before it is validated. */
export interface DocumentBounds {
  /** Fields one selection set merges, those of the fragments spread into it included. */
  fieldsPerSelection: number;
  /** Fields in the whole document, each fragment counted again wherever it is spread. */
  fields: number;
}

export type DocumentBound = keyof DocumentBounds;

/**
 * The first bound `document` goes past, or undefined. graphql-js's OverlappingFieldsCanBeMerged
 * compares the fields each selection set merges pairwise, and again inside each pair of fields of
 * the same name, so its work grows with the square of these counts: bounding them keeps
 * validation of any new document within milliseconds. One pass, each fragment counted once and
 * its count reused where it is spread; a fragment that spreads itself counts nothing more
 * (validation refuses it).
 */
export function exceededBound(document: DocumentNode, bounds: DocumentBounds): DocumentBound | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  /** Per fragment: the fields its own selection set merges, and all the fields under it. */
  const counted = new Map<string, { merged: number; all: number }>();
  const counting = new Set<string>();
  let exceeded: DocumentBound | undefined;

  const fragmentCounts = (name: string) => {
    const known = counted.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment || counting.has(name)) return { merged: 0, all: 0 };
    counting.add(name);
    const counts = count(fragment.selectionSet);
    counting.delete(name);
    counted.set(name, counts);
    return counts;
  };

  /** The fields `set` merges (through inline fragments and spreads) and all the fields under it. */
  const count = (set: SelectionSetNode): { merged: number; all: number } => {
    let merged = 0;
    let all = 0;
    for (const selection of set.selections) {
      if (exceeded) break;
      if (selection.kind === Kind.FIELD) {
        merged += 1;
        all += 1 + (selection.selectionSet ? count(selection.selectionSet).all : 0);
      } else {
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? count(selection.selectionSet)
            : fragmentCounts(selection.name.value);
        merged += inner.merged;
        all += inner.all;
      }
    }
    if (merged > bounds.fieldsPerSelection) exceeded ??= 'fieldsPerSelection';
    return { merged, all };
  };

  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total += count(definition.selectionSet).all;
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) total += fragmentCounts(definition.name.value).all;
    if (exceeded) return exceeded;
    if (total > bounds.fields) return 'fields';
  }
  return undefined;
}
