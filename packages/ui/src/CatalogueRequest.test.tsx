// The catalogue request (spec shopping §2 catalogue pages; issue 20 item 7: chosen catalogues go into the
// cart as free catalogue items).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueRequest, type PrintedCatalogue } from './CatalogueRequest';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const catalogue = (code: string, name: string, selected = false): PrintedCatalogue => ({
  code,
  name,
  selected,
});

describe('CatalogueRequest', () => {
  it('sends the chosen catalogues and shows those already in the cart as such', async () => {
    const onRequest = vi.fn(async () => undefined);
    const { user, container } = renderWithShop(
      <CatalogueRequest
        catalogues={[
          catalogue('SCHULE-2026', 'Schulkatalog 2026', true),
          catalogue('BASTELN-2026', 'Bastelkatalog 2026'),
        ]}
        onRequest={onRequest}
      />,
    );
    const inCart = screen.getByRole('checkbox', { name: 'Schulkatalog 2026 (im Warenkorb)' });
    expect(inCart).toBeChecked();
    expect(inCart).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Bastelkatalog 2026' }));
    await user.click(screen.getByRole('button', { name: 'Kostenlos in den Warenkorb' }));
    expect(onRequest).toHaveBeenCalledWith(['BASTELN-2026']);
    await expectNoAxeViolations(container);
  });

  it('cannot be sent twice: the button is busy until the request is answered', async () => {
    let answer = () => {};
    const onRequest = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = renderWithShop(
      <CatalogueRequest catalogues={[catalogue('EDU-2026', 'Katalog 2026')]} onRequest={onRequest} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Katalog 2026' }));
    const send = screen.getByRole('button', { name: 'Kostenlos in den Warenkorb' });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(send).toBeEnabled());
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('asks for a choice instead of sending none', async () => {
    const onRequest = vi.fn(async () => undefined);
    const { user } = renderWithShop(
      <CatalogueRequest catalogues={[catalogue('EDU-2026', 'Katalog 2026')]} onRequest={onRequest} />,
    );
    await user.click(screen.getByRole('button', { name: 'Kostenlos in den Warenkorb' }));
    expect(onRequest).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte wählen Sie mindestens einen Katalog.')).toBeVisible();
  });
});
