import { readFile, writeFile } from 'node:fs/promises';
import { createPubSub } from '@graphql-yoga/subscription';
import { printSchema } from 'graphql';
import { buildAppSchema } from './schema.ts';

/** Where the contract lives: committed, and checked against the code by the tests. */
export const SCHEMA_FILE = new URL('../../schema/schema.graphql', import.meta.url);

const HEADER = '# Generated from the BFF code (bff/src/modules) by `npm run codegen`. Do not edit.\n\n';

export async function printedSchema(): Promise<string> {
  return `${HEADER}${printSchema(await buildAppSchema(createPubSub()))}\n`;
}

// `tsx src/print-schema.ts` writes the file; `--check` only compares.
if (import.meta.url === `file://${process.argv[1]}`) {
  const printed = await printedSchema();
  if (process.argv.includes('--check')) {
    const committed = await readFile(SCHEMA_FILE, 'utf8').catch(() => '');
    if (committed !== printed) {
      console.error('schema/schema.graphql is stale: run `npm run codegen` and commit it.');
      process.exit(1);
    }
  } else {
    await writeFile(SCHEMA_FILE, printed);
    console.log(`wrote ${SCHEMA_FILE.pathname}`);
  }
}
