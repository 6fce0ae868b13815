import {
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** A field of an operation with its definition in the schema. */
export interface FieldVisit {
  node: FieldNode;
  definition: GraphQLField<unknown, unknown>;
}

/**
 * What `walkFields` does at a field: `enter` is given the field and what its parent's walk
 * carries (`outer`), and answers what the field's own selections are walked with, or `false`
 * to leave them.
 */
export type EnterField<T> = (field: FieldVisit, outer: T) => T | false;

/** The fragment definitions of a document by name. */
export function fragmentsOf(document: DocumentNode): ReadonlyMap<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/**
 * Walks an operation's fields depth first, as they would run: inline fragments and named
 * fragment spreads are walked where they stand, with the type they name. A field the schema
 * does not have, and a fragment that spreads itself (both refused by validation), are skipped.
 */
export function walkFields<T>(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  start: T,
  enter: EnterField<T>,
): void {
  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | undefined | null,
    outer: T,
    spread: ReadonlySet<string>,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const definition =
          isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        if (!definition) continue;
        const inner = enter({ node: selection, definition }, outer);
        if (inner !== false && selection.selectionSet)
          walk(selection.selectionSet, getNamedType(definition.type), inner, spread);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        walk(selection.selectionSet, type, outer, spread);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || spread.has(name)) continue;
        walk(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value),
          outer,
          new Set([...spread, name]),
        );
      }
    }
  };
  walk(operation.selectionSet, schema.getRootType(operation.operation), start, new Set());
}

/** The names of an operation's root fields, through fragments, in order (a name once per field asked). */
export function rootFieldNames(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): string[] {
  const names: string[] = [];
  walkFields(schema, operation, fragments, undefined, ({ node }) => {
    names.push(node.name.value);
    return false;
  });
  return names;
}
