import { Kind, buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fragmentsOf, rootFieldNames, walkFields } from './query-tree.ts';

const schema = buildSchema(`
  type Query { orders(first: Int = 50): [Order!]! me: User dashboard: Int }
  type Mutation { signIn: Boolean resetPassword: Boolean }
  type Order { id: ID! owner: User product: Product }
  type User { id: ID! name: String orders(first: Int): [Order!]! }
  type Product { id: ID! name: String }
`);

function parsed(source: string) {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return { operation, fragments: fragmentsOf(document) };
}

/** Every field walked, as `field@depth` (0 for root fields), descending everywhere. */
function walked(source: string): string[] {
  const { operation, fragments } = parsed(source);
  const seen: string[] = [];
  walkFields(schema, operation, fragments, 0, ({ node }, depth) => {
    seen.push(`${node.name.value}@${depth}`);
    return depth + 1;
  });
  return seen;
}

describe('walkFields', () => {
  it('walks fields depth first, carrying what each field answers to its selections', () => {
    expect(walked('{ orders { id owner { name } } me { id } }')).toEqual([
      'orders@0',
      'id@1',
      'owner@1',
      'name@2',
      'me@0',
      'id@1',
    ]);
  });

  it('walks inline fragments and named spreads where they stand, nested ones too', () => {
    const source = `
      query { ...Top orders { ... on Order { id ...OrderOwner } } }
      fragment Top on Query { me { id } }
      fragment OrderOwner on Order { owner { ...Name } }
      fragment Name on User { name }`;
    expect(walked(source)).toEqual(['me@0', 'id@1', 'orders@0', 'id@1', 'owner@1', 'name@2']);
  });

  it('follows a fragment each time it is spread, but never into itself', () => {
    const source = `
      query { orders { ...Loop } me { orders { ...Loop } } }
      fragment Loop on Order { id owner { orders { ...Loop } } }`;
    expect(walked(source)).toEqual([
      'orders@0',
      'id@1',
      'owner@1',
      'orders@2',
      'me@0',
      'orders@1',
      'id@2',
      'owner@2',
      'orders@3',
    ]);
  });

  it('skips fields the schema lacks and spreads of unknown fragments', () => {
    expect(walked('{ orders { id colour } nothing ...Missing }')).toEqual(['orders@0', 'id@1']);
  });

  it('leaves a field’s selections when `enter` answers false', () => {
    const { operation, fragments } = parsed('{ orders { id owner { name } } me { id } }');
    const seen: string[] = [];
    walkFields(schema, operation, fragments, undefined, ({ node }) => {
      seen.push(node.name.value);
      return node.name.value === 'orders' ? false : undefined;
    });
    expect(seen).toEqual(['orders', 'me', 'id']);
  });
});

describe('rootFieldNames', () => {
  it('names the root fields through inline fragments and named spreads, once per field asked', () => {
    const { operation, fragments } = parsed(`
      query { dashboard ... on Query { me { id } } ...Lists again: orders { id } }
      fragment Lists on Query { orders { id } }`);
    expect(rootFieldNames(schema, operation, fragments)).toEqual(['dashboard', 'me', 'orders', 'orders']);
  });

  it('reads mutations from the mutation type', () => {
    const { operation, fragments } = parsed(
      'mutation { a: signIn b: signIn ...Reset } fragment Reset on Mutation { resetPassword }',
    );
    expect(rootFieldNames(schema, operation, fragments)).toEqual(['signIn', 'signIn', 'resetPassword']);
  });
});
