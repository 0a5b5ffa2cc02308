// Search box (spec storefront §2.7, §4 "Search suggestions" open/close rules and submit flow, §5
// "Search and metadata"). Actors are swapped with .provide(); the debounce runs on XState's
// SimulatedClock, so nothing waits in real time and nothing touches the network.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { SearchServiceAnswer } from '../rules/searchSubmit';
import {
  SEARCH_SUGGEST_DEBOUNCE_MS,
  type SearchBoxEmitted,
  type SearchSuggestionsOutput,
  searchBoxMachine,
} from './searchBox.machine';

const HOME_PAGE = { href: 'https://shop.test/' };
const SUGGESTIONS: SearchSuggestionsOutput = {
  popular: false,
  suggestions: [
    { value: 'buntstifte', label: '<b>bunt</b>stifte' },
    { value: 'buntstifte dreikant', label: '<b>bunt</b>stifte dreikant' },
    { value: 'buntpapier', label: '<b>bunt</b>papier' },
  ],
};
const POPULAR: SearchSuggestionsOutput = {
  popular: true,
  suggestions: [{ value: 'schulranzen', label: 'schulranzen' }],
};

function answer(fields: Partial<SearchServiceAnswer> & { query: string }): SearchServiceAnswer {
  return { redirectPath: null, rewritten: false, longTail: null, productUrl: null, ...fields };
}

interface Options {
  readonly suggestionsEnabled?: boolean;
  readonly check?: (query: string) => Promise<SearchServiceAnswer>;
}

function start({ suggestionsEnabled = true, check }: Options = {}) {
  const fetchSuggestions = vi.fn(async (query: string) => (query === '' ? POPULAR : SUGGESTIONS));
  const checkQuery = vi.fn(check ?? (async (query: string) => answer({ query })));
  const machine = searchBoxMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<SearchSuggestionsOutput, { query: string }>(({ input }) =>
        fetchSuggestions(input.query),
      ),
      checkQuery: fromPromise<SearchServiceAnswer, { query: string }>(({ input }) => checkQuery(input.query)),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { suggestionsEnabled }, clock });
  const navigations: SearchBoxEmitted['navigation'][] = [];
  actor.on('SEARCH.NAVIGATE', (event) => navigations.push(event.navigation));
  actor.start();
  const ready = () => waitFor(actor, (s) => s.matches({ open: 'ready' }));
  const closed = () => waitFor(actor, (s) => s.matches('closed'));
  // Spec §4: the list shows only while open and non-empty (how useSearchBox renders it).
  const visible = () => {
    const snapshot = actor.getSnapshot();
    return snapshot.matches('open') && snapshot.context.suggestions.length > 0;
  };
  return { actor, clock, fetchSuggestions, checkQuery, navigations, ready, closed, visible };
}

async function typed(value: string, box = start()) {
  box.actor.send({ type: 'SEARCH.FOCUS' });
  await box.ready();
  box.actor.send({ type: 'SEARCH.INPUT', value });
  box.clock.increment(SEARCH_SUGGEST_DEBOUNCE_MS);
  await box.ready();
  return box;
}

describe('searchBoxMachine: opening (spec storefront §4 "Search suggestions")', () => {
  it('opens on focus with the popular searches for an empty query', async () => {
    const box = start();
    box.actor.send({ type: 'SEARCH.FOCUS' });
    await box.ready();
    expect(box.fetchSuggestions).toHaveBeenCalledWith('');
    expect(box.actor.getSnapshot().context.popular).toBe(true);
    expect(box.visible()).toBe(true);
  });

  it('never opens in a store without suggestions (B2B)', () => {
    const box = start({ suggestionsEnabled: false });
    box.actor.send({ type: 'SEARCH.FOCUS' });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'bunt' });
    box.clock.increment(SEARCH_SUGGEST_DEBOUNCE_MS);
    expect(box.actor.getSnapshot().value).toBe('closed');
    expect(box.fetchSuggestions).not.toHaveBeenCalled();
    expect(box.actor.getSnapshot().context.query).toBe('bunt');
  });

  it('fetches suggestions for the typed query only after the pause (debounced)', async () => {
    const box = start();
    box.actor.send({ type: 'SEARCH.FOCUS' });
    await box.ready();
    for (const value of ['b', 'bu', 'bun', 'bunt']) {
      box.actor.send({ type: 'SEARCH.INPUT', value });
      box.clock.increment(SEARCH_SUGGEST_DEBOUNCE_MS - 1);
    }
    expect(box.fetchSuggestions).toHaveBeenCalledTimes(1);
    box.clock.increment(1);
    await box.ready();
    expect(box.fetchSuggestions).toHaveBeenLastCalledWith('bunt');
    expect(box.fetchSuggestions).toHaveBeenCalledTimes(2);
    expect(box.actor.getSnapshot().context.suggestions).toEqual(SUGGESTIONS.suggestions);
    expect(box.actor.getSnapshot().context.popular).toBe(false);
  });

  it('shows no list while the answer is empty, or when the lookup fails', async () => {
    const box = start();
    box.fetchSuggestions.mockResolvedValueOnce({ popular: true, suggestions: [] });
    box.actor.send({ type: 'SEARCH.FOCUS' });
    await box.ready();
    expect(box.visible()).toBe(false);
    box.fetchSuggestions.mockRejectedValueOnce(new Error('offline'));
    box.actor.send({ type: 'SEARCH.INPUT', value: 'bunt' });
    box.clock.increment(SEARCH_SUGGEST_DEBOUNCE_MS);
    await box.ready();
    expect(box.visible()).toBe(false);
  });

  it('opens again when the visitor types into the focused box after closing it', async () => {
    const box = await typed('bunt');
    box.actor.send({ type: 'SEARCH.CLOSE' });
    expect(box.actor.getSnapshot().value).toBe('closed');
    box.actor.send({ type: 'SEARCH.INPUT', value: 'buntp' });
    box.clock.increment(SEARCH_SUGGEST_DEBOUNCE_MS);
    await box.ready();
    expect(box.fetchSuggestions).toHaveBeenLastCalledWith('buntp');
  });
});

