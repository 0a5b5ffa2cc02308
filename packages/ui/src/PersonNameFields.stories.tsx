import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PersonNameFields } from './PersonNameFields';

function StatefulNames({ required, error }: { readonly required?: boolean; readonly error?: string }) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  return (
    <PersonNameFields
      required={required ?? false}
      firstName={{
        name: 'firstName',
        value: firstName,
        onValueChange: setFirstName,
        error: null,
        ref: () => {},
      }}
      lastName={{
        name: 'lastName',
        value: lastName,
        onValueChange: setLastName,
        error: error ?? null,
        ref: () => {},
      }}
    />
  );
}

const meta = {
  title: 'Forms/PersonNameFields',
  component: StatefulNames,
  subcomponents: { PersonNameFields },
} satisfies Meta<typeof StatefulNames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { required: true, error: 'Bitte füllen Sie dieses Pflichtfeld aus.' },
};
