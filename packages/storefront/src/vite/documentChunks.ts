// sdk-core's generated.ts holds every GraphQL document of the shop in one module, and a bundler never
// splits a module: whichever chunk uses one document would carry all of them. In the client build each
// document becomes a module of its own, so a document travels with the chunk that uses it (a page's
// query with its route chunk, the cart mutation with the cart machine) instead of all in the entry
// (DESIGN §6 first-load budget). Source and exports stay as codegen wrote them.
import type { Plugin } from 'vite';

const GENERATED_MODULE = /\/sdk-core\/src\/graphql\/generated\.ts$/;
/** Codegen's typed-document-node output: one document per line, a JSON literal cast to its type. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const DOCUMENT_CAST = /as unknown as DocumentNode</g;
const DOCUMENT_MODULE = '\0ranzen-document:';

export function documentChunks(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'ranzen:document-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED_MODULE.test(id)) return null;
      let split = 0;
      const rewritten = code.replace(DOCUMENT_LINE, (_line, name: string, literal: string) => {
        split += 1;
        documents.set(name, literal);
        return `export { ${name} } from '${DOCUMENT_MODULE}${name}';`;
      });
      const total = code.match(DOCUMENT_CAST)?.length ?? 0;
      // A changed codegen layout must fail the build, not quietly put every document back in the entry.
      if (split !== total)
        this.error(`${id}: split ${split} of ${total} documents; codegen's layout changed`);
      return { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? id : null;
    },
    load(id) {
      if (!id.startsWith(DOCUMENT_MODULE)) return null;
      const name = id.slice(DOCUMENT_MODULE.length);
      const literal = documents.get(name);
      if (literal === undefined) this.error(`no GraphQL document ${name}`);
      return `export const ${name} = ${literal};`;
    },
  };
}
