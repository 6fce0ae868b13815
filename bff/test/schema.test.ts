import { readFile } from 'node:fs/promises';
import {
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputField,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { printedSchema, SCHEMA_FILE } from '../src/print-schema.ts';
import { createPubSub } from '@graphql-yoga/subscription';
import { getMetadataStorage } from 'type-graphql';
import { keepOutcome } from '../src/modules/keyed-write.ts';
import { buildAppSchema } from '../src/schema.ts';

describe('schema/schema.graphql', () => {
  it('is the schema the code builds (run `npm run codegen` when this fails)', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await printedSchema());
  });

  it('documents every type, field, argument and enum value for people exploring it', async () => {
    const schema = await buildAppSchema(createPubSub());
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        (isScalarType(type) && ['String', 'Boolean', 'Int', 'Float', 'ID'].includes(type.name))
      )
        continue;
      if (!type.description && !['Query', 'Mutation', 'Subscription'].includes(type.name)) missing.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values<GraphQLField<unknown, unknown> | GraphQLInputField>(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description && !['id', 'input'].includes(arg.name))
              missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type) && !type.description) missing.push(type.name);
    }
    expect(missing).toEqual([]);
  });

  it('answers every mutation repeated under an Idempotency-Key from what it made (KeptOutcome)', async () => {
    const schema = await buildAppSchema(createPubSub());
    const kept = new Set(
      getMetadataStorage()
        .mutations.filter((mutation) => mutation.middlewares?.includes(keepOutcome))
        .map((mutation) => mutation.schemaName),
    );
    expect(Object.keys(schema.getMutationType()!.getFields()).filter((name) => !kept.has(name))).toEqual([]);
  });
});
