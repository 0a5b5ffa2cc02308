// The client build puts each GraphQL document into the chunk that uses it (DESIGN §6 first-load
// budget): a real Vite build of a small app over a generated module in codegen's layout.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { documentChunks } from './documentChunks';

const GENERATED = [
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
  'export type CartQuery = { cart: { id: string } };',
  'export const CartDocument = {"kind":"Document","definitions":[{"kind":"Name","value":"CartOperation"}]} as unknown as DocumentNode<CartQuery, unknown>;',
  'export const ProductDocument = {"kind":"Document","definitions":[{"kind":"Name","value":"ProductOperation"}]} as unknown as DocumentNode<unknown, unknown>;',
].join('\n');

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Builds an entry that uses the cart document and loads a page that uses the product document. */
async function buildApp(generated: string): Promise<Rollup.OutputChunk[]> {
  const root = mkdtempSync(join(tmpdir(), 'ranzen-document-chunks-'));
  roots.push(root);
  mkdirSync(join(root, 'sdk-core/src/graphql'), { recursive: true });
  writeFileSync(join(root, 'sdk-core/src/graphql/generated.ts'), generated);
  writeFileSync(
    join(root, 'entry.ts'),
    "import { CartDocument } from './sdk-core/src/graphql/generated';\nconsole.log(CartDocument);\nvoid import('./page');\n",
  );
  writeFileSync(
    join(root, 'page.ts'),
    "import { ProductDocument } from './sdk-core/src/graphql/generated';\nexport const page = ProductDocument;\n",
  );
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [documentChunks()],
    build: { write: false, minify: false, rollupOptions: { input: join(root, 'entry.ts') } },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((result) =>
    'output' in result ? result.output.filter((file) => file.type === 'chunk') : [],
  );
}

describe('documentChunks', () => {
  it('ships a document with the chunk that uses it, not with the entry', async () => {
    const chunks = await buildApp(GENERATED);
    const entry = chunks.find((chunk) => chunk.isEntry);
    const page = chunks.find((chunk) => chunk.isDynamicEntry);
    expect(entry?.code).toContain('CartOperation');
    expect(entry?.code).not.toContain('ProductOperation');
    expect(page?.code).toContain('ProductOperation');
  });

  it('fails the build when a document is not in the layout it splits', async () => {
    const multiLine = GENERATED.replace(
      'export const ProductDocument = {',
      'export const ProductDocument = {\n',
    );
    await expect(buildApp(multiLine)).rejects.toThrow(/split 1 of 2 documents/);
  });
});
