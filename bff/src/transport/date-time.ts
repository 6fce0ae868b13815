import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';

/**
 * What graphql-scalars' DateTime answers for any instant: UTC with milliseconds, each field in
 * its range, checked by one expression.
 */
const CANONICAL = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;

/**
 * graphql-scalars' DateTime, answering a timestamp already in its canonical form (the
 * gateway's `toISOString()` strings) as it is, where its own serializer would parse it into a
 * Date for JSON to write back. Any other form, and every input, goes through graphql-scalars.
 */
export const DateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize(value) {
    if (typeof value === 'string' && CANONICAL.test(value)) return value;
    return DateTimeResolver.serialize(value);
  },
});
