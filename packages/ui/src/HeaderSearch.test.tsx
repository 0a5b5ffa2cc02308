// Search box behaviour in the DOM (spec storefront §2.7, §4 "Search suggestions", §5): combobox and
// listbox semantics, popular searches, highlight, pick, close, the B2B store without suggestions, and
// where a submit goes. The machine runs for real; only the API is a scripted link.
import { ApolloProvider } from '@apollo/client/react';
import { MESSAGES, STORES, type StoreConfig } from '@ranzen/sdk-core';
import { ShopProvider } from '@ranzen/sdk-react';
import { answeringLink, createTestClient } from '@ranzen/sdk-react/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './HeaderSearch';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

type Variables = Record<string, unknown>;

function suggestions(popular: boolean, values: readonly string[]) {
  return {
    searchSuggestions: {
      __typename: 'SearchSuggestions',
      popular,
      suggestQueries: values.map((value) => ({
        __typename: 'SuggestQuery',
        suggest: value,
        label: `<b>${value.slice(0, 4)}</b>${value.slice(4)}`,
      })),
    },
  };
}

function check(fields: { query: string; redirectPath?: string | null }) {
  return {
    searchCheck: {
      __typename: 'SearchCheck',
      redirectPath: fields.redirectPath ?? null,
      query: fields.query,
      originalQuery: fields.query,
      rewritten: false,
    },
  };
}

const NO_TARGET = {
  longTailAdjustment: null,
  coreSearch: { __typename: 'CoreSearchResult', link: null },
};

function api(answer: (name: string, variables: Variables) => Record<string, unknown>) {
  const { link, operations } = answeringLink(({ operationName, variables }) => ({
    data: answer(operationName, variables),
  }));
  return { client: createTestClient({ link }), seen: operations };
}

function defaultAnswer(name: string, variables: Variables): Record<string, unknown> {
  if (name === 'SearchSuggestions') {
    return variables.userQuery === ''
      ? suggestions(true, ['schulranzen', 'füller'])
      : suggestions(false, ['buntstifte', 'buntpapier']);
  }
  if (name === 'SearchCheck') {
    const query = String(variables.originalQuery);
    return check({ query, redirectPath: query === 'Ranzen' ? '/cat/7/' : null });
  }
  return NO_TARGET;
}

interface RenderOptions {
  readonly store?: StoreConfig;
  readonly answer?: typeof defaultAnswer;
}

function renderSearch({ store = STORES.de, answer = defaultAnswer }: RenderOptions = {}) {
  const { client, seen } = api(answer);
  const onNavigate = vi.fn<(url: string) => void>();
  const result = renderWithShop(
    <ApolloProvider client={client}>
      <HeaderSearch onNavigate={onNavigate} />
    </ApolloProvider>,
    { store },
  );
  const input = screen.getByRole('combobox', { name: 'Suchbegriff' });
  return { ...result, input, onNavigate, seen };
}

