// One HTTP request's cost (DESIGN §7 "Every request has a cost and time budget"): yoga accepts up to
// BATCH_MAX operations per request, each within OPERATION_LIMITS.maxCost; their summed graphql-armor cost
// must also stay within BATCH_COST_BUDGET, checked before any operation of the batch runs. Ten of the
// costliest storefront operations together fit (operationLimits.test.ts).
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { documentCost, isTooComplex, parseWithTokenLimit } from './operationLimits';

export const BATCH_COST_BUDGET = 13_000;

export const REQUEST_TOO_COMPLEX = 'REQUEST_TOO_COMPLEX';

/** The cost of one batch entry: too many tokens is beyond any budget; a broken entry fails on its own. */
function entryCost(schema: GraphQLSchema, params: GraphQLParams): number {
  if (typeof params.query !== 'string') return 0;
  let document: DocumentNode;
  try {
    document = parseWithTokenLimit(params.query);
  } catch (error) {
    return isTooComplex(error) ? Number.POSITIVE_INFINITY : 0;
  }
  return documentCost(schema, document);
}

export function batchCost(schema: GraphQLSchema, batch: readonly GraphQLParams[]): number {
  return batch.reduce((sum, params) => sum + entryCost(schema, params), 0);
}

export function batchBudgetPlugin(schema: GraphQLSchema): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          if (!Array.isArray(requestParserResult)) return;
          if (batchCost(schema, requestParserResult) <= BATCH_COST_BUDGET) return;
          throw createGraphQLError('The batch exceeds the cost budget of one request.', {
            extensions: { code: REQUEST_TOO_COMPLEX, http: { status: 400 } },
          });
        },
      };
    },
  };
}
