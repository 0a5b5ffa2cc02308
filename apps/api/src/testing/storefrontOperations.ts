// The operations the storefront sends, read from sdk-core's operation files (the codegen input, see
// codegen.ts) so API tests can measure and replay them without loading sdk-core's root entry.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, parse, separateOperations } from 'graphql';

const OPERATIONS_FOLDER = fileURLToPath(
  new URL('../../../../packages/sdk-core/src/graphql/operations/', import.meta.url),
);

/** Each storefront operation by name, as a document with the fragments it uses. */
export function storefrontOperations(): Record<string, DocumentNode> {
  const sources = readdirSync(OPERATIONS_FOLDER)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(`${OPERATIONS_FOLDER}${file}`, 'utf8'));
  return separateOperations(parse(sources.join('\n'), { noLocation: true }));
}

export function storefrontOperation(name: string): DocumentNode {
  const document = storefrontOperations()[name];
  if (!document) throw new Error(`No storefront operation ${name}`);
  return document;
}
