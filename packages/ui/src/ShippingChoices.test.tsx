// The shipping step's components (spec shopping §3 shippingStep: deliveryType, shippers, contact e-mails;
// §4 "Shipper rules"; §5 "An alternative e-mail counts only if its flag is on"; §8 shipper info codes),
// queried by role and label as a shopper would.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactEmailsForm } from './ContactEmailsForm';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';
import { SavedAddressChoice } from './SavedAddressChoice';
import { ShipperChoice } from './ShipperChoice';
import { germanShippers, noShippers, parcelStationShippers, savedAddresses } from './shippingFixtures';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const NO_ALTERNATIVES = {
  billingEmail: '',
  shippingEmail: '',
  billingAlternativeEmail: false,
  shippingAlternativeEmail: false,
};

describe('DeliveryTypeChoice (§3 deliveryType)', () => {
  it('offers the billing address, another address and a parcel station', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithShop(
      <DeliveryTypeChoice value="sameAsBilling" onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Wohin dürfen wir liefern?' });
    expect(group).toHaveAttribute('data-state', 'sameAsBilling');
    expect(screen.getByRole('radio', { name: 'An die Rechnungsadresse' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'An eine Packstation' }));
    expect(onChange).toHaveBeenCalledWith('packstation');
    await expectNoAxeViolations(container);
  });
});

describe('ShipperChoice (§4 "Shipper rules", §8 info codes)', () => {
  it('lists the shippers with their costs; the selected one is checked', async () => {
    const onSelect = vi.fn();
    const { user, container } = renderWithShop(
      <ShipperChoice shippers={germanShippers} onSelect={onSelect} />,
    );
    expect(screen.getByRole('radio', { name: 'DHL' })).toBeChecked();
    expect(screen.getByText('5,95 €')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'DPD' }));
    expect(onSelect).toHaveBeenCalledWith('dpd');
    await expectNoAxeViolations(container);
  });

  it('a disabled shipper says why (PACKSTATION-DHL-ONLY) and cannot be chosen', () => {
    renderWithShop(<ShipperChoice shippers={parcelStationShippers} onSelect={vi.fn()} />);
    const dpd = screen.getByRole('radio', {
      name: 'DPD',
      description: 'An eine Packstation liefert nur DHL.',
    });
    expect(dpd).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'DHL' })).toBeChecked();
  });

  it('no shipper for the address: the reasons and the error', async () => {
    const { container } = renderWithShop(
      <ShipperChoice shippers={noShippers} onSelect={vi.fn()} error="vue.checkout.shipper.unavailable" />,
    );
    expect(
      screen.getByRole('radio', { name: 'DHL', description: 'DHL liefert nur innerhalb Deutschlands.' }),
    ).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Diese Versandart ist für Ihre Lieferung nicht verfügbar.',
    );
    expect(screen.getByRole('group', { name: 'Versandart' })).toHaveAttribute('data-state', 'none');
    await expectNoAxeViolations(container);
  });
});

describe('ContactEmailsForm (§5 alternative e-mails)', () => {
  it('a flag reveals its e-mail field', async () => {
    const onChange = vi.fn();
    const { user } = renderWithShop(<ContactEmailsForm values={NO_ALTERNATIVES} onChange={onChange} />);
    expect(screen.queryByLabelText('E-Mail für die Bestellbestätigung')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'Bestellbestätigung an eine andere E-Mail-Adresse senden' }),
    );
    expect(onChange).toHaveBeenCalledWith({ ...NO_ALTERNATIVES, billingAlternativeEmail: true });
  });

  it('shows the field with its error while the flag is on', async () => {
    const { container } = renderWithShop(
      <ContactEmailsForm
        values={{ ...NO_ALTERNATIVES, shippingAlternativeEmail: true, shippingEmail: 'kein-at' }}
        onChange={vi.fn()}
        errors={{ shippingEmail: 'vue.form.error.email.incorrect' }}
      />,
    );
    const field = screen.getByLabelText('E-Mail für Versandinformationen');
    expect(field).toHaveValue('kein-at');
    expect(field).toHaveAccessibleDescription(/E-Mail/);
    await expectNoAxeViolations(container);
  });
});

describe('ContactEmailsForm: a customer\'s own e-mail (§5 "e-mail is saved only if ... a save is requested")', () => {
  const account = { current: 'anna@ranzen.test', email: 'anna@ranzen.test', save: false };

  it("shows the account's e-mail; its field appears only when the change is asked for", async () => {
    const onAccountEmailChange = vi.fn();
    const { user } = renderWithShop(
      <ContactEmailsForm
        values={NO_ALTERNATIVES}
        onChange={vi.fn()}
        accountEmail={account}
        onAccountEmailChange={onAccountEmailChange}
      />,
    );
    expect(screen.getByText('E-Mail-Adresse: anna@ranzen.test')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Neue E-Mail-Adresse/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'E-Mail-Adresse im Kundenkonto ändern' }));
    expect(onAccountEmailChange).toHaveBeenCalledWith({ ...account, save: true });
  });

  it('the new e-mail with its error while the save is asked for', async () => {
    const onAccountEmailChange = vi.fn();
    const { user, container } = renderWithShop(
      <ContactEmailsForm
        values={NO_ALTERNATIVES}
        onChange={vi.fn()}
        accountEmail={{ ...account, email: 'kein-at', save: true }}
        onAccountEmailChange={onAccountEmailChange}
        errors={{ email: 'vue.form.error.email.incorrect' }}
      />,
    );
    const field = screen.getByLabelText(/Neue E-Mail-Adresse/);
    expect(field).toHaveValue('kein-at');
    expect(field).toHaveAccessibleDescription(/E-Mail/);
    await user.type(field, 'x');
    expect(onAccountEmailChange).toHaveBeenLastCalledWith({ ...account, email: 'kein-atx', save: true });
    await expectNoAxeViolations(container);
  });
});

describe('ContactEmailsForm: a guest\'s e-mail (§5 "e-mail is saved only if changed and the user is a guest")', () => {
  it('is a required field of its own with its error, and no save tick', async () => {
    const onGuestEmailChange = vi.fn();
    const { user, container } = renderWithShop(
      <ContactEmailsForm
        values={NO_ALTERNATIVES}
        onChange={vi.fn()}
        guestEmail="gast@ranzen"
        onGuestEmailChange={onGuestEmailChange}
        errors={{ email: 'vue.form.error.email.incorrect' }}
      />,
    );
    const field = screen.getByRole('combobox', { name: /^E-Mail-Adresse/ });
    expect(field).toHaveValue('gast@ranzen');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(/E-Mail/);
    expect(screen.queryByRole('checkbox', { name: 'E-Mail-Adresse im Kundenkonto ändern' })).toBeNull();
    await user.type(field, 'x');
    expect(onGuestEmailChange).toHaveBeenLastCalledWith('gast@ranzenx');
    await expectNoAxeViolations(container);
  });
});

describe('SavedAddressChoice (§4 new or edited addresses)', () => {
  it('lists the saved addresses and a new one', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithShop(
      <SavedAddressChoice
        legend="Rechnungsadresse"
        addresses={savedAddresses}
        value="a1"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Anna Berg, Schulweg 1, 10115 Berlin' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Neue Adresse' }));
    expect(onChange).toHaveBeenCalledWith(null);
    await expectNoAxeViolations(container);
  });
});
