// The yoga plugins that guard every GraphQL operation before resolvers run (DESIGN §7): operation limits
// and the batch budget (requestCost/), schema exposure (exposure/), well-formed input (input/), and the
// request's abort signal handed to the executor (the time budget in requestCost/graphqlHttp.ts fires it).
import type { GraphQLSchema } from 'graphql';
import { type Plugin, useExecutionCancellation } from 'graphql-yoga';
import { hiddenSchemaPlugin } from './exposure/introspection';
import { requestErrorCodePlugin } from './input/requestErrors';
import { wellFormedInputPlugin } from './input/wellFormedStrings';
import { batchBudgetPlugin } from './requestCost/batchBudget';
import { operationLimitsPlugin } from './requestCost/operationLimits';

export interface HardeningOptions {
  /** Introspection and "Did you mean" suggestions (RANZEN_GRAPHQL_INTROSPECTION=1). */
  introspection: boolean;
}

export function graphqlHardening(schema: GraphQLSchema, options: HardeningOptions): Plugin[] {
  return [
    operationLimitsPlugin(),
    batchBudgetPlugin(schema),
    wellFormedInputPlugin(),
    requestErrorCodePlugin(),
    ...(options.introspection ? [] : [hiddenSchemaPlugin()]),
    useExecutionCancellation(),
  ];
}
