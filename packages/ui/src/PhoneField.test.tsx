// The one phone field of the registration, contact details, checkout guest and return contact forms (spec
// shopping §5 phone: optional, at most 20 characters of digits, spaces, + and -): labelled in the store's
// language, a telephone input the browser can fill, limited to the shop's length, its error announced.
import { PHONE_MAX_LENGTH, STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './PhoneField';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function Controlled({ error = null }: { readonly error?: string | null }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneField field={{ name: 'phone', value: phone, onValueChange: setPhone, error, ref: () => {} }} />
  );
}

describe('PhoneField', () => {
  it('is an optional telephone field the browser can fill, at most the shop’s length', async () => {
    const { user, container } = renderWithShop(<Controlled />);
    const field = screen.getByLabelText('Telefon (optional)');
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).toHaveAttribute('maxlength', String(PHONE_MAX_LENGTH));
    expect(field).not.toBeRequired();
    await user.type(field, '030 123456');
    expect(field).toHaveValue('030 123456');
    await expectNoAxeViolations(container);
  });

  it('is labelled in the store’s language and announces its error', () => {
    renderWithShop(<Controlled error="Please use digits, spaces, + and - only." />, {
      store: STORES['en-DE'],
    });
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      'Please use digits, spaces, + and - only.',
    );
  });
});
