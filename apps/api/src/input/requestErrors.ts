// Variables that do not fit their declared types (null for a non-null, a string for an Int, an unknown enum
// value) are request errors: graphql-js answers them without `data` and without a code. They are the
// caller's fault, so they carry BAD_USER_INPUT like every other refused input (DESIGN §7).
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

function withCode(error: GraphQLError): GraphQLError {
  if (error.extensions.code !== undefined) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
  });
}

function isRequestError(result: ExecutionResult): boolean {
  return !('data' in result) && (result.errors?.length ?? 0) > 0;
}

export function requestErrorCodePlugin(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || !isRequestError(result)) return;
          setResult({ ...result, errors: result.errors?.map(withCode) });
        },
      };
    },
  };
}
