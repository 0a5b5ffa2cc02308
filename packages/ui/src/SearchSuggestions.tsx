// The suggestion list under the search box (spec storefront §4 "Search suggestions"): a listbox the
// search combobox controls. With an empty query it holds the popular searches under that heading;
// the hovered or keyboard-selected option is highlighted; a click picks it. Focus stays in the input
// (the combobox pattern), so options react to the pointer only and the input handles the keyboard.
import type { SearchSuggestion } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './SearchSuggestions.module.css';
import { suggestionLabelParts } from './suggestionLabel';
import { suggestionOptionId } from './suggestionOptionId';

export interface SearchSuggestionsProps {
  /** Id of the listbox, referenced by the input's aria-controls. */
  readonly id: string;
  readonly suggestions: readonly SearchSuggestion[];
  /** The list holds the popular searches (an empty query). */
  readonly popular: boolean;
  /** Index of the highlighted option; -1 for none. */
  readonly highlighted: number;
  readonly onHighlight: (index: number) => void;
  readonly onPick: (index: number) => void;
}

/**
 * The suggestion list under the search box.
 *
 * @example
 * ```tsx
 * const { view, send } = useSearchBox({ onNavigate });
 * <SearchSuggestions
 *   id="search-suggestions"
 *   suggestions={view.suggestions}
 *   popular={view.popular}
 *   highlighted={view.highlighted}
 *   onHighlight={(index) => send({ type: 'SEARCH.HIGHLIGHT', index })}
 *   onPick={(index) => send({ type: 'SEARCH.PICK', index, location: currentLocation() })}
 * />
 * ```
 */
export function SearchSuggestions({
  id,
  suggestions,
  popular,
  highlighted,
  onHighlight,
  onPick,
}: SearchSuggestionsProps) {
  const t = useTranslate();
  const headingId = `${id}-heading`;
  return (
    // Pressing on the list must not move focus out of the input: that would close it (spec §4).
    // biome-ignore lint/a11y/noStaticElementInteractions: only prevents the focus change; the options are the controls.
    <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
      {popular ? (
        <p id={headingId} className={styles.heading}>
          {t('vue.search.popular')}
        </p>
      ) : null}
      <div
        id={id}
        role="listbox"
        aria-label={popular ? undefined : t('vue.search.suggestions')}
        aria-labelledby={popular ? headingId : undefined}
      >
        {suggestions.map((suggestion, index) => (
          // The input owns the keyboard (arrows, Enter) and points at this option with
          // aria-activedescendant; the option itself is never tabbed to.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens in the combobox input.
          <div
            key={suggestion.value}
            id={suggestionOptionId(id, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === highlighted}
            className={styles.option}
            data-highlighted={index === highlighted ? 'true' : undefined}
            onMouseEnter={() => onHighlight(index)}
            onMouseLeave={() => onHighlight(-1)}
            onClick={() => onPick(index)}
          >
            {suggestionLabelParts(suggestion.label).map((part, partIndex) =>
              part.strong ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder.
                <strong key={partIndex}>{part.text}</strong>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder.
                <span key={partIndex}>{part.text}</span>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
