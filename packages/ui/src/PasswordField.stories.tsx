import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return <PasswordField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Passwort', value: 'geheim', onValueChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the toggle is pressed (`aria-pressed` tells its state). */
export const Default: Story = {};

export const NewPassword: Story = {
  args: { label: 'Neues Passwort', value: '', autoComplete: 'new-password' },
};

export const WithError: Story = {
  args: { value: 'ab', error: 'Das Passwort muss zwischen 3 und 35 Zeichen lang sein.' },
};
