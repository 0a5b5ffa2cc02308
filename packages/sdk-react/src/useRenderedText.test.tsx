// useRenderedText (DESIGN §6 TBT): the browser hydrates with the text the server computed, without
// computing it again; where no server rendered it, the text is computed.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredShopClient, loadedShopClient, type RenderedResults, ShopClientProvider } from './shopClient';
import { createTestClient } from './testing';
import { useRenderedText } from './useRenderedText';

afterEach(cleanup);

function FreeShipping({ compute }: { readonly compute: () => string }) {
  return <p>Versandkostenfrei ab {useRenderedText('text:freeShippingFrom', compute)}</p>;
}

describe('useRenderedText', () => {
  it('hydrates with the text the server computed, without computing it again', () => {
    const results: RenderedResults = {};
    const html = renderToString(
      <ShopClientProvider shopClient={loadedShopClient(createTestClient(), results)}>
        <FreeShipping compute={() => '50,00 €'} />
      </ShopClientProvider>,
    );
    expect(html).toContain('50,00 €');

    const compute = vi.fn(() => 'computed again');
    const browser = deferredShopClient({ create: async () => createTestClient(), rendered: results });
    render(
      <ShopClientProvider shopClient={browser}>
        <FreeShipping compute={compute} />
      </ShopClientProvider>,
    );
    expect(screen.getByText('Versandkostenfrei ab 50,00 €')).toBeInTheDocument();
    expect(compute).not.toHaveBeenCalled();
  });

  it('computes the text where no server rendered it, with or without a shop client', () => {
    render(
      <ShopClientProvider shopClient={deferredShopClient({ create: async () => createTestClient() })}>
        <FreeShipping compute={() => '100,00 €'} />
      </ShopClientProvider>,
    );
    expect(screen.getByText('Versandkostenfrei ab 100,00 €')).toBeInTheDocument();
    cleanup();
    render(<FreeShipping compute={() => '€ 50,00'} />);
    expect(screen.getByText('Versandkostenfrei ab € 50,00')).toBeInTheDocument();
  });
});
