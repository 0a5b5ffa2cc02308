// The suggestion list on its own (spec storefront §4 "Search suggestions"): heading for popular
// searches, highlighted option, hover and click report their index.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchSuggestions } from './SearchSuggestions';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const suggestions = [
  { value: 'buntstifte', label: '<b>bunt</b>stifte' },
  { value: 'buntpapier', label: '<b>bunt</b>papier' },
];

function renderList(popular: boolean, highlighted = -1) {
  const onHighlight = vi.fn();
  const onPick = vi.fn();
  const result = renderWithShop(
    // A listbox is owned by a combobox in the page; the test gives it one so axe sees the real pattern.
    <div>
      <input role="combobox" aria-label="Suchbegriff" aria-expanded="true" aria-controls="list" readOnly />
      <SearchSuggestions
        id="list"
        suggestions={suggestions}
        popular={popular}
        highlighted={highlighted}
        onHighlight={onHighlight}
        onPick={onPick}
      />
    </div>,
  );
  return { ...result, onHighlight, onPick };
}

describe('SearchSuggestions', () => {
  it("shows the 'popular searches' heading only for popular searches", async () => {
    const { container, rerender } = renderList(true);
    expect(screen.getByText('Beliebte Suchanfragen')).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Beliebte Suchanfragen' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    rerender(
      <SearchSuggestions
        id="list"
        suggestions={suggestions}
        popular={false}
        highlighted={-1}
        onHighlight={vi.fn()}
        onPick={vi.fn()}
      />,
    );
    expect(screen.queryByText('Beliebte Suchanfragen')).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Suchvorschläge' })).toBeInTheDocument();
  });

  it('marks the highlighted option selected and reports hover and click', async () => {
    const { user, onHighlight, onPick, container } = renderList(false, 1);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    await user.hover(options[0] as HTMLElement);
    expect(onHighlight).toHaveBeenLastCalledWith(0);
    await user.click(options[0] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(0);
    await expectNoAxeViolations(container);
  });
});
