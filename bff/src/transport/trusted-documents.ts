import { createHash } from 'node:crypto';
import manifest from '@bikri/schema/persisted-query-manifest.json' with { type: 'json' };
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** One operation of the web client, as its persisted-query manifest holds it. */
export interface TrustedDocument {
  /** The SHA-256 of `body` in hex: what the client sends instead of the text. */
  id: string;
  name: string;
  body: string;
  document: DocumentNode;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The trusted documents: the web client's operations, persisted at build time
 * (schema/persisted-query-manifest.json, made by `npm run codegen`), which anyone may run by id.
 * Each is parsed and validated once, at start-up, which fails if one does not validate against
 * the schema (the manifest and the schema come from one commit); requests for them skip parsing
 * and validation (document-cache.ts), and each runs by a plan graphql-jit compiles at its first
 * use and keeps (compiled-executor.ts). Their number is fixed by the build, so nothing of theirs
 * is ever evicted.
 */
export class TrustedDocuments {
  private readonly byId = new Map<string, TrustedDocument>();
  private readonly byDocument = new Map<DocumentNode, TrustedDocument>();
  private readonly byName = new Map<string, TrustedDocument>();
  private readonly plans = new Map<TrustedDocument, CompiledQuery>();

  constructor(
    private readonly schema: GraphQLSchema,
    rules: readonly ValidationRule[],
    operations: readonly { id: string; name: string; body: string }[] = manifest.operations,
  ) {
    const problems: string[] = [];
    for (const { id, name, body } of operations) {
      if (sha256Hex(body) !== id) {
        problems.push(`${name}: its id is not the SHA-256 of its text`);
        continue;
      }
      let document: DocumentNode;
      try {
        document = parse(body);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      const errors = validate(schema, document, [...specifiedRules, ...rules]);
      if (errors.length > 0) {
        problems.push(`${name}: ${errors.map((error) => error.message).join(' ')}`);
        continue;
      }
      const trusted = { id, name, body, document };
      this.byId.set(id, trusted);
      this.byDocument.set(document, trusted);
      this.byName.set(name, trusted);
    }
    if (problems.length > 0) {
      throw new Error(
        `The web client's trusted documents (schema/persisted-query-manifest.json) do not fit the schema; run \`npm run codegen\`:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
  }

  get size(): number {
    return this.byId.size;
  }

  /** The trusted document with this id (the SHA-256 of its text), if there is one. */
  get(id: string): TrustedDocument | undefined {
    return this.byId.get(id);
  }

  /** The trusted document of the operation with this name, if there is one. */
  named(name: string): TrustedDocument | undefined {
    return this.byName.get(name);
  }

  /** The compiled plan of a trusted document's operation, made at its first use; undefined for any other document. */
  planFor(document: DocumentNode): CompiledQuery | undefined {
    const trusted = this.byDocument.get(document);
    if (!trusted) return undefined;
    let plan = this.plans.get(trusted);
    if (!plan) {
      // Validated at start-up: it compiles.
      const compiled = compileQuery(this.schema, document, trusted.name);
      if (!isCompiledQuery(compiled))
        throw new Error(
          `The trusted document ${trusted.name} does not compile: ${compiled.errors?.map((e) => e.message).join(' ')}`,
        );
      this.plans.set(trusted, (plan = compiled));
    }
    return plan;
  }
}
