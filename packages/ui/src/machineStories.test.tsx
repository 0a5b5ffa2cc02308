// The stories of the two containers that load their data through the SDK's machines show real states from
// their mocked shop API (issue 17's Storybook for designers; spec shopping §4 "Checkout steps", §3 "Teaser
// wish lists" with §4's add-all-to-cart follow-ups), and log no error while doing so.
import { MESSAGES, translate } from '@ranzen/sdk-core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as checkoutFlowStories from './CheckoutFlow.stories';
import * as teaserStories from './CmsWishlistTeaser.stories';

const t = (key: Parameters<typeof translate>[1]) => translate(MESSAGES.de, key);
const { AnonymousVisitor } = composeStories(checkoutFlowStories);
const { ClassList } = composeStories(teaserStories);

afterEach(() => vi.restoreAllMocks());

describe('machine-driven stories', () => {
  it("CheckoutFlow's opens an anonymous visitor at the login step with the guest checkout (spec §4)", async () => {
    const errors = vi.spyOn(console, 'error');
    render(<AnonymousVisitor />);
    expect(
      await screen.findByRole('heading', { level: 1, name: t('vue.checkout.login.title') }),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: t('vue.checkout.login.guestHeadline') })).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });

  it("CmsWishlistTeaser's reads the class list and runs add-all: the bag's colour, then the changed pens (§3, §4)", async () => {
    const errors = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    render(<ClassList />);
    const list = await screen.findByRole('region', { name: 'Schulstart Klasse 1' });
    await user.click(within(list).getByRole('button', { name: 'Alle in den Warenkorb' }));
    const choose = await screen.findByRole('dialog', { name: 'Bitte wählen Sie die Variante' });
    await user.selectOptions(within(choose).getByLabelText('Variante von Schulranzen Sunny'), 'Rot');
    await user.click(within(choose).getByRole('button', { name: 'Auswählen und in den Warenkorb' }));
    const changed = await screen.findByRole('dialog', { name: 'Die Menge wurde angepasst' });
    expect(within(changed).getByText('Füller Easy: 10 statt 12 Stück')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
