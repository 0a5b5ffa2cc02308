// Spec shopping §3 "Teaser wish lists (CMS-driven, held locally)", §4 add-all-to-cart with the
// choose-variant follow-up, §9 wish list quantity 0 to 9998; decision 0019 (choices in local storage).
import { describe, expect, it } from 'vitest';
import {
  choicesOnList,
  onlyTheseEntries,
  parseTeaserChoices,
  teaserChoicesKey,
  withChoices,
  withQuantity,
} from './teaserChoices';

describe('teaser choices held in the browser', () => {
  it('keeps each teaser under its own key', () => {
    expect(teaserChoicesKey('schulstart-klasse-1')).not.toBe(teaserChoicesKey('schulstart-klasse-2'));
  });

  it('reads back what was stored, an absent item as null', () => {
    const stored = JSON.stringify([
      { entryId: 'e1', itemId: 'i2', quantity: 1 },
      { entryId: 'e2', quantity: 0 },
    ]);
    expect(parseTeaserChoices(stored)).toEqual([
      { entryId: 'e1', itemId: 'i2', quantity: 1 },
      { entryId: 'e2', itemId: null, quantity: 0 },
    ]);
  });

  it('drops what is not a choice: no JSON, no list, quantities outside 0 to 9998, missing ids', () => {
    expect(parseTeaserChoices(null)).toEqual([]);
    expect(parseTeaserChoices('{')).toEqual([]);
    expect(parseTeaserChoices('{"entryId":"e1","quantity":1}')).toEqual([]);
    const stored = JSON.stringify([
      { entryId: 'e1', quantity: 9999 },
      { entryId: 'e2', quantity: -1 },
      { entryId: 'e3', quantity: 1.5 },
      { entryId: '', quantity: 1 },
      { entryId: 'e4', itemId: 7, quantity: 1 },
      { entryId: 'e5', quantity: 9998 },
      'e6',
    ]);
    expect(parseTeaserChoices(stored)).toEqual([{ entryId: 'e5', itemId: null, quantity: 9998 }]);
  });

  it('replaces the choice of an entry chosen again and keeps the others', () => {
    const choices = [
      { entryId: 'e1', itemId: 'i1', quantity: 1 },
      { entryId: 'e2', quantity: 2 },
    ];
    expect(withChoices(choices, [{ entryId: 'e1', itemId: 'i9', quantity: 1 }])).toEqual([
      { entryId: 'e2', quantity: 2 },
      { entryId: 'e1', itemId: 'i9', quantity: 1 },
    ]);
  });

  it('changes the quantity of an entry and keeps its chosen variant; 0 leaves it out of the cart', () => {
    const choices = [{ entryId: 'e1', itemId: 'i9', quantity: 2 }];
    expect(withQuantity(choices, 'e1', 0)).toEqual([{ entryId: 'e1', itemId: 'i9', quantity: 0 }]);
    expect(withQuantity(choices, 'e2', 5)).toEqual([
      ...choices,
      { entryId: 'e2', itemId: null, quantity: 5 },
    ]);
  });

  it('sends no choice for an entry the list no longer has (the server would refuse the call)', () => {
    const choices = [
      { entryId: 'e1', itemId: 'i1', quantity: 1 },
      { entryId: 'gone', itemId: 'i2', quantity: 1 },
    ];
    expect(choicesOnList(choices, ['e1', 'e3'])).toEqual([{ entryId: 'e1', itemId: 'i1', quantity: 1 }]);
  });

  it('adds only the just chosen entries in a follow-up call: every other entry at quantity 0', () => {
    expect(onlyTheseEntries(['e1', 'e2', 'e3'], [{ entryId: 'e2', itemId: 'i7', quantity: 3 }])).toEqual([
      { entryId: 'e1', quantity: 0 },
      { entryId: 'e2', itemId: 'i7', quantity: 3 },
      { entryId: 'e3', quantity: 0 },
    ]);
  });
});
