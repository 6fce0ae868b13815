// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What `generate` answers when it does not write the files (its typings say `any`, for watch mode). */
type Outputs = { filename: string; content: string }[];

describe('web/src/gql', () => {
  it('is what codegen makes from the schema and the operations (run `npm run codegen` when this fails)', async () => {
    const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as Outputs;
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const committed = await readFile(`${root}/${output.filename}`, 'utf8').catch(() => '<missing>');
      expect(committed, output.filename).toBe(output.content);
    }
  });
});
