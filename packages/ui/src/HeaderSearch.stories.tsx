import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createShopCache } from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Observable } from 'rxjs';
import { HeaderSearch } from './HeaderSearch';

const POPULAR = ['schulranzen', 'füller', 'wasserfarben', 'buntstifte'];
const WORDS = [...POPULAR, 'schulheft', 'schultüte', 'federmäppchen', 'buntpapier', 'fineliner'];

/** A stand-in for the shop API's suggestions, so the story behaves like the shop without a server. */
function storyClient(): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const typed = String(operation.variables.userQuery ?? '').toLowerCase();
        const values = typed === '' ? POPULAR : WORDS.filter((word) => word.includes(typed));
        observer.next({
          data: {
            searchSuggestions: {
              __typename: 'SearchSuggestions',
              popular: typed === '',
              suggestQueries: values.map((value) => ({
                __typename: 'SuggestQuery',
                suggest: value,
                label: typed ? value.replace(typed, `<b>${typed}</b>`) : value,
              })),
            },
          },
        });
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: createShopCache() });
}

const meta = {
  title: 'Search/HeaderSearch',
  component: HeaderSearch,
  args: { onNavigate: () => undefined },
  decorators: [
    (Story) => (
      <ApolloProvider client={storyClient()}>
        <div style={{ maxWidth: 560, minHeight: 360 }}>
          <Story />
        </div>
      </ApolloProvider>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus it for the popular searches; type "sch" for suggestions (consumer stores). */
export const Consumer: Story = {};

/** The shown search page's query is in the box. */
export const WithQuery: Story = { args: { query: 'Buntstifte' } };

/** B2B: the same box without suggestions (spec storefront §1). */
export const B2b: Story = { globals: { theme: 'b2b' } };