describe('HeaderSearch suggestions (spec storefront §4 "Search suggestions")', () => {
  it('opens the popular searches under their heading when focused, as a listbox the combobox controls', async () => {
    const { input, user, container } = renderSearch();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    const list = await screen.findByRole('listbox', { name: 'Beliebte Suchanfragen' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['schulranzen', 'füller']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    await expectNoAxeViolations(container);
  });

  it('follows the typed query with the typed part in bold', async () => {
    const { input, user } = renderSearch();
    await user.click(input);
    await user.type(input, 'bunt');
    const list = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveTextContent('buntstifte');
    expect(within(first as HTMLElement).getByText('bunt').tagName).toBe('STRONG');
  });

  it('highlights with the arrow keys and on hover; Enter picks the highlighted one and submits it', async () => {
    const { input, user, onNavigate } = renderSearch();
    await user.click(input);
    await user.type(input, 'bunt');
    const list = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    const [first, second] = within(list).getAllByRole('option') as HTMLElement[];
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await user.hover(second as HTMLElement);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/search/?q=buntpapier'));
    expect(input).toHaveValue('buntpapier');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('a click on a suggestion fills the input and submits it', async () => {
    const { input, user, onNavigate } = renderSearch();
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'füller' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/search/?q=f%C3%BCller'));
    expect(input).toHaveValue('füller');
  });

  it('shows each keystroke at once while the machine runs, so none is lost to a later render', async () => {
    const { input, user } = renderSearch();
    await user.type(input, 'bunt');
    // The list comes from the machine: it has loaded.
    await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    fireEvent.change(input, { target: { value: 'buntst' } });
    expect(input).toHaveValue('buntst');
  });

  it('closes on Escape, on clearing the input and when focus leaves', async () => {
    const { input, user } = renderSearch();
    await user.click(input);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'bunt');
    await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    await user.clear(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'bunt');
    await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows no suggestions in the B2B store and never asks for them (spec storefront §1)', async () => {
    const { input, user, seen, onNavigate } = renderSearch({ store: STORES['b2b-de'] });
    await user.click(input);
    await user.type(input, 'bunt{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/search/?q=bunt'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(seen.map((call) => call.operationName)).not.toContain('SearchSuggestions');
  });
});

describe('HeaderSearch submit (spec storefront §2.7, §4 steps 1-3, §5)', () => {
  it('sends an empty or blank query home', async () => {
    const { input, user, onNavigate, seen } = renderSearch();
    await user.type(input, '   {Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/'));
    expect(seen.map((call) => call.operationName)).not.toContain('SearchCheck');
  });

  it('trims and encodes the query', async () => {
    const { input, user, onNavigate, seen } = renderSearch();
    await user.type(input, '  Stifte & Farben+ {Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/search/?q=Stifte%20%26%20Farben%2B'));
    expect(seen.find((call) => call.operationName === 'SearchCheck')?.variables).toEqual({
      originalQuery: 'Stifte & Farben+',
    });
  });

  it('follows a redirect rule', async () => {
    const { input, user, onNavigate } = renderSearch();
    await user.type(input, 'Ranzen{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/cat/7/'));
  });
});

describe('HeaderSearch typed before hydration (spec storefront §2.7, §4 "Search suggestions")', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  /** The server's HTML, usable before the page's JavaScript has run. */
  function serverRender(store: StoreConfig) {
    const { client, seen } = api(defaultAnswer);
    const onNavigate = vi.fn<(url: string) => void>();
    const ui: ReactElement = (
      <ShopProvider store={store} messages={MESSAGES[store.messages]}>
        <ApolloProvider client={client}>
          <HeaderSearch onNavigate={onNavigate} />
        </ApolloProvider>
      </ShopProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // Synchronous: what hydration shows is checked before the search-box machine has loaded.
    const hydrate = () => {
      act(() => {
        root = hydrateRoot(container, ui);
      });
    };
    const input = screen.getByRole('combobox', { name: 'Suchbegriff' });
    return { input, hydrate, onNavigate, seen, user: userEvent.setup() };
  }

  it('keeps the value typed into the server-rendered box, and Enter submits it', async () => {
    const { input, hydrate, onNavigate, user } = serverRender(STORES.de);
    await user.type(input, 'Ranzen');
    // Every value React writes into the box from now on: it must never blank what was typed.
    const writes = vi.spyOn(HTMLInputElement.prototype, 'value', 'set');
    hydrate();
    expect(input).toHaveValue('Ranzen');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/cat/7/'));
    expect(onNavigate).not.toHaveBeenCalledWith('/');
    expect(writes).not.toHaveBeenCalledWith('');
    writes.mockRestore();
  });

  it('a box focused before hydration shows the suggestions for the typed text afterwards', async () => {
    const { input, hydrate, user } = serverRender(STORES.de);
    await user.click(input);
    await user.keyboard('bunt');
    hydrate();
    const list = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('buntstifte');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('B2B: the typed text is kept and no suggestions open', async () => {
    const { input, hydrate, onNavigate, seen, user } = serverRender(STORES['b2b-de']);
    await user.click(input);
    await user.keyboard('bunt');
    hydrate();
    expect(input).toHaveValue('bunt');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/search/?q=bunt'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(seen.map((call) => call.operationName)).not.toContain('SearchSuggestions');
  });

  it('an untouched box loads nothing at hydration', async () => {
    const { input, hydrate, seen } = serverRender(STORES.de);
    hydrate();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(seen).toEqual([]);
  });
});
