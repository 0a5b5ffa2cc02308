// Spec shopping §4 "the email field shows suggestions on focus with text"; storefront §5 (the lists
// differ by shop). Combobox with a listbox popup (WAI-ARIA combobox pattern).
import { STORES } from '@ranzen/sdk-core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailField } from './EmailField';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function Controlled({ initial = '', error }: { readonly initial?: string; readonly error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EmailField label="E-Mail-Adresse" value={value} onValueChange={setValue} error={error} />
      <button type="button">Weiter</button>
    </>
  );
}

const options = () =>
  within(screen.getByRole('listbox', { name: 'E-Mail-Vorschläge' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('EmailField', () => {
  it('shows no suggestions on focus without text', async () => {
    const { user } = renderWithShop(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("suggests the shop's domains on focus with text and narrows them while typing", async () => {
    const { user } = renderWithShop(<Controlled initial="anna" />);
    const input = screen.getByRole('combobox', { name: 'E-Mail-Adresse' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual([
      'anna@gmx.de',
      'anna@web.de',
      'anna@t-online.de',
      'anna@gmx.net',
      'anna@freenet.de',
    ]);
    await user.type(input, '@gmx');
    expect(options()).toEqual(['anna@gmx.de', 'anna@gmx.net']);
  });

  it('offers the Swiss list in the Swiss shop', async () => {
    const { user } = renderWithShop(<Controlled initial="anna@b" />, { store: STORES.ch });
    await user.click(screen.getByRole('combobox'));
    expect(options()).toEqual(['anna@bluewin.ch']);
  });

  it('takes a suggestion by keyboard: arrows move, Enter picks, the list closes', async () => {
    const { user } = renderWithShop(<Controlled initial="anna@gm" />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'anna@gmx.net' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'anna@gmx.de' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('anna@gmx.de');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and when focus leaves, keeping what was typed', async () => {
    const { user } = renderWithShop(<Controlled initial="anna" />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('anna');
  });

  it('takes a suggestion by pointer', async () => {
    const { user } = renderWithShop(<Controlled initial="anna@web" />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'anna@web.de' }));
    expect(screen.getByRole('combobox')).toHaveValue('anna@web.de');
  });

  it('ties its error to the input', () => {
    renderWithShop(
      <Controlled initial="anna@schule" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." />,
    );
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('has no axe violations with the suggestions open', async () => {
    const { container, user } = renderWithShop(<Controlled initial="anna" error="Bitte prüfen" />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    await expectNoAxeViolations(container);
  });
});
