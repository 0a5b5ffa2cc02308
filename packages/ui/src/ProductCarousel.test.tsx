// spec storefront §9 "Recommendation carousel: first 5 slides rendered, first four images eager", §4
// arrows hidden at the ends and the wish list heart on a tile, §7 item list view and select item.

import { productCards } from '@ranzen/sdk-react/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCarousel } from './ProductCarousel';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { WishlistButton } from './WishlistButton';

const many = [...productCards, ...productCards].map((product, index) => ({
  ...product,
  id: `${product.id}-${index}`,
}));

function slides(): HTMLElement[] {
  const region = screen.getByRole('region', { name: 'Passendes Zubehör' });
  const track = within(region).getAllByRole('list')[0] as HTMLElement;
  return within(track)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === track);
}

describe('ProductCarousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders 5 slides with four eager images, the rest after scrolling', () => {
    renderWithShop(<ProductCarousel title="Passendes Zubehör" products={many} listId="accessories" />);
    expect(slides()).toHaveLength(5);
    expect(slides().map((slide) => within(slide).getByRole('img').getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    fireEvent.scroll(screen.getAllByRole('list')[0] as HTMLElement);
    expect(slides()).toHaveLength(many.length);
  });

  it('hides the previous arrow at the start', () => {
    renderWithShop(<ProductCarousel title="Passendes Zubehör" products={many} listId="accessories" />);
    expect(
      screen.queryByRole('button', { name: 'Passendes Zubehör: vorherige Produkte' }),
    ).not.toBeInTheDocument();
  });

  it('reports the chosen tile with its position', async () => {
    const onSelectItem = vi.fn();
    const { user } = renderWithShop(
      <ProductCarousel
        title="Passendes Zubehör"
        products={many}
        listId="accessories"
        onSelectItem={onSelectItem}
      />,
    );
    const second = many[1];
    if (!second) throw new Error('fixture');
    const link = screen.getByRole('link', { name: second.name });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onSelectItem).toHaveBeenCalledWith(second, 1);
  });

  it('reports the list view once the row was half visible for a second', () => {
    vi.useFakeTimers();
    let notify:
      | ((entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void)
      | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const onListView = vi.fn();
    renderWithShop(
      <ProductCarousel
        title="Passendes Zubehör"
        products={many}
        listId="accessories"
        onListView={onListView}
      />,
    );
    act(() => notify?.([{ isIntersecting: true, intersectionRatio: 0.6 }]));
    act(() => vi.advanceTimersByTime(1000));
    expect(onListView).toHaveBeenCalledExactlyOnceWith('accessories');
  });

  it('puts the host heart on each tile (storefront §4 wish list add or remove from a tile)', async () => {
    const onToggle = vi.fn();
    const { user } = renderWithShop(
      <ProductCarousel
        title="Passendes Zubehör"
        products={productCards}
        listId="accessories"
        wishlistButton={(product) => (
          <WishlistButton productName={product.name} inList={false} onToggle={() => onToggle(product.id)} />
        )}
      />,
    );
    const [first] = productCards;
    if (!first) throw new Error('fixture');
    const slide = slides()[0] as HTMLElement;
    const heart = within(slide).getByRole('button', { name: `Merkzettel: ${first.name}` });
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(first.id);
    const hearts = slides().map((item) => within(item).getAllByRole('button', { pressed: false }).length);
    expect(hearts).toEqual(slides().map(() => 1));
  });

  it('renders nothing without products', () => {
    const { container } = renderWithShop(<ProductCarousel title="Leer" products={[]} listId="empty" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductCarousel title="Passendes Zubehör" products={productCards} listId="accessories" />,
    );
    await expectNoAxeViolations(container);
  });
});
