// @vitest-environment jsdom
// Below-the-fold rows start when the visitor comes within a screen of them (DESIGN §6 TBT): the hook is
// false until its place nears the viewport, and true at once where IntersectionObserver is missing.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

/** jsdom has no IntersectionObserver: this one lets the test bring the observed place near the screen. */
class ScriptedObserver {
  static current: ScriptedObserver | null = null;
  static rootMargin: string | undefined;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    ScriptedObserver.current = this;
    ScriptedObserver.rootMargin = options?.rootMargin;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.observed.clear();
  }
  comeNear() {
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Rows() {
  const place = useRef<HTMLDivElement>(null);
  return useNearViewport(place) ? <p>Empfehlungen</p> : <div ref={place} data-testid="place" />;
}

afterEach(() => {
  cleanup();
  ScriptedObserver.current = null;
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('keeps the placeholder until the place comes within a screen, then shows the content', () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    render(<Rows />);
    expect(screen.getByTestId('place')).toBeInTheDocument();
    expect(screen.queryByText('Empfehlungen')).not.toBeInTheDocument();
    expect(ScriptedObserver.rootMargin).toBe('100% 0px');

    act(() => ScriptedObserver.current?.comeNear());
    expect(screen.getByText('Empfehlungen')).toBeInTheDocument();
    // Started once: the observer is let go.
    expect(ScriptedObserver.current?.observed.size).toBe(0);
  });

  it('shows the content at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Rows />);
    expect(screen.getByText('Empfehlungen')).toBeInTheDocument();
  });
});
