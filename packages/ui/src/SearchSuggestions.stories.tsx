import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchSuggestions } from './SearchSuggestions';

const meta = {
  title: 'Search/SearchSuggestions',
  component: SearchSuggestions,
  args: {
    id: 'search-suggestions',
    popular: false,
    highlighted: 1,
    suggestions: [
      { value: 'buntstifte', label: '<b>bunt</b>stifte' },
      { value: 'buntstifte dreikant', label: '<b>bunt</b>stifte dreikant' },
      { value: 'buntpapier', label: '<b>bunt</b>papier' },
    ],
    onHighlight: () => undefined,
    onPick: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', maxWidth: 480, minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While typing: the typed part in bold, the second suggestion highlighted. */
export const Typing: Story = {};

/** An empty query: the shop's popular searches under their heading (spec storefront §4). */
export const PopularSearches: Story = {
  args: {
    popular: true,
    highlighted: -1,
    suggestions: [
      { value: 'schulranzen', label: 'schulranzen' },
      { value: 'füller', label: 'füller' },
      { value: 'wasserfarben', label: 'wasserfarben' },
    ],
  },
};

/** The B2B theme (the B2B store itself shows no suggestions; the component looks the same). */
export const B2bTheme: Story = { globals: { theme: 'b2b' } };
