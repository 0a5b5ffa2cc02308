import {
  type AddressFieldName,
  type AddressFormValues,
  emptyAddressForm,
  validateAddressForm,
} from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AddressForm, type AddressFormProps } from './AddressForm';
import type { AddressErrors } from './addressFields';

/** A host as checkout would be: validates on submit and hands the errors back. */
function Host(props: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(props.values);
  const [errors, setErrors] = useState<AddressErrors<AddressFieldName> | undefined>(props.errors);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validateAddressForm(values));
      }}
    >
      <AddressForm {...props} values={values} onChange={setValues} errors={errors} />
      <button type="submit" style={{ marginTop: 16 }}>
        Speichern
      </button>
    </form>
  );
}

const meta = {
  title: 'Forms/AddressForm',
  component: AddressForm,
  args: { legend: 'Rechnungsadresse', values: emptyAddressForm(), onChange: () => undefined },
  render: (args) => <Host {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Private address: no company field. Submit empty to see every invalid field marked. */
export const Private: Story = {};

/** Company or school: the company field appears (and is sent). */
export const CompanyOrSchool: Story = { args: { values: emptyAddressForm('companyOrSchool') } };

/** Errors from the rules after a failed submit, and one server text. */
export const WithErrors: Story = {
  args: {
    values: { ...emptyAddressForm(), firstname: 'Anna', postcode: '123', email: 'anna@gesperrt.de' },
    errors: {
      ...validateAddressForm({ ...emptyAddressForm(), firstname: 'Anna', postcode: '123' }),
      email: 'Diese Adresse ist gesperrt.',
    },
  },
};
