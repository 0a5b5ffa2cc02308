// Bad text at the boundary (DESIGN §7 "Inputs are validated at runtime at the API boundary"; issue 14 "Bad
// input": NUL bytes in search, CMS paths, parameters and tracking reached PostgreSQL and came back as
// internal errors). Every string in the variables and in the document's literals must be well-formed
// Unicode without NUL; otherwise the operation is refused with BAD_USER_INPUT before any resolver runs.
// PostgreSQL's text cannot hold NUL at all, and a lone surrogate cannot be encoded as UTF-8.
import { GraphQLError, type ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const LONE_SURROGATE = /\p{Cs}/u;

export function isWellFormedText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

const MESSAGE = 'Text input must be valid Unicode without NUL characters.';

/** Whether any string in a JSON value (keys included) is malformed; iterative, as JSON can nest deeply. */
export function hasMalformedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isWellFormedText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (!isWellFormedText(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** String literals written into the document itself (`search(q: "a\u0000")`). */
export const wellFormedLiteralsRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (!isWellFormedText(node.value)) {
      context.reportError(
        new GraphQLError(MESSAGE, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }),
      );
    }
  },
});

export function wellFormedInputPlugin(): Plugin {
  return {
    onParams({ params }) {
      if (hasMalformedText(params.variables)) {
        throw createGraphQLError(MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(wellFormedLiteralsRule);
    },
  };
}
