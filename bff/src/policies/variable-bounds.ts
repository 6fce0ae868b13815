import {
  getVariableValues,
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { badInput, refusal } from '../errors.ts';

interface UnknownKey {
  path: string;
  /** The input type that lacks it. */
  type: string;
}

/**
 * The first key of a variable's value that its type does not define, as the path to it
 * (`input.k0`), or undefined. Walked along the type, so no deeper than the schema's inputs nest;
 * stops at the first unknown key. graphql-js reports every unknown key as an error of its own,
 * each quoting the whole object, so that n keys cost n² (decision 023); refused here, its
 * coercion only ever sees keys it knows.
 */
function unknownKey(type: GraphQLInputType, value: unknown, path: string): UnknownKey | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (!Array.isArray(value)) return unknownKey(inner.ofType, value, path);
    for (let n = 0; n < value.length; n++) {
      const found = unknownKey(inner.ofType, value[n], `${path}[${n}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isInputObjectType(inner) || Array.isArray(value)) return undefined;
  const fields = inner.getFields();
  for (const key in value) if (!Object.hasOwn(fields, key)) return { path: `${path}.${key}`, type: inner.name };
  for (const [name, field] of Object.entries(fields)) {
    const found = unknownKey(field.type, (value as Record<string, unknown>)[name], `${path}.${name}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * An operation's variables coerced to their types, or the first problem with them, in work that
 * grows with their size alone: a key no input type defines is refused first, by its path; then
 * graphql-js coerces them, stopping at its first error (`maxErrors`), whose message quotes the
 * value at fault. Over HTTP (policies/argument-bounds.ts) and WebSocket (live/live-socket.ts)
 * alike, before anything runs.
 */
export function coerceVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  raw: Readonly<Record<string, unknown>>,
): { coerced: Record<string, unknown> } | { error: GraphQLError } {
  const definitions = operation.variableDefinitions ?? [];
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    const unknown = type && unknownKey(type, raw[name], name);
    if (unknown) return { error: refusal(badInput(unknown.path, `is not a field of ${unknown.type}`)) };
  }
  const coerced = getVariableValues(schema, definitions, raw, { maxErrors: 1 });
  if (!coerced.errors) return { coerced: coerced.coerced };
  // Past `maxErrors` graphql-js adds an error of its own ("Too many errors…"): the first says what is wrong.
  const first = coerced.errors[0]!;
  return {
    error: new GraphQLError(first.message, {
      nodes: first.nodes,
      originalError: first.originalError,
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    }),
  };
}
