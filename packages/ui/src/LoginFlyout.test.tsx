// Spec storefront §2.5 "Login flyout", §5 "Form inputs used in header forms".
import { STORES } from '@ranzen/sdk-core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerLoginForm, LoginFlyout } from './LoginFlyout';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function stubMobile(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('LoginFlyout (consumer)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has e-mail, password, stay-logged-in, forgot-password and register', () => {
    renderWithShop(<LoginFlyout />);
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/myaccount/resetpassword/',
    );
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/myaccount/register/',
    );
    expect(screen.queryByLabelText('Kundennummer')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = renderWithShop(<LoginFlyout />);
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
  });

  it("suggests the shop's e-mail domains while the address is typed (spec storefront §5)", async () => {
    const { user } = renderWithShop(<LoginFlyout />);
    const email = screen.getByRole('combobox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'anna@gmx');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['anna@gmx.de', 'anna@gmx.net']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(email).toHaveValue('anna@gmx.de');
  });

  it('requires the e-mail first and focuses it', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<LoginFlyout onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says an e-mail is incorrect', async () => {
    const { user } = renderWithShop(<LoginFlyout />);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@schule');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'x'.repeat(36)],
  ])('says a password is %s and focuses it', async (_, password) => {
    const { user } = renderWithShop(<LoginFlyout />);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna.mueller@schule.de');
    await user.type(screen.getByLabelText('Passwort'), password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const field = screen.getByLabelText('Passwort');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('Das Passwort muss zwischen 3 und 35 Zeichen lang sein.');
    expect(screen.getByLabelText('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
  });

  it('submits valid values, with umlauts in the address', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<LoginFlyout onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-Mail-Adresse'), ' jürgen@schulbüro.de ');
    await user.type(screen.getByLabelText('Passwort'), 'abc');
    await user.click(screen.getByRole('checkbox', { name: 'Angemeldet bleiben' }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledWith({
      identifierType: 'email',
      identifier: 'jürgen@schulbüro.de',
      password: 'abc',
      stayLoggedIn: true,
    });
  });

  it('clears the error when the field changes', async () => {
    const { user } = renderWithShop(<LoginFlyout />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'a');
    expect(screen.getByLabelText('E-Mail-Adresse')).not.toHaveAttribute('aria-invalid');
  });

  it('marks e-mail and password invalid after a refused login and keeps them marked while typing (shopping §8)', async () => {
    const { user } = renderWithShop(<LoginFlyout invalidFields={['email', 'password']} />);
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'a');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('is busy while the login is sent: the submit button is disabled (shopping §4 "submit sets loading")', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<LoginFlyout submitting onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Anmelden' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anmelden' }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the wish-list invite header and text', () => {
    renderWithShop(
      <LoginFlyout
        wishlistInvite={{
          headline: 'Sie wurden zu einem Merkzettel eingeladen',
          text: 'Melden Sie sich an, um den Merkzettel zu sehen.',
        }}
      />,
    );
    expect(screen.getByText('Sie wurden zu einem Merkzettel eingeladen')).toBeInTheDocument();
    expect(screen.getByText('Melden Sie sich an, um den Merkzettel zu sehen.')).toBeInTheDocument();
  });

  it('greets a logged-in customer with account links and logout', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithShop(
      <LoginFlyout customer={{ firstName: 'Anna', lastName: 'Müller' }} onLogout={onLogout} />,
    );
    expect(screen.getByRole('heading', { name: 'Hallo Anna Müller' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Mein Konto' }));
    expect(links.getByRole('link', { name: 'Kontaktdaten' })).toHaveAttribute(
      'href',
      '/myaccount/contact-details/',
    );
    expect(links.getByRole('link', { name: 'Adressen' })).toHaveAttribute('href', '/myaccount/addresses/');
    expect(links.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('href', '/myaccount/orders/');
    expect(links.getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/myaccount/wishlist/');
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Passwort')).not.toBeInTheDocument();
  });

  it('has no axe violations, with an error shown', async () => {
    const { container, user } = renderWithShop(<LoginFlyout />);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await expectNoAxeViolations(container);
  });
});

describe('LoginFlyout (B2B)', () => {
  const b2b = { store: STORES['b2b-de'] };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for customer number and password, without stay-logged-in', () => {
    renderWithShop(<LoginFlyout />, b2b);
    expect(screen.getByLabelText('Kundennummer')).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-Mail-Adresse')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('requires the customer number and limits it to 80 characters', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<LoginFlyout onSubmit={onSubmit} />, b2b);
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const number = screen.getByLabelText('Kundennummer');
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await user.type(number, '1'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription('Bitte geben Sie höchstens 80 Zeichen ein.');
    await user.clear(number);
    await user.type(number, '4711-0815');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledWith({
      identifierType: 'customerNumber',
      identifier: '4711-0815',
      password: 'geheim',
      stayLoggedIn: false,
    });
  });

  it('collapses the login and register panels on mobile', async () => {
    stubMobile(true);
    const { user } = renderWithShop(<LoginFlyout />, b2b);
    const login = screen.getByRole('button', { name: 'Anmelden', expanded: true });
    const register = screen.getByRole('button', { name: 'Neu hier?', expanded: false });
    expect(screen.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
    await user.click(register);
    expect(screen.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await user.click(login);
    expect(screen.getByLabelText('Kundennummer')).not.toBeVisible();
  });

  it('labels the wish list "Bestellliste" when logged in', () => {
    renderWithShop(<LoginFlyout customer={{ firstName: 'Jonas', lastName: 'Weber' }} />, b2b);
    expect(screen.getByRole('link', { name: 'Bestellliste' })).toHaveAttribute(
      'href',
      '/myaccount/wishlist/',
    );
  });

  it('has no axe violations on mobile', async () => {
    stubMobile(true);
    const { container } = renderWithShop(<LoginFlyout />, b2b);
    await expectNoAxeViolations(container);
  });
});

describe('CustomerLoginForm (the checkout login step, shopping §2 /checkout/login)', () => {
  it('is the login form without the register panel, by the store family', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<CustomerLoginForm onSubmit={onSubmit} />);
    expect(screen.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@example.org');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledWith({
      identifierType: 'email',
      identifier: 'anna@example.org',
      password: 'geheim',
      stayLoggedIn: false,
    });
  });

  it('asks B2B buyers for their customer number (shopping §6)', () => {
    renderWithShop(<CustomerLoginForm />, { store: STORES['b2b-de'] });
    expect(screen.getByLabelText('Kundennummer')).toBeInTheDocument();
  });
});
