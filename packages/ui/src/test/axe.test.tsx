import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';

describe('expectNoAxeViolations', () => {
  it('fails on an image without alt text and an unnamed button', async () => {
    const { container } = render(
      <div>
        {/* biome-ignore lint/a11y/useAltText: the missing alt text is what this test checks. */}
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
        <button type="button" />
      </div>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(
      /^(?=[\s\S]*image-alt)(?=[\s\S]*button-name)/,
    );
  });

  it('passes on accessible markup', async () => {
    const { container } = render(
      <button type="button">
        <span>In den Warenkorb</span>
      </button>,
    );
    await expectNoAxeViolations(container);
  });
});
