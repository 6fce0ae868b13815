// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What `generate` answers when it does not write the files (its typings say `any`, for watch mode). */
type Outputs = { filename: string; content: string }[];

describe('the generated GraphQL types and documents', () => {
  it('are what codegen makes from the schema and the operations (run `npm run codegen` when this fails)', async () => {
    const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as Outputs;
    expect(outputs.length).toBeGreaterThan(0);
    const made = new Set<string>();
    for (const output of outputs) {
      const file = resolve(root, output.filename);
      made.add(file);
      const committed = await readFile(file, 'utf8').catch(() => '<missing>');
      expect(committed, output.filename).toBe(output.content);
    }
    // A `.generated.ts` whose operations file is gone is not left behind.
    const generated = (await readdir(resolve(root, 'web/src'), { recursive: true })).filter((file) =>
      file.endsWith('.generated.ts'),
    );
    expect(generated.length).toBeGreaterThan(0);
    for (const file of generated) expect(made, file).toContain(resolve(root, 'web/src', file));
  });
});
