// Spec storefront §4 "An image zoom overlay opens on click and locks scroll".

import { cmsCell, placeholderSrc, zoomTeaser } from '@ranzen/sdk-react/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsImageTeaser } from './CmsImageTeaser';
import { ImageZoom } from './ImageZoom';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const src = placeholderSrc('Federmäppchen', '#1d4f91', 600, 400);

describe('ImageZoom', () => {
  it('opens on click, locks page scroll, closes on Escape and returns focus', async () => {
    const { user } = renderWithShop(
      <ImageZoom src={src} alt="Gefülltes Federmäppchen" width={600} height={400} />,
    );
    const trigger = screen.getByRole('button', { name: 'Bild vergrößern: Gefülltes Federmäppchen' });
    await user.click(trigger);
    // The dialog's code loads on the first open (DESIGN §6); a closed zoom fetches no large image.
    const dialog = await screen.findByRole('dialog', { name: 'Gefülltes Federmäppchen' });
    expect(dialog).toHaveAttribute('open');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('img', { name: 'Gefülltes Federmäppchen' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const { user } = renderWithShop(<ImageZoom src={src} alt="Federmäppchen" />);
    await user.click(screen.getByRole('button', { name: 'Bild vergrößern: Federmäppchen' }));
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts no large image into the page before it is opened', () => {
    const { container } = renderWithShop(
      <ImageZoom src={src} zoomSrc="/images/large.webp" alt="Federmäppchen" width={600} height={400} />,
    );
    expect(container.querySelector('img[src="/images/large.webp"]')).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('is used by image teasers with the zoom flag', () => {
    renderWithShop(<CmsImageTeaser cell={cmsCell('picture-teaser', { teasers: [zoomTeaser] })} />);
    expect(
      screen.getByRole('button', { name: 'Bild vergrößern: Gefülltes Federmäppchen mit Buntstiften' }),
    ).toBeInTheDocument();
  });

  it('has no axe violations, closed and open', async () => {
    const { container, user } = renderWithShop(<ImageZoom src={src} alt="Federmäppchen" />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button'));
    await screen.findByRole('dialog');
    await expectNoAxeViolations(container);
  });
});
