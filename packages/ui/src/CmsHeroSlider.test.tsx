// Spec storefront §4 "Hero slider", §5 drag threshold, §9 hero autoplay 6000 ms.
import { HERO_AUTOPLAY_MS, MESSAGES, STORES } from '@ranzen/sdk-core';
import { ShopProvider } from '@ranzen/sdk-react';
import { heroSliderCell } from '@ranzen/sdk-react/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CmsContextInput, CmsContextProvider } from './CmsContext';
import { CmsHeroSlider } from './CmsHeroSlider';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function slider(context: CmsContextInput = { autoplayAllowed: true }): ReactElement {
  return (
    <CmsContextProvider value={context}>
      <CmsHeroSlider cell={heroSliderCell} eager />
    </CmsContextProvider>
  );
}

function renderPlain(ui: ReactElement) {
  return render(
    <ShopProvider store={STORES.de} messages={MESSAGES.de}>
      {ui}
    </ShopProvider>,
  );
}

function visibleSlide(): HTMLElement {
  const slides = screen.getAllByRole('group', { hidden: true }).filter((slide) => !slide.hidden);
  expect(slides).toHaveLength(1);
  return slides[0] as HTMLElement;
}

describe('CmsHeroSlider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel with slides "1 von 3", tabs and a pause button', () => {
    renderPlain(slider());
    const carousel = screen.getByRole('region', { name: 'Aktuelle Aktionen' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    expect(within(visibleSlide()).getByRole('heading', { name: 'Schulstart 2025' })).toBeInTheDocument();
    expect(within(visibleSlide()).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Schulstart 2025',
      'Bastelspaß für die Kita',
      'Hefte im Vorteilspack',
    ]);
    expect(screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' })).toBeInTheDocument();
  });

  it('advances every 6000 ms and wraps to the first slide', () => {
    renderPlain(slider());
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS - 1));
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    expect(screen.getByRole('tab', { name: 'Schulstart 2025' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not start without consent (the default) and shows no pause button then', () => {
    renderPlain(slider({}));
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    expect(screen.queryByRole('button', { name: /Automatischen Wechsel/ })).not.toBeInTheDocument();
  });

  it('pauses on hover and on keyboard focus within, and by the pause button', () => {
    renderPlain(slider());
    const carousel = screen.getByRole('region');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');

    act(() => screen.getByRole('tab', { selected: true }).focus());
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');
    act(() => (document.activeElement as HTMLElement).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Automatischen Wechsel anhalten' }));
    act(() => screen.getByRole('button', { name: 'Automatischen Wechsel starten' }).blur());
    act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');
  });

  it.each([['(max-width: 767px)'], ['(hover: none)'], ['(prefers-reduced-motion: reduce)']])(
    'is not automatic when %s matches',
    (query) => {
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: media === query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      renderPlain(slider());
      act(() => vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
      expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    },
  );

  it('changes slide on a horizontal drag of 10 px, not on 9 px', () => {
    renderPlain(slider({}));
    const slides = visibleSlide().parentElement as HTMLElement;
    fireEvent.pointerDown(slides, { clientX: 200 });
    fireEvent.pointerUp(slides, { clientX: 191 });
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    fireEvent.pointerDown(slides, { clientX: 200 });
    fireEvent.pointerUp(slides, { clientX: 190 });
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');
    fireEvent.pointerDown(slides, { clientX: 100 });
    fireEvent.pointerUp(slides, { clientX: 160 });
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
  });

  it('moves with the arrows and the arrow keys on the tabs (wrapping)', () => {
    renderPlain(slider({}));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Aktion' }));
    expect(visibleSlide()).toHaveAccessibleName('3 von 3');
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Aktion' }));
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Bastelspaß für die Kita' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'End' });
    expect(visibleSlide()).toHaveAccessibleName('3 von 3');
  });

  it('reports clicks on the slide link', () => {
    const onTeaserClick = vi.fn();
    renderPlain(slider({ onTeaserClick }));
    fireEvent.click(within(visibleSlide()).getByRole('link', { name: 'Jetzt entdecken' }));
    // Rendered outside CmsRows: no slot to name.
    expect(onTeaserClick).toHaveBeenCalledWith('t-hero-1', undefined);
  });
});

describe('CmsHeroSlider accessibility', () => {
  it('has no axe violations', async () => {
    const { container } = renderWithShop(slider());
    await expectNoAxeViolations(container);
  });
});
