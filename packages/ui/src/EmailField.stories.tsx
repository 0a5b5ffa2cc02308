import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EmailField, type EmailFieldProps } from './EmailField';

function Controlled(props: EmailFieldProps) {
  const [value, setValue] = useState(props.value);
  return <EmailField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: 'E-Mail-Adresse', value: 'anna', onValueChange: () => undefined },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus the field: the store's domains complete "anna"; arrows and Enter pick one. */
export const Suggestions: Story = {};

/** The Swiss shop suggests its own list first. */
export const Swiss: Story = { args: { value: 'anna@' }, parameters: { storeId: 'ch' } };

export const WithError: Story = {
  args: { value: 'anna@schule', error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
};
