// Spec shopping §4 "The password field has a show/hide toggle"; storefront §5.
import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function Controlled(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState('');
  return <PasswordField label="Passwort" value={value} onValueChange={setValue} {...props} />;
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const { user } = renderWithShop(<Controlled />);
    const input = screen.getByLabelText('Passwort');
    await user.type(input, 'geheim');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('geheim');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ties its error to the input', () => {
    renderWithShop(<Controlled error="Das Passwort muss zwischen 3 und 35 Zeichen lang sein." />);
    const input = screen.getByLabelText('Passwort');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Das Passwort muss zwischen 3 und 35 Zeichen lang sein.');
  });

  it('is valid without an error', () => {
    renderWithShop(<Controlled />);
    expect(screen.getByLabelText('Passwort')).not.toHaveAttribute('aria-invalid');
  });

  it('names the toggle in English in the English shop', () => {
    renderWithShop(<Controlled label="Password" />, { store: STORES['en-DE'] });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('has no axe violations, shown and with an error', async () => {
    const { container, user } = renderWithShop(<Controlled error="Bitte füllen Sie dieses Feld aus." />);
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    await expectNoAxeViolations(container);
  });
});
