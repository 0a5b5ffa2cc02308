import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CheckboxField, type CheckboxFieldProps } from './formControls';

/** The box as a form holds it: the story keeps the checked state, so the box can be ticked. */
function StatefulCheckboxField(props: CheckboxFieldProps) {
  const [checked, setChecked] = useState(props.checked);
  return <CheckboxField {...props} checked={checked} onCheckedChange={setChecked} />;
}

// A checkbox with its label beside it, as the registration's terms and the newsletter consent use it;
// an error is tied to the box by aria-invalid and aria-describedby, like every other field's.
const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: {
    label: 'Ich akzeptiere die AGB und die Datenschutzerklärung.',
    name: 'terms',
    checked: false,
    onCheckedChange: () => undefined,
    required: true,
  },
  render: (args) => <StatefulCheckboxField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { checked: true } };

/** Sent without the tick: the message under the box, the box marked invalid. */
export const WithError: Story = { args: { error: 'Bitte akzeptiere die AGB.' } };
