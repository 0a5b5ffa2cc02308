// spec storefront §3.4 images and videos, §4 zoom overlay, §5 drag threshold, §4 arrows at the ends.

import { galleryImages, galleryVideo, image } from '@ranzen/sdk-react/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GalleryVideo, ProductGallery } from './ProductGallery';
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
    expect(screen.queryByRole('button', { name: /Bild 1 von/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: productName })).toBeInTheDocument();
  });

  it('renders nothing without images', () => {
    const { container } = renderWithShop(<ProductGallery images={[]} productName={productName} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('slides on a horizontal drag of 10 px, not on a 9 px wobble', () => {
    renderWithShop(<ProductGallery images={galleryImages} productName={productName} />);
    const stage = screen.getByRole('button', { name: 'Bild vergrößern' }).parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 191 });
    expect(screen.getByRole('img', { name: /Vorderansicht/ })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 190 });
    expect(screen.getByRole('img', { name: /Rückseite/ })).toBeInTheDocument();
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 150 });
    expect(screen.getByRole('img', { name: /Vorderansicht/ })).toBeInTheDocument();
  });

  it('hides the previous arrow on the first picture and the next arrow on the last', async () => {
    const { user } = renderWithShop(<ProductGallery images={galleryImages} productName={productName} />);
    expect(screen.queryByRole('button', { name: 'Vorheriges Bild' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Nächstes Bild' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('img', { name: /Sporttasche/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(screen.getByRole('img', { name: /Federmäppchen/ })).toBeInTheDocument();
  });

  it('opens the zoom overlay with the large image, locks scroll and closes with Escape', async () => {
    const { user } = renderWithShop(
      <ProductGallery
        images={[
          ...galleryImages,
          image('ADS_ZOOM_MOBILE', 'Zoom', '#000', 'Vorderansicht groß'),
          image('ADS_ZOOM_DESKTOP', 'Zoom', '#000', 'Vorderansicht groß'),
        ]}
        productName={productName}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Bild vergrößern' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('width', '720');
    expect(dialog.querySelector('source')).toHaveAttribute('width', '1040');
    expect(document.documentElement.style.overflow).toBe('hidden');
    // jsdom has no showModal, so focus stays outside: the key goes to the dialog as a browser sends it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(trigger).toHaveFocus();
  });

  it('plays a video after the pictures', async () => {
    const video: GalleryVideo = galleryVideo;
    const { user } = renderWithShop(
      <ProductGallery images={galleryImages} videos={[video]} productName={productName} />,
    );
    await user.click(screen.getByRole('button', { name: `Video ${video.title} abspielen` }));
    expect(screen.getByTitle(`Video: ${video.title}`)).toHaveAttribute('src', video.url);
    expect(screen.queryByRole('button', { name: 'Bild vergrößern' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductGallery images={galleryImages} videos={[galleryVideo]} productName={productName} />,
    );
    await expectNoAxeViolations(container);
  });
});
