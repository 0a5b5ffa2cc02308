// spec storefront §3.4 "downloads, audio samples", §3.7 downloads (dataName, url, headline).

import { audioSample, productDetail } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDuration, ProductAttachments } from './ProductAttachments';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

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
    const { container } = renderWithShop(<ProductAttachments downloads={[]} audioSamples={[audioSample]} />);
    expect(screen.getByRole('region', { name: 'Hörproben' })).toHaveTextContent(
      `${audioSample.title} (1:05)`,
    );
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio?.querySelector('source')).toHaveAttribute('src', audioSample.url);
  });

  it('renders nothing without downloads or samples', () => {
    const { container } = renderWithShop(
      <ProductAttachments
        downloads={[{ __typename: 'DownloadGroup', displayName: 'Leer', downloads: [] }]}
        audioSamples={[]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('formats durations as minutes and seconds', () => {
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(9)).toBe('0:09');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductAttachments downloads={productDetail.downloads} audioSamples={[audioSample]} />,
    );
    await expectNoAxeViolations(container);
  });
});
