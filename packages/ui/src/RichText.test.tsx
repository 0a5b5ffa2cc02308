import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const html =
  '<p><strong>Ergobag Pack</strong> – der leichte Schulranzen.</p><ul><li>Reflektoren</li><li>1.100 g</li></ul>';

describe('RichText', () => {
  it('renders the HTML as markup, not as text', () => {
    renderWithShop(<RichText html={html} />);
    expect(screen.getByText('Ergobag Pack').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Reflektoren',
      '1.100 g',
    ]);
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<RichText html={html} />);
    await expectNoAxeViolations(container);
  });
});
