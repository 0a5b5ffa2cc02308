// Spec shopping §3 "Address form" (formType companyOrSchool or private, company, salutation, names,
// street and number, addition, postcode, city, country, phone, email), §5 (company only for
// companyOrSchool; errors from the validation rules; server field errors).
import {
  type AddressFieldName,
  type AddressFormValues,
  addressPayload,
  emptyAddressForm,
  mapServerFieldErrors,
  validateAddressForm,
} from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressForm } from './AddressForm';
import type { AddressErrors } from './addressFields';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

let latest: AddressFormValues = emptyAddressForm();

/** A host as checkout would be: holds the values, validates on submit, shows the errors. */
function Host({
  initial = emptyAddressForm(),
  serverErrors,
}: {
  readonly initial?: AddressFormValues;
  readonly serverErrors?: AddressErrors<AddressFieldName>;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors<AddressFieldName> | undefined>(serverErrors);
  latest = values;
  return (
    <form
      aria-label="Adresse"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validateAddressForm(values));
      }}
    >
      <AddressForm legend="Rechnungsadresse" values={values} onChange={setValues} errors={errors} />
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('AddressForm', () => {
  it('has every field of the address form, under its legend', () => {
    renderWithShop(<Host />);
    expect(screen.getByRole('group', { name: 'Rechnungsadresse' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Privat' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveValue('');
    for (const label of [
      'Vorname',
      'Nachname',
      'Straße und Hausnummer',
      'Adresszusatz (optional)',
      'PLZ',
      'Ort',
      'Telefon (optional)',
    ]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
    expect(screen.getByRole('combobox', { name: 'E-Mail-Adresse (optional)' })).toHaveAttribute(
      'type',
      'email',
    );
  });

  it('shows the company only for a company or school address (spec §5)', async () => {
    const { user } = renderWithShop(<Host />);
    expect(screen.queryByRole('textbox', { name: 'Firma oder Schule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Firma oder Schule' }));
    await user.type(screen.getByRole('textbox', { name: 'Firma oder Schule' }), 'Grundschule am See');
    expect(latest.formType).toBe('companyOrSchool');
    expect(addressPayload(latest).schoolOrCompany).toBe('Grundschule am See');
    await user.click(screen.getByRole('radio', { name: 'Privat' }));
    expect(screen.queryByRole('textbox', { name: 'Firma oder Schule' })).not.toBeInTheDocument();
    expect(addressPayload(latest).schoolOrCompany).toBe('');
  });

  it('reports every value the customer enters to the host', async () => {
    const { user } = renderWithShop(<Host />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), 'Frau');
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Müller');
    await user.type(screen.getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Seeweg 4');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '1010');
    await user.type(screen.getByRole('textbox', { name: 'Ort' }), 'Wien');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'Österreich');
    await user.type(screen.getByRole('textbox', { name: 'Telefon (optional)' }), '+43 1 234');
    expect(latest).toMatchObject({
      salutation: 'ms',
      firstname: 'Anna',
      lastname: 'Müller',
      streetAndNumber: 'Seeweg 4',
      postcode: '1010',
      city: 'Wien',
      country: 'AT',
      phone: '+43 1 234',
    });
    expect(validateAddressForm(latest)).toEqual({});
  });

  it('marks each invalid field with its message after a failed submit', async () => {
    const { user } = renderWithShop(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const lastname = screen.getByRole('textbox', { name: 'Nachname' });
    expect(lastname).toHaveAttribute('aria-invalid', 'true');
    expect(lastname).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByRole('textbox', { name: 'PLZ' })).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige Postleitzahl ein.',
    );
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Telefon (optional)' })).not.toHaveAttribute('aria-invalid');
  });

  it('fills the maximum into a max-length message and shows server texts as they are', () => {
    const server = mapServerFieldErrors({
      fields: ['city', 'email'],
      fieldErrors: [{ field: 'billingAddress.email', message: 'Diese Adresse ist gesperrt.' }],
    });
    renderWithShop(<Host serverErrors={{ ...server.fields, city: 'vue.form.error.maxLength' }} />);
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveAccessibleDescription(
      'Bitte geben Sie höchstens 35 Zeichen ein.',
    );
    expect(screen.getByRole('combobox', { name: 'E-Mail-Adresse (optional)' })).toHaveAccessibleDescription(
      'Diese Adresse ist gesperrt.',
    );
  });

  it('has no axe violations, with the company and errors shown', async () => {
    const { container, user } = renderWithShop(<Host initial={emptyAddressForm('companyOrSchool')} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await expectNoAxeViolations(container);
  });
});
