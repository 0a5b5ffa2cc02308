// Spec shopping §3 "Parcel-station form" (salutation, names, postnumber, packstation, postcode, city,
// country default DE), §5 (post number sent as street, station as addition).
import {
  emptyParcelStationForm,
  type ParcelStationFieldName,
  type ParcelStationFormValues,
  parcelStationPayload,
  validateParcelStationForm,
} from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AddressErrors } from './addressFields';
import { ParcelStationForm } from './ParcelStationForm';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

let latest: ParcelStationFormValues = emptyParcelStationForm();

function Host() {
  const [values, setValues] = useState(emptyParcelStationForm());
  const [errors, setErrors] = useState<AddressErrors<ParcelStationFieldName>>();
  latest = values;
  return (
    <form
      aria-label="Packstation"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(validateParcelStationForm(values));
      }}
    >
      <ParcelStationForm
        legend="Lieferung an eine Packstation"
        values={values}
        onChange={setValues}
        errors={errors}
      />
      <button type="submit">Speichern</button>
    </form>
  );
}

describe('ParcelStationForm', () => {
  it('starts in Germany and has the station fields, no street and no company', () => {
    renderWithShop(<Host />);
    expect(screen.getByRole('group', { name: 'Lieferung an eine Packstation' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveValue('DE');
    for (const label of ['Vorname', 'Nachname', 'Postnummer', 'Packstation-Nummer', 'PLZ', 'Ort']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox', { name: 'Straße und Hausnummer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Firma oder Schule' })).not.toBeInTheDocument();
  });

  it('hands the host values whose payload carries the post number as street and the station as addition', async () => {
    const { user } = renderWithShop(<Host />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), 'Herr');
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Jürgen');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Müller');
    await user.type(screen.getByRole('textbox', { name: 'Postnummer' }), '123456789');
    await user.type(screen.getByRole('textbox', { name: 'Packstation-Nummer' }), '105');
    await user.type(screen.getByRole('textbox', { name: 'PLZ' }), '80331');
    await user.type(screen.getByRole('textbox', { name: 'Ort' }), 'München');
    expect(validateParcelStationForm(latest)).toEqual({});
    expect(parcelStationPayload(latest)).toMatchObject({
      street: '123456789',
      addressAddition: '105',
      country: 'DE',
      packstationAddress: true,
    });
  });

  it('marks invalid station fields after a failed submit', async () => {
    const { user } = renderWithShop(<Host />);
    await user.type(screen.getByRole('textbox', { name: 'Packstation-Nummer' }), 'P1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('textbox', { name: 'Postnummer' })).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    const station = screen.getByRole('textbox', { name: 'Packstation-Nummer' });
    expect(station).toHaveAttribute('aria-invalid', 'true');
    expect(station).toHaveAccessibleDescription('Bitte geben Sie nur Ziffern ein.');
  });

  it('has no axe violations with errors shown', async () => {
    const { container, user } = renderWithShop(<Host />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await expectNoAxeViolations(container);
  });
});
