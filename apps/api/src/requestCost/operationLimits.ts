// What one GraphQL operation may ask for (DESIGN §7 "GraphQL: depth, alias and cost limits"; "Every request
// has a cost and time budget"), enforced with graphql-armor's rules before any resolver runs. The numbers
// leave at least twice the room the storefront's own operations need (operationLimits.test.ts measures
// every generated document against them); docs/request-limits.md lists them.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  type ParseOptions,
  type Source,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const OPERATION_LIMITS = {
  /** graphql-armor's cost: 1 per scalar, 2 per object, children weighted 1.5× per level. */
  maxCost: 5000,
  maxDepth: 10,
  maxAliases: 5,
  maxDirectives: 10,
  /** Lexical tokens in the whole document (fragments included). */
  maxTokens: 1000,
} as const;

/** The code of every refusal by these limits; the message names the limit, never the schema. */
export const OPERATION_TOO_COMPLEX = 'OPERATION_TOO_COMPLEX';

function tooComplex(limit: string): GraphQLError {
  return createGraphQLError(`The operation exceeds the ${limit} limit.`, {
    extensions: { code: OPERATION_TOO_COMPLEX, http: { status: 400 } },
  });
}

export function isTooComplex(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === OPERATION_TOO_COMPLEX;
}

/** graphql-armor reports through callbacks; each refusal becomes one error with our code. */
function reportTo(limit: string) {
  return {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(tooComplex(limit))],
  };
}

/** Fragments count as the fields they stand for, not as an extra level. */
const COST_OPTIONS = { maxCost: OPERATION_LIMITS.maxCost, flattenFragments: true, exposeLimits: false };

export function operationLimitRules(): ValidationRule[] {
  return [
    costLimitRule({ ...COST_OPTIONS, ...reportTo('cost') }),
    maxDepthRule({
      n: OPERATION_LIMITS.maxDepth,
      flattenFragments: true,
      exposeLimits: false,
      ...reportTo('depth'),
    }),
    maxAliasesRule({ n: OPERATION_LIMITS.maxAliases, exposeLimits: false, ...reportTo('alias') }),
    maxDirectivesRule({ n: OPERATION_LIMITS.maxDirectives, exposeLimits: false, ...reportTo('directive') }),
  ];
}

/** GraphQL's parser with graphql-armor's token counter: a document is refused while it is being read. */
export function parseWithTokenLimit(source: string | Source, options?: ParseOptions): DocumentNode {
  const parser = new MaxTokensParserWLexer(source, {
    ...options,
    n: OPERATION_LIMITS.maxTokens,
    exposeLimits: false,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw tooComplex('token');
      },
    ],
  });
  return parser.parseDocument();
}

/** The per-operation limits as one yoga plugin. */
export function operationLimitsPlugin(): Plugin {
  const rules = operationLimitRules();
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithTokenLimit);
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

/** graphql-armor's cost of every operation in `document`, summed (the batch budget adds these up). */
export function documentCost(schema: GraphQLSchema, document: DocumentNode): number {
  let cost = 0;
  const measure = costLimitRule({
    ...COST_OPTIONS,
    maxCost: Number.POSITIVE_INFINITY,
    onAccept: [(_context: ValidationContext | null, details: { n: number }) => (cost += details.n)],
  });
  validate(schema, document, [measure]);
  return cost;
}
