import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryImages, image } from './fixtures';
import { ProductGallery } from './ProductGallery';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const productName = 'Schulranzen-Set Sunny II';

describe('ProductGallery', () => {
  it('shows the first picture with a desktop source and a mobile image', () => {
    const { container } = renderWithShop(<ProductGallery images={galleryImages} productName={productName} />);
    const main = screen.getByRole('img', { name: /Vorderansicht/ });
    expect(main).toHaveAttribute('width', '360');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source).toHaveAttribute('width', '520');
  });

  it('switches the main picture with the thumbnail buttons', async () => {
    const { user } = renderWithShop(<ProductGallery images={galleryImages} productName={productName} />);
    const gallery = screen.getByRole('region', { name: 'Produktbilder' });
    const second = within(gallery).getByRole('button', { name: 'Bild 2 von 4 anzeigen' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(within(gallery).getByRole('button', { name: 'Bild 1 von 4 anzeigen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('img', { name: /Rückseite/ })).toBeInTheDocument();
  });

  it('shows no thumbnails for a single picture and uses the product name without alt text', () => {
    renderWithShop(
      <ProductGallery images={[image('ADS_MAIN_MOBILE', 'A', '#000', '')]} productName={productName} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: productName })).toBeInTheDocument();
  });

  it('renders nothing without images', () => {
    const { container } = renderWithShop(<ProductGallery images={[]} productName={productName} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<ProductGallery images={galleryImages} productName={productName} />);
    await expectNoAxeViolations(container);
  });
});
