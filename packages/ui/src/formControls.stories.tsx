import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FieldGroup, SelectField, TextAreaField, TextField } from './formControls';

/** A field as the account forms use it: the value held by the story, as a form holds it. */
function StatefulTextField({ error }: { readonly error?: string }) {
  const [value, setValue] = useState('Erika');
  return <TextField label="Vorname" value={value} onValueChange={setValue} error={error} required />;
}

const SALUTATIONS = [
  { value: 'ms', label: 'Frau' },
  { value: 'mr', label: 'Herr' },
] as const;

function StatefulSelectField({ error }: { readonly error?: string }) {
  const [value, setValue] = useState<'ms' | 'mr' | ''>('');
  return (
    <SelectField
      label="Anrede"
      name="salutation"
      value={value}
      options={SALUTATIONS}
      placeholder="Bitte wählen"
      onValueChange={setValue}
      error={error}
      required
    />
  );
}

// The labelled fields every account and checkout form shares (AddressForm, PasswordField, EmailField):
// a visible label, and an error tied to the input by aria-invalid and aria-describedby.
const meta = {
  title: 'Forms/formControls',
  component: FieldGroup,
  subcomponents: { TextField, SelectField, TextAreaField },
  args: { legend: 'Rechnungsadresse', children: null },
  render: ({ legend }) => (
    <FieldGroup legend={legend}>
      <StatefulSelectField />
      <StatefulTextField />
    </FieldGroup>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fields: Story = {};

/** Both fields refused: the message under each field, the input marked invalid. */
export const WithErrors: Story = {
  render: ({ legend }) => (
    <FieldGroup legend={legend}>
      <StatefulSelectField error="Bitte wählen Sie eine Anrede." />
      <StatefulTextField error="Bitte geben Sie Ihren Vornamen ein." />
    </FieldGroup>
  ),
};

function StatefulTextArea() {
  const [value, setValue] = useState('');
  return (
    <TextAreaField label="Ihre Nachricht" value={value} onValueChange={setValue} rows={5} maxLength={2000} />
  );
}

/** A message field (the contact form). */
export const TextArea: Story = {
  render: ({ legend }) => (
    <FieldGroup legend={legend}>
      <StatefulTextArea />
    </FieldGroup>
  ),
};
