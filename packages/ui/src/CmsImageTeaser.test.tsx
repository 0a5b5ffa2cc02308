import { craftTeaser, heroTeaser, kindergartenTeaser } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsImageTeaser } from './CmsImageTeaser';
import type { CmsCell } from './cmsTeaser';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function cell(teasers: CmsCell['teasers'], elementType = 'picture-teaser'): CmsCell {
  return { __typename: 'Cell', id: 'cell', elementType, width: 12, html: null, competition: null, teasers };
}

describe('CmsImageTeaser', () => {
  it('shows image, headline, text and a button link', () => {
    renderWithShop(<CmsImageTeaser cell={cell([heroTeaser])} />);
    const image = screen.getByRole('img', { name: 'Kinder mit bunten Schulranzen auf dem Weg zur Schule' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { name: 'Bereit für den Schulstart' })).toBeInTheDocument();
    expect(
      screen.getByText('Schulranzen, Federmäppchen und alles für die erste Klasse.'),
    ).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'Jetzt entdecken' });
    expect(button).toHaveAttribute('href', '/schulbedarf/schulranzen/');
    expect(button).toHaveAttribute('data-scheme', 'primary');
    // The shop's one button (ui Button), in the variant of the CMS scheme.
    expect(button).toHaveAttribute('data-variant', 'primary');
  });

  it('makes the picture itself the link when there is no button text', () => {
    renderWithShop(<CmsImageTeaser cell={cell([kindergartenTeaser], 'image-link')} />);
    const link = screen.getByRole('link', { name: 'Bastelmaterial für den Kindergarten' });
    expect(link).toHaveAttribute('href', '/kindergarten/');
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly in the first row and applies a small button scheme', () => {
    renderWithShop(<CmsImageTeaser cell={cell([craftTeaser])} eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    const button = screen.getByRole('link', { name: 'Zum Bastelbedarf' });
    expect(button).toHaveAttribute('data-scheme', 'outline');
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-small', 'true');
  });

  it('drops unsafe links', () => {
    const unsafe = {
      ...heroTeaser,
      attributes: heroTeaser.attributes.map((attribute) =>
        attribute.name === 'teaserLink' ? { ...attribute, url: 'javascript:alert(1)' } : attribute,
      ),
    };
    renderWithShop(<CmsImageTeaser cell={cell([unsafe])} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <CmsImageTeaser cell={cell([heroTeaser, kindergartenTeaser, craftTeaser])} />,
    );
    await expectNoAxeViolations(container);
  });
});
