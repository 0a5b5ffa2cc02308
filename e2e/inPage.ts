// Requests made from inside a page of the shop, so the visitor's HttpOnly cookies and the page's Origin
// go with them (the request context cannot resolve *.localhost): the storefront's own endpoints and its
// GraphQL proxy, as the shop's scripts call them.
import { expect, type Page } from '@playwright/test';

export async function inPage<T>(
  page: Page,
  path: string,
  init: { body: string; type: string } | null,
): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(
        path,
        init ? { method: 'POST', headers: { 'content-type': init.type }, body: init.body } : {},
      );
      return (await response.json()) as T;
    },
    { path, init },
  );
}

export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await inPage<{ data: T; errors?: unknown }>(page, '/graphql', {
    type: 'application/json',
    body: JSON.stringify({ query, variables }),
  });
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

export async function postForm(
  page: Page,
  path: string,
  fields: Record<string, string>,
): Promise<{ successfull: boolean }> {
  return inPage(page, path, {
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(fields).toString(),
  });
}

export interface NewPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/**
 * Registers a new B2B customer through the B2B store's /api/register-action/ (shopping §7) from the open
 * page of a B2B store and leaves the page's visitor logged in as it, with an empty cart of its own:
 * tests that fill a B2B cart use one each, so no two of them share the demo customer's cart.
 */
export async function registerB2bBuyer(page: Page, person: NewPerson): Promise<void> {
  const lists = await graphql<{ jobTitles: { entryCode: string }[]; industries: { entryCode: string }[] }>(
    page,
    'query { jobTitles { entryCode } industries { entryCode } }',
  );
  expect(
    await postForm(page, '/api/register-action/', {
      ...person,
      password: 'geheim-123',
      schoolOrCompany: 'Grundschule am Park',
      jobTitleCode: lists.jobTitles[0]?.entryCode ?? '',
      primaryIndustryGroupCode: lists.industries[0]?.entryCode ?? '',
    }),
  ).toMatchObject({ successfull: true });
}
