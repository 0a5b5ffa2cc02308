// Free articles (spec shopping §3 "free articles and gift minimum price", §9 gift images 190 wide).

import { schoolCart } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartGifts } from './CartGifts';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('CartGifts', () => {
  it('shows each gift 190 wide, in the cart or with the amount still missing', async () => {
    const { container } = renderWithShop(<CartGifts gifts={schoolCart.freeArticles} />);
    const [timetable, lunchBox] = screen.getAllByRole('listitem');
    const picture = within(timetable as HTMLElement).getByRole('img', { name: 'Stundenplan' });
    expect(picture).toHaveAttribute('width', '190');
    expect(picture).toHaveAttribute('height', '143');
    expect(timetable).toHaveTextContent('Liegt gratis im Warenkorb');
    expect(lunchBox).toHaveTextContent('Noch 157,15 € bis zu diesem Geschenk');
    await expectNoAxeViolations(container);
  });

  it('renders nothing without gifts', () => {
    const { container } = renderWithShop(<CartGifts gifts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
