import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SalutationField } from './SalutationField';

function StatefulSalutation({ error }: { readonly error?: string }) {
  const [value, setValue] = useState('');
  return (
    <SalutationField
      label="Anrede (optional)"
      field={{ name: 'salutation', value, onValueChange: setValue, error: error ?? null, ref: () => {} }}
    />
  );
}

const meta = {
  title: 'Forms/SalutationField',
  component: StatefulSalutation,
  subcomponents: { SalutationField },
} satisfies Meta<typeof StatefulSalutation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Bitte wählen Sie einen Eintrag der Liste.' } };
