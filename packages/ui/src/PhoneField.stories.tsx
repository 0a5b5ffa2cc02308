import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PhoneField } from './PhoneField';

function StatefulPhone({ error }: { readonly error?: string }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneField
      field={{ name: 'phone', value: phone, onValueChange: setPhone, error: error ?? null, ref: () => {} }}
    />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: StatefulPhone,
  subcomponents: { PhoneField },
} satisfies Meta<typeof StatefulPhone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = {
  args: { error: 'Bitte verwenden Sie nur Ziffern, Leerzeichen, + und -.' },
};
