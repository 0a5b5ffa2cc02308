// The id of a search suggestion's option, shared by the combobox (aria-activedescendant, in every page's
// first load) and the suggestion list (loaded on the search box's first focus, decision 0008).

/** Id of an option, for the input's aria-activedescendant. */
export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}
