// Spec storefront §4 "A feature tooltip is shown once per session for 6000 ms by default", §3.15 "a
// per-tooltip shown flag" in session storage, §9 "Feature tooltip 6000 ms".
import { MESSAGES } from '@ranzen/sdk-core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureTooltip } from './FeatureTooltip';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const TEXT = MESSAGES.de['vue.featureTooltip.sharedLists'];

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

function tooltip(id = 'shared-lists') {
  return renderWithShop(<FeatureTooltip tooltipId={id} text={TEXT} />);
}

describe('FeatureTooltip', () => {
  it('shows its note for 6000 ms, then goes', () => {
    vi.useFakeTimers();
    tooltip();
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is shown once per session: not again on the next page, but another tooltip is', () => {
    const first = tooltip();
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
    first.unmount();
    const next = tooltip();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    next.unmount();
    tooltip('another-feature');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
  });

  it('closes on its button', async () => {
    const { container } = tooltip();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.de['vue.featureTooltip.close'] }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
