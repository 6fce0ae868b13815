import type { ApolloServerPlugin } from '@apollo/server';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  GraphQLID,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { badInput, refusal, type AppError } from '../errors.ts';
import { fragmentsOf, walkFields, type FieldVisit } from './query-tree.ts';
import { coerceVariables } from './variable-bounds.ts';

/** The gateway's ids: letters, digits, `_` and `-`, up to 64 (its own are 24 hex digits). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest list of ids one argument may carry (e.g. `requestPayout(orderIds)`). */
export const MAX_IDS = 500;

function check(type: GraphQLInputType, value: unknown, field: string): AppError | undefined {
  if (value === null || value === undefined) return undefined;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return undefined;
    if (getNamedType(inner) === GraphQLID && value.length > MAX_IDS)
      return badInput(field, `at most ${MAX_IDS} ids`, { rule: 'TOO_MANY', limit: MAX_IDS });
    for (const [n, item] of value.entries()) {
      const problem = check(inner.ofType, item, `${field}[${n}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isInputObjectType(inner)) {
    for (const [name, definition] of Object.entries(inner.getFields())) {
      const problem = check(definition.type, (value as Record<string, unknown>)[name], `${field}.${name}`);
      if (problem) return problem;
    }
    return undefined;
  }
  // A blank id names nothing and is answered NOT_FOUND further in; anything else must look like one.
  if (inner === GraphQLID && typeof value === 'string' && value.trim() !== '' && !ID_PATTERN.test(value)) {
    return badInput(field, 'is not a valid id');
  }
  return undefined;
}

/** Whether a value of `type` can carry an id: an ID, or a list or input object holding one. */
function mayHoldId(type: GraphQLInputType, seen = new Set<GraphQLInputType>()): boolean {
  const named = getNamedType(type);
  if (named === GraphQLID) return true;
  if (!isInputObjectType(named) || seen.has(named)) return false;
  seen.add(named);
  return Object.values(named.getFields()).some((field) => mayHoldId(field.type, seen));
}

/**
 * Whether a variable may leave the argument null where it must not be: a nullable variable may
 * stand for a non-null argument that has a default (`first: Int! = 50`), and GraphQL only refuses
 * an explicit null there as the field runs.
 */
const defaultedNonNull = (argument: GraphQLArgument) =>
  isNonNullType(argument.type) && argument.defaultValue !== undefined;

/**
 * The fields of an operation with an argument that can carry an id or is non-null with a default,
 * found once per parsed operation (Apollo Server caches the documents); most operations have none.
 */
const checkedFieldsOf = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, readonly FieldVisit[]>>();

function checkedFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): readonly FieldVisit[] {
  let bySchema = checkedFieldsOf.get(schema);
  if (!bySchema) checkedFieldsOf.set(schema, (bySchema = new WeakMap()));
  let found = bySchema.get(operation);
  if (!found) {
    const fields: FieldVisit[] = [];
    walkFields(schema, operation, fragmentsOf(document), undefined, (field) => {
      if (field.definition.args.some((argument) => mayHoldId(argument.type) || defaultedNonNull(argument)))
        fields.push(field);
      return undefined;
    });
    bySchema.set(operation, (found = fields));
  }
  return found;
}

/**
 * Checks an operation's input before anything runs: its variables (policies/variable-bounds.ts:
 * their keys, then their types), every id argument (and ids inside input objects), and every
 * non-null argument a variable could leave null, so that hostile variables cost no more than
 * their size, and a malformed id, an oversized id list or a missing value never costs a gateway
 * call: BAD_USER_INPUT naming the variable or argument, with status 400.
 */
export const argumentBounds: ApolloServerPlugin = {
  // Apollo's hooks answer promises; these have nothing to wait for (a refusal is thrown).
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ schema, document, operation, request }) {
        if (!operation) return Promise.resolve();
        const variables = coerceVariables(schema, operation, request.variables ?? {});
        if ('error' in variables) throw variables.error;
        const fields = checkedFields(schema, document, operation);
        for (const { definition, node } of fields) {
          for (const argument of node.arguments ?? []) {
            if (argument.value.kind !== Kind.VARIABLE || variables.coerced[argument.value.name.value] !== null)
              continue;
            const named = definition.args.find((candidate) => candidate.name === argument.name.value);
            if (named && isNonNullType(named.type))
              throw refusal(badInput(named.name, 'is required', { rule: 'REQUIRED' }));
          }
          let values: Record<string, unknown>;
          try {
            values = getArgumentValues(definition, node, variables.coerced);
          } catch {
            continue;
          }
          for (const argument of definition.args) {
            const problem = check(argument.type, values[argument.name], argument.name);
            if (problem) throw refusal(problem);
          }
        }
        return Promise.resolve();
      },
    });
  },
};
