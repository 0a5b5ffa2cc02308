// spec storefront §3.4 "downloads, audio samples", §3.7 downloads (dataName, url, headline).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetail } from './fixtures';
import { formatDuration, ProductAttachments } from './ProductAttachments';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const sample = {
  id: 'a1',
  title: 'Kapitel 1',
  url: '/audio/kapitel-1.mp3',
  mimeType: 'audio/mpeg',
  durationSeconds: 65,
};

describe('ProductAttachments', () => {
  it('links each download as a file download under its group', () => {
    renderWithShop(<ProductAttachments downloads={productDetail.downloads} audioSamples={[]} />);
    const section = screen.getByRole('region', { name: 'Downloads' });
    expect(within(section).getByRole('heading', { name: 'Datenblätter' })).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: /Produktdatenblatt/ });
    expect(link).toHaveAttribute('href', '/downloads/sunny-2.pdf');
    expect(link).toHaveAttribute('download', 'sunny-2-datenblatt.pdf');
    expect(screen.queryByRole('region', { name: 'Hörproben' })).not.toBeInTheDocument();
  });

  it('offers audio samples that load only on play', () => {
    const { container } = renderWithShop(<ProductAttachments downloads={[]} audioSamples={[sample]} />);
    expect(screen.getByRole('region', { name: 'Hörproben' })).toHaveTextContent('Kapitel 1 (1:05)');
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio?.querySelector('source')).toHaveAttribute('src', sample.url);
  });

  it('renders nothing without downloads or samples', () => {
    const { container } = renderWithShop(
      <ProductAttachments downloads={[{ displayName: 'Leer', downloads: [] }]} audioSamples={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(9)).toBe('0:09');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductAttachments downloads={productDetail.downloads} audioSamples={[sample]} />,
    );
    await expectNoAxeViolations(container);
  });
});
