// DESIGN §7 "GraphQL: depth, alias and cost limits": every operation the storefront sends (the documents
// in packages/sdk-core/src/graphql/operations) stays within 60% of each limit, and the ten
// costliest of them fit one batch's budget, so the limits refuse only what the shop itself never asks for.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { BATCH_MAX } from '@ranzen/sdk-core/rules';
import { type DocumentNode, print, type ValidationContext, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema';
import { storefrontOperations } from '../testing/storefrontOperations';
import { BATCH_COST_BUDGET } from './batchBudget';
import { documentCost, OPERATION_LIMITS } from './operationLimits';

const schema = buildSchema();

const storefrontDocuments = Object.entries(storefrontOperations());

/** The share of each limit the storefront's own operations may use. */
const MARGIN = 0.6;

type CountingRule = typeof maxDepthRule | typeof maxAliasesRule | typeof maxDirectivesRule;

/** The largest count graphql-armor's rule reports over the document's operations. */
function measured(rule: CountingRule, document: DocumentNode): number {
  let largest = 0;
  const record = (_context: ValidationContext | null, details: { n: number }) => {
    largest = Math.max(largest, details.n);
  };
  // flattenFragments as in operationLimits.ts (only the depth rule reads it).
  validate(schema, document, [
    rule({ n: Number.POSITIVE_INFINITY, flattenFragments: true, onAccept: [record] }),
  ]);
  return largest;
}

function tokens(document: DocumentNode): number {
  const parser = new MaxTokensParserWLexer(print(document), { n: Number.POSITIVE_INFINITY });
  parser.parseDocument();
  return parser.tokenCount;
}

describe('operation limits against the storefront operations (DESIGN §7)', () => {
  it('finds the storefront operations', () => {
    expect(storefrontDocuments.length).toBeGreaterThan(20);
  });

  it.each(storefrontDocuments)('%s stays within 60%% of every limit', (_name, document) => {
    expect(validate(schema, document)).toEqual([]);
    expect(documentCost(schema, document)).toBeLessThanOrEqual(OPERATION_LIMITS.maxCost * MARGIN);
    expect(measured(maxDepthRule, document)).toBeLessThanOrEqual(OPERATION_LIMITS.maxDepth * MARGIN);
    expect(measured(maxAliasesRule, document)).toBeLessThanOrEqual(OPERATION_LIMITS.maxAliases * MARGIN);
    expect(measured(maxDirectivesRule, document)).toBeLessThanOrEqual(
      OPERATION_LIMITS.maxDirectives * MARGIN,
    );
    expect(tokens(document)).toBeLessThanOrEqual(OPERATION_LIMITS.maxTokens * MARGIN);
  });

  it('fits the ten costliest storefront operations into one batch budget', () => {
    const costs = storefrontDocuments.map(([, document]) => documentCost(schema, document));
    const costliest = costs.sort((a, b) => b - a).slice(0, BATCH_MAX);
    expect(costliest.reduce((sum, cost) => sum + cost, 0)).toBeLessThanOrEqual(BATCH_COST_BUDGET);
  });
});
