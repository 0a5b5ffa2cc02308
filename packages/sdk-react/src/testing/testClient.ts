// A shop API for tests without a server (issue 17 item 3): Apollo's MockLink for exact queries and
// variables, or a link answering by operation name; either behind the shop's own cache, so answers
// normalise by the same type policies as the real client's (createShopCache).
import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import type { NormalizedCacheObject } from '@apollo/client/cache';
import { MockLink } from '@apollo/client/testing';
import { createShopCache } from '@ranzen/sdk-core';
import { Observable } from 'rxjs';

/** An operation the test API received, in the order they came. */
export interface AnsweredOperation {
  readonly operationName: string;
  readonly variables: OperationVariables;
}

/**
 * The test API's answer to an operation: a GraphQL result (`{ data }` or `{ errors }`). Throwing
 * fails the request as a network error does.
 */
export type OperationAnswer = (operation: AnsweredOperation) => ApolloLink.Result;

export interface AnsweringLink {
  readonly link: ApolloLink;
  /** Every operation the link received, by name and variables. */
  readonly operations: AnsweredOperation[];
}

/**
 * A link that answers every operation through one function: for tests that answer by operation name
 * rather than by exact query and variables (MockLink's way), and that check what was asked.
 *
 * @example
 * const { link, operations } = answeringLink(({ operationName }) =>
 *   operationName === 'Cart' ? { data: { cart: schoolCart } } : { errors: [{ message: 'unexpected' }] },
 * );
 */
export function answeringLink(answer: OperationAnswer): AnsweringLink {
  const operations: AnsweredOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const answered = { operationName: operation.operationName ?? '', variables: operation.variables };
        operations.push(answered);
        try {
          observer.next(answer(answered));
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  return { link, operations };
}

/** The data a test API answers one operation with, made from its variables. */
export type OperationData = (variables: OperationVariables) => Record<string, unknown>;

/**
 * Answers each operation by its name, for answeringLink; an operation the table does not name fails as
 * a network error does, so a test notices a request it did not expect.
 *
 * @example
 * const { link } = answeringLink(answerByName({ Cart: ({ cartId }) => ({ cart: { ...schoolCart, id: cartId } }) }));
 */
export function answerByName(answers: Readonly<Record<string, OperationData>>): OperationAnswer {
  return ({ operationName, variables }) => {
    const data = answers[operationName];
    if (!data) throw new Error(`unexpected operation ${operationName}`);
    return { data: data(variables) };
  };
}

/** Mocked answers in Apollo's MockLink format (query, variables, result). */
export type MockedResponses = ReadonlyArray<MockLink.MockedResponse>;

/** Mocked answers come at once: tests wait for what they show, never for a delay. */
export const MOCK_LINK_OPTIONS: MockLink.Options = { defaultOptions: { delay: 0 } };

export interface TestClientOptions {
  /** Answers by query and variables (Apollo's MockLink); ignored when `link` is given. */
  readonly mocks?: MockedResponses;
  /** Any link, e.g. answeringLink's. */
  readonly link?: ApolloLink;
  /** Cache state as the storefront server serialises it (`cache.extract()`). */
  readonly initialState?: NormalizedCacheObject;
}

/**
 * An Apollo client over the shop's cache with a mocked API, for code that takes a client (loaders,
 * machines' actors) rather than a provider.
 *
 * @example
 * const client = createTestClient({
 *   mocks: [{ request: { query: CartDocument, variables: { cartId: 'cart-1' } }, result: { data: { cart: schoolCart } } }],
 * });
 */
export function createTestClient({ mocks = [], link, initialState }: TestClientOptions = {}): ApolloClient {
  const cache = createShopCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({ cache, link: link ?? new MockLink(mocks, MOCK_LINK_OPTIONS) });
}
