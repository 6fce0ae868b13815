import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MAX_ROWS } from '@bikri/schema/lists';
import { fragmentsOf, walkFields } from './query-tree.ts';
import { rateLimited } from './rate-limits.ts';

/** The most an operation may cost: a list row costs 1, so a request reads at most `MAX_ROWS` rows. */
export const MAX_COST = MAX_ROWS;

/**
 * What a field costs per time it is answered, beyond its row, as its definition declares it
 * (`@Extensions({ cost })`): a field that reads or writes a store for each row it is asked on.
 */
const fieldCost = (extensions: Readonly<Record<string, unknown>>): number =>
  typeof extensions.cost === 'number' ? extensions.cost : 0;

/**
 * What an operation costs before it runs, in list rows and costly fields: every field with a `first` argument counts its `first`
 * (its default when not given) times the rows of the lists it sits in, over every alias and
 * fragment, and every field that declares a cost counts it as many times as it is answered. A
 * page of 50 orders costs 50; fifteen aliases of 100 cost 1,500; 100 orders with their tracking
 * links 100 + 100 × the link's cost.
 */
export function costOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): { rows: number; fields: number } {
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

  let rows = 0;
  let fields = 0;
  walkFields(schema, operation, fragments, 1, ({ node, definition }, outer) => {
    fields += outer * fieldCost(definition.extensions);
    const first = definition.args.find((arg) => arg.name === 'first');
    if (!first) return outer;
    const given = node.arguments?.find((arg) => arg.name.value === 'first');
    const asked = given ? valueOf(given.value) : first.defaultValue;
    // A single page over the limit is the argument's own error (BAD_USER_INPUT naming `first`,
    // from its validation); here it counts as a full page.
    const inner =
      outer * (typeof asked === 'number' && Number.isFinite(asked) ? Math.min(Math.max(0, asked), MAX_ROWS) : 0);
    rows += inner;
    return inner;
  });
  return { rows, fields };
}

/** What a request has spent as it ran: each list row it answered 1, each costly field its cost. */
export class Spent {
  units = 0;

  add(units: number): void {
    this.units += units;
  }
}

/** What the plugin reads of a request's context. */
export interface CostedContext {
  spent: Spent;
  /** Who the request is counted against: its account, its token or its client's address. */
  costKey(): Promise<string>;
}

/**
 * Before anything runs, refuses an operation that costs more than `MAX_COST` (`costOf`), so that
 * aliases, nesting or costly fields cannot multiply what one request makes the BFF do; and counts
 * its cost against its caller's `costPerSecond` in this replica (`REQUEST_COST_PER_SECOND`, 4,000 by
 * default: four of the costliest requests, or 80 pages of 50 rows; the resource it guards is
 * the replica's CPU), so that one caller repeating a
 * known document cannot take the replica from everyone else (RATE_LIMITED, `limit:
 * request_cost`, with Retry-After). A request is counted at its cost before it runs, so that
 * requests sent at once cannot pass together, and charged what it spent once it has run (`Spent`:
 * a `first: 1000` list that answered 20 rows costs 20), at least 1.
 */
export function requestCostPlugin<C extends CostedContext>(costPerSecond: number): ApolloServerPlugin<C> {
  const spending = new RateLimiterMemory({ points: costPerSecond, duration: 1 });
  return {
    requestDidStart() {
      let counted: { key: string; units: number } | undefined;
      return Promise.resolve({
        async didResolveOperation({ schema, operation, document, request, contextValue }) {
          if (!operation) return;
          const { rows, fields } = costOf(schema, operation, fragmentsOf(document), request.variables ?? {});
          if (rows + fields > MAX_COST) {
            throw new GraphQLError(
              `This operation asks for ${rows} list rows in all (the sum of every "first", aliases included)${fields > 0 ? ` and costly fields worth ${fields} (each field's cost per row is in its description)` : ''}; at most ${MAX_COST} per request.`,
              { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
            );
          }
          const key = await contextValue.costKey();
          const units = Math.max(1, rows + fields);
          try {
            await spending.consume(key, units);
          } catch (refusal) {
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
            const error = rateLimited(
              'request_cost',
              'Too much asked of this server at once from your account.',
              seconds,
            );
            throw new GraphQLError(error.message, {
              originalError: error,
              extensions: { http: { status: 429, headers: new HeaderMap([['retry-after', String(seconds)]]) } },
            });
          }
          counted = { key, units };
        },
        async willSendResponse({ contextValue }) {
          if (!counted) return;
          const difference = Math.max(1, contextValue.spent.units) - counted.units;
          if (difference < 0) await spending.reward(counted.key, -difference);
          else if (difference > 0) await spending.penalty(counted.key, difference);
        },
      });
    },
  };
}
