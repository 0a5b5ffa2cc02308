import {
  emptyParcelStationForm,
  type ParcelStationFieldName,
  type ParcelStationFormValues,
  validateParcelStationForm,
} from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { AddressErrors } from './addressFields';
import { ParcelStationForm, type ParcelStationFormProps } from './ParcelStationForm';

function Host(props: ParcelStationFormProps) {
  const [values, setValues] = useState<ParcelStationFormValues>(props.values);
  const [errors, setErrors] = useState<AddressErrors<ParcelStationFieldName> | undefined>(props.errors);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validateParcelStationForm(values));
      }}
    >
      <ParcelStationForm {...props} values={values} onChange={setValues} errors={errors} />
      <button type="submit" style={{ marginTop: 16 }}>
        Speichern
      </button>
    </form>
  );
}

const meta = {
  title: 'Forms/ParcelStationForm',
  component: ParcelStationForm,
  args: {
    legend: 'Lieferung an eine Packstation',
    values: emptyParcelStationForm(),
    onChange: () => undefined,
  },
  render: (args) => <Host {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ParcelStationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Country starts at Germany; submit empty to see the errors. */
export const Empty: Story = {};

export const WithErrors: Story = {
  args: {
    values: { ...emptyParcelStationForm(), packstation: 'P1' },
    errors: validateParcelStationForm({ ...emptyParcelStationForm(), packstation: 'P1' }),
  },
};