describe('searchBoxMachine: closing (spec storefront §4)', () => {
  it('closes when focus leaves to another element', async () => {
    const box = await typed('bunt');
    box.actor.send({ type: 'SEARCH.BLUR' });
    expect(box.actor.getSnapshot().value).toBe('closed');
    expect(box.visible()).toBe(false);
  });

  it('closes on clearing the input, by typing it empty or with the clear button', async () => {
    const box = await typed('bunt');
    box.actor.send({ type: 'SEARCH.INPUT', value: '  ' });
    expect(box.actor.getSnapshot().value).toBe('closed');
    expect(box.actor.getSnapshot().context.query).toBe('');
    const other = await typed('bunt');
    other.actor.send({ type: 'SEARCH.CLEAR' });
    expect(other.actor.getSnapshot().value).toBe('closed');
    expect(other.actor.getSnapshot().context.query).toBe('');
  });

  it('closes on submit', async () => {
    const box = await typed('bunt');
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.visible()).toBe(false);
  });
});

describe('searchBoxMachine: highlight (spec storefront §4)', () => {
  it('highlights the hovered suggestion and moves with the arrow keys, wrapping round', async () => {
    const box = await typed('bunt');
    const highlighted = () => box.actor.getSnapshot().context.highlighted;
    expect(highlighted()).toBe(-1);
    box.actor.send({ type: 'SEARCH.NEXT' });
    expect(highlighted()).toBe(0);
    box.actor.send({ type: 'SEARCH.NEXT' });
    box.actor.send({ type: 'SEARCH.NEXT' });
    expect(highlighted()).toBe(2);
    box.actor.send({ type: 'SEARCH.NEXT' });
    expect(highlighted()).toBe(0);
    box.actor.send({ type: 'SEARCH.PREVIOUS' });
    expect(highlighted()).toBe(2);
    box.actor.send({ type: 'SEARCH.HIGHLIGHT', index: 1 });
    expect(highlighted()).toBe(1);
    box.actor.send({ type: 'SEARCH.HIGHLIGHT', index: 9 });
    expect(highlighted()).toBe(-1);
  });

  it('a new keystroke drops the highlight', async () => {
    const box = await typed('bunt');
    box.actor.send({ type: 'SEARCH.NEXT' });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'buntp' });
    expect(box.actor.getSnapshot().context.highlighted).toBe(-1);
  });
});

