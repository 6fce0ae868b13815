import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentBytes, DocumentCache } from './document-cache.ts';
import { sha256Hex, TrustedDocuments } from './trusted-documents.ts';

const schema = buildSchema('type Query { a: String b: Query }');
const operation = (name: string, body: string) => ({ id: sha256Hex(body), name, body });
const TRUSTED = operation('A', 'query A {\n  a\n}');

describe('trusted documents', () => {
  it('fails at start-up, naming each document that does not fit the schema', () => {
    const wrongId = { ...operation('C', 'query C { a }'), id: 'f'.repeat(64) };
    expect(() => new TrustedDocuments(schema, [], [TRUSTED, operation('B', 'query B { nope }'), wrongId])).toThrow(
      'The web client\'s trusted documents (schema/persisted-query-manifest.json) do not fit the schema; run `npm run codegen`:\n  - B: Cannot query field "nope" on type "Query".\n  - C: its id is not the SHA-256 of its text',
    );
  });

  it('gives each one plan, made once, and none to any other document', () => {
    const trusted = new TrustedDocuments(schema, [], [TRUSTED]);
    const document = trusted.get(TRUSTED.id)!.document;
    expect(trusted.planFor(document)).toBe(trusted.planFor(document));
    expect(trusted.planFor(parse(TRUSTED.body))).toBeUndefined();
  });
});

describe('the document cache', () => {
  it('keeps other documents within its bytes, the least recently used going first, and the trusted ones always', async () => {
    const trusted = new TrustedDocuments(schema, [], [TRUSTED]);
    const maxBytes = 256 * 1024;
    const cache = new DocumentCache(trusted, maxBytes);
    const texts = Array.from(
      { length: 2_000 },
      (_, n) => `query Q${n} { ${'b { '.repeat(n % 7)}a${' }'.repeat(n % 7)} }`,
    );
    let most = 0;
    for (const text of texts) {
      // As Apollo Server stores a validated document: its key starts with a hash of the schema.
      await cache.apollo.set(`schema-hash:${sha256Hex(text)}`, parse(text));
      most = Math.max(most, cache.bytes);
    }
    expect(most).toBeLessThanOrEqual(maxBytes);
    expect(most).toBeGreaterThan(maxBytes - 16 * 512);
    expect(cache.has('http', sha256Hex(texts[0]!))).toBe(false);
    expect(await cache.apollo.get(`schema-hash:${sha256Hex(texts.at(-1)!)}`)).toMatchObject({ kind: 'Document' });
    // Validated over HTTP is not validated for the live socket, whose rules differ.
    expect(cache.has('live', sha256Hex(texts.at(-1)!))).toBe(false);
    expect(await cache.apollo.get(`schema-hash:${TRUSTED.id}`)).toBe(trusted.get(TRUSTED.id)!.document);
    expect(cache.has('live', TRUSTED.id)).toBe(true);
  });

  it('counts a document by its tokens', () => {
    // `{`, `a` and `}` between graphql-js's start-of-file and end-of-file tokens; 2,000 tokens,
    // the most a document may have, are about 1 MB.
    expect(documentBytes(parse('{ a }'))).toBe(5 * 512);
    expect(documentBytes(parse(`{ ${'a '.repeat(1_998)}}`))).toBe(2_002 * 512);
  });
});
