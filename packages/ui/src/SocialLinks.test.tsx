import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SOCIAL_LINKS_BY_FAMILY, SocialLinks, socialLinksFor } from './SocialLinks';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('SocialLinks (spec storefront §2.8 "Social links")', () => {
  it('has five consumer networks and two professional networks for B2B', () => {
    expect(SOCIAL_LINKS_BY_FAMILY.consumer.map((link) => link.network)).toEqual([
      'network',
      'photos',
      'pinboard',
      'video',
      'blog',
    ]);
    expect(socialLinksFor(STORES['b2b-en']).map((link) => link.network)).toEqual([
      'proNetwork',
      'businessNetwork',
    ]);
  });

  it('names each icon link and reports clicks with the name and URL', async () => {
    const onLinkClick = vi.fn();
    const { user, container } = renderWithShop(
      <SocialLinks links={socialLinksFor(STORES.de)} onLinkClick={onLinkClick} />,
    );
    container.addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Der Ranzen-Blog (öffnet in neuem Fenster)' }));
    expect(onLinkClick).toHaveBeenCalledWith('Der Ranzen-Blog', 'https://blog.ranzen.example/');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<SocialLinks links={socialLinksFor(STORES.de)} />);
    await expectNoAxeViolations(container);
  });
});