describe('searchBoxMachine: submit flow (spec storefront §4 steps 1-6, §2.7, §5)', () => {
  it('picking a suggestion fills the input and submits it', async () => {
    const box = await typed('bunt');
    box.actor.send({ type: 'SEARCH.PICK', index: 1, location: HOME_PAGE });
    expect(box.actor.getSnapshot().context.query).toBe('buntstifte dreikant');
    await box.closed();
    expect(box.checkQuery).toHaveBeenCalledWith('buntstifte dreikant');
    expect(box.navigations).toEqual([{ kind: 'client', href: '/search/?q=buntstifte%20dreikant' }]);
  });

  it('trims the query and sends an empty one home without asking the service', async () => {
    const box = start();
    box.actor.send({ type: 'SEARCH.INPUT', value: '   ' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: { href: 'https://shop.test/cat/5/' } });
    expect(box.navigations).toEqual([{ kind: 'client', href: '/' }]);
    expect(box.checkQuery).not.toHaveBeenCalled();
    box.actor.send({ type: 'SEARCH.INPUT', value: '  Füller  ' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.checkQuery).toHaveBeenCalledWith('Füller');
  });

  it('encodes & as %26 and + as %2B in q', async () => {
    const box = start();
    box.actor.send({ type: 'SEARCH.INPUT', value: 'Stifte & Farben+' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'client', href: '/search/?q=Stifte%20%26%20Farben%2B' }]);
  });

  it('a redirect wins over a product link and overwrites the query', async () => {
    const box = start({
      check: async () =>
        answer({ query: 'Schulranzen', redirectPath: '/cat/7/', productUrl: '/prod/1/', rewritten: true }),
    });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'Ranzen' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'client', href: '/cat/7/' }]);
    expect(box.actor.getSnapshot().context.query).toBe('Schulranzen');
  });

  it('an external redirect is a full page load', async () => {
    const box = start({ check: async () => answer({ query: 'x', redirectPath: 'https://blog.example/x' }) });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'x' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'document', href: 'https://blog.example/x' }]);
  });

  it('without a redirect, a single matching product opens its page', async () => {
    const box = start({ check: async (query) => answer({ query, productUrl: '/prod/42/' }) });
    box.actor.send({ type: 'SEARCH.INPUT', value: '4711' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'client', href: '/prod/42/' }]);
  });

  it('reloads an open product page onto the new product', async () => {
    const box = start({ check: async (query) => answer({ query, productUrl: '/prod/42/' }) });
    box.actor.send({ type: 'SEARCH.INPUT', value: '4711' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: { href: 'https://shop.test/prod/9/?varid=3' } });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'document', href: '/prod/42/' }]);
  });

  it('scrolls to the listing when the target is the page already shown', async () => {
    const box = start();
    box.actor.send({ type: 'SEARCH.INPUT', value: 'Füller' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: { href: 'https://shop.test/search/?q=F%C3%BCller' } });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'scrollToListing' }]);
  });

  it('sends oq when the service rewrote the query', async () => {
    const box = start({ check: async () => answer({ query: 'Buntstifte', rewritten: true }) });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'Buntstfite' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.navigations).toEqual([{ kind: 'client', href: '/search/?q=Buntstifte&oq=Buntstfite' }]);
  });

  it('a long-tail adjustment sets q and the suggested filters, and no oq', async () => {
    const box = start({
      check: async () =>
        answer({
          query: 'rote Buntstifte',
          rewritten: true,
          longTail: {
            searchQuery: 'Buntstifte',
            filters: [{ name: 'colour', values: ['Rot', 'Dunkel rot'] }],
          },
        }),
    });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'rote Buntstifte' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await box.closed();
    expect(box.navigations).toEqual([
      { kind: 'client', href: '/search/?q=Buntstifte&filter.colour=Rot,Dunkel%20rot' },
    ]);
  });

  it('refuses an unsafe redirect and a failing service still searches the plain query', async () => {
    const unsafe = start({ check: async (query) => answer({ query, redirectPath: 'javascript:alert(1)' }) });
    unsafe.actor.send({ type: 'SEARCH.INPUT', value: 'hack' });
    unsafe.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await unsafe.closed();
    expect(unsafe.navigations).toEqual([{ kind: 'client', href: '/search/?q=hack' }]);

    const failing = start({ check: async () => Promise.reject(new Error('503')) });
    failing.actor.send({ type: 'SEARCH.INPUT', value: 'Füller' });
    failing.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    await failing.closed();
    expect(failing.navigations).toEqual([{ kind: 'client', href: '/search/?q=F%C3%BCller' }]);
  });

  it('a blur while the service answers does not cancel the submit', async () => {
    let resolve: (value: SearchServiceAnswer) => void = () => {};
    const box = start({ check: () => new Promise((r) => (resolve = r)) });
    box.actor.send({ type: 'SEARCH.INPUT', value: 'Füller' });
    box.actor.send({ type: 'SEARCH.SUBMIT', location: HOME_PAGE });
    box.actor.send({ type: 'SEARCH.BLUR' });
    expect(box.actor.getSnapshot().value).toBe('submitting');
    resolve(answer({ query: 'Füller' }));
    await box.closed();
    expect(box.navigations).toHaveLength(1);
  });
});

describe('searchBoxMachine: the shown page (spec storefront §3.11 query state)', () => {
  it('shows the page query unless the visitor is typing', () => {
    const box = start();
    box.actor.send({ type: 'SEARCH.SYNC', query: 'Füller' });
    expect(box.actor.getSnapshot().context.query).toBe('Füller');
    box.actor.send({ type: 'SEARCH.INPUT', value: 'Tin' });
    box.actor.send({ type: 'SEARCH.SYNC', query: 'Füller' });
    expect(box.actor.getSnapshot().context.query).toBe('Tin');
  });
});
