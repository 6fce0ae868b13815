import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  isObjectType,
  isInterfaceType,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { MAX_ROWS } from '@bikri/schema/lists';

/**
 * How many list rows an operation asks for: every field with a `first` argument counts its
 * `first` (its default when not given), multiplied by the rows of the lists it sits in, over
 * every alias and fragment. A page of 50 orders is 50; fifteen aliases of 100 are 1,500.
 */
export function rowsAskedFor(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const defaults = new Map(operation.variableDefinitions?.map((d) => [d.variable.name.value, d.defaultValue]) ?? []);
  const valueOf = (node: ValueNode): unknown => {
    if (node.kind === Kind.VARIABLE) {
      const name = node.name.value;
      if (variables[name] !== undefined) return variables[name];
      const fallback = defaults.get(name);
      return fallback ? valueOf(fallback) : undefined;
    }
    return node.kind === Kind.INT ? Number(node.value) : undefined;
  };

  const walk = (selections: SelectionSetNode, parent: GraphQLCompositeType | undefined, outer: number, seen: ReadonlySet<string>): number => {
    let rows = 0;
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const def = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[selection.name.value] : undefined;
        if (!def) continue;
        let inner = outer;
        const first = def.args.find((arg) => arg.name === 'first');
        if (first) {
          const given = selection.arguments?.find((arg) => arg.name.value === 'first');
          const asked = given ? valueOf(given.value) : first.defaultValue;
          // A single page over the limit is the argument's own error (BAD_USER_INPUT naming
          // `first`, from its validation); here it counts as a full page.
          const n = typeof asked === 'number' && Number.isFinite(asked) ? Math.min(Math.max(0, asked), MAX_ROWS) : 0;
          inner = outer * n;
          rows += inner;
        }
        if (selection.selectionSet) rows += walk(selection.selectionSet, getNamedType(def.type) as GraphQLCompositeType, inner, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType) : parent;
        rows += walk(selection.selectionSet, type, outer, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments[name];
        // A fragment that spreads itself is refused by validation; never loop on one here.
        if (!fragment || seen.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType;
        rows += walk(fragment.selectionSet, type, outer, new Set([...seen, name]));
      }
    }
    return rows;
  };

  const root = schema.getRootType(operation.operation);
  return walk(operation.selectionSet, root ?? undefined, 1, new Set());
}

/**
 * Refuses, before anything runs, an operation whose lists ask for more than `MAX_ROWS` rows in
 * all, so that aliases or nesting cannot multiply what one request makes the BFF build.
 */
export function listBudgetPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    // Apollo's hooks answer promises; these have nothing to wait for.
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, operation, document, request }) {
          if (!operation) return Promise.resolve();
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
          }
          const rows = rowsAskedFor(schema, operation, fragments, request.variables ?? {});
          if (rows > MAX_ROWS) {
            throw new GraphQLError(`This operation asks for ${rows} list rows in all (the sum of every "first", aliases included); at most ${MAX_ROWS} per request.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
          return Promise.resolve();
        },
      });
    },
  };
}
