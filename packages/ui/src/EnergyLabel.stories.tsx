import { lampProduct } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnergyLabel } from './EnergyLabel';

const energyEfficiency = lampProduct.energyEfficiency;
if (!energyEfficiency) throw new Error('lampProduct carries an energy label');

const meta = {
  title: 'Catalog/EnergyLabel',
  component: EnergyLabel,
  args: { energyEfficiency },
} satisfies Meta<typeof EnergyLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the product page: the label and its class. */
export const Default: Story = {};

/** On a tile: the label only. */
export const Small: Story = { args: { size: 'sm' } };
