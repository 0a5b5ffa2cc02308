import { sunnyVariantAttributes, type VariantAttributeFixture } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { VariantSelector } from './VariantSelector';

const meta = {
  title: 'Product/VariantSelector',
  component: VariantSelector,
  args: { attributes: sunnyVariantAttributes, onSelect: fn() },
} satisfies Meta<typeof VariantSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour tiles (css swatches, a discount mark, one crossed out) and a size dropdown. */
export const TilesAndDropdown: Story = {};

export const B2b: Story = { globals: { theme: 'b2b' } };

export const Loading: Story = { args: { state: 'loading' } };

/** Choosing marks the option as selected, as the variant info answer would. */
export const Interactive: Story = {
  render: function InteractiveSelector(args) {
    const [attributes, setAttributes] = useState<readonly VariantAttributeFixture[]>(args.attributes);
    return (
      <VariantSelector
        {...args}
        attributes={attributes}
        onSelect={(name, value) => {
          args.onSelect(name, value);
          setAttributes((current) =>
            current.map((attribute) =>
              attribute.name === name
                ? {
                    ...attribute,
                    options: attribute.options.map((option) => ({
                      ...option,
                      selected: option.value === value,
                    })),
                  }
                : attribute,
            ),
          );
        }}
      />
    );
  },
};
