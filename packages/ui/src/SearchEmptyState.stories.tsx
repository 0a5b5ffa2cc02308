import { routePath } from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchEmptyState } from './SearchEmptyState';

const meta = {
  title: 'Search/SearchEmptyState',
  component: SearchEmptyState,
  args: {
    query: 'xyzzy',
    suggestions: ['schulranzen', 'füller', 'wasserfarben', 'buntstifte'],
    hrefFor: (query: string) => `${routePath('search')}?q=${encodeURIComponent(query)}`,
  },
} satisfies Meta<typeof SearchEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSuggestions: Story = {};

export const WithoutSuggestions: Story = { args: { suggestions: [] } };

export const B2b: Story = { globals: { theme: 'b2b' } };
