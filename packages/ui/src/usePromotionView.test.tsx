// Spec storefront §5 promotion views once per teaser at >= 50 % visible; §9 1000 ms delay.
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePromotionView } from './usePromotionView';

type Callback = (
  entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>,
) => void;
let observed: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] =
  [];

class FakeIntersectionObserver {
  readonly record: (typeof observed)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observed.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Teaser({ onView }: { readonly onView: (id: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  usePromotionView(ref, 't-1', onView);
  return <div ref={ref}>Teaser</div>;
}

function see(ratio: number) {
  act(() => observed[0]?.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
}

describe('usePromotionView', () => {
  beforeEach(() => {
    observed = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('observes at threshold 0.5 and reports after 1000 ms continuously visible, once', () => {
    const onView = vi.fn();
    render(<Teaser onView={onView} />);
    expect(observed[0]?.options?.threshold).toBe(0.5);
    see(0.6);
    act(() => vi.advanceTimersByTime(999));
    expect(onView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onView).toHaveBeenCalledWith('t-1');
    expect(observed[0]?.disconnected).toBe(true);
    see(0.2);
    see(0.9);
    act(() => vi.advanceTimersByTime(5000));
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('restarts the delay when the teaser drops below half visible', () => {
    const onView = vi.fn();
    render(<Teaser onView={onView} />);
    see(0.5);
    act(() => vi.advanceTimersByTime(800));
    see(0.3);
    act(() => vi.advanceTimersByTime(800));
    see(1);
    act(() => vi.advanceTimersByTime(999));
    expect(onView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('never reports a teaser seen at less than half', () => {
    const onView = vi.fn();
    render(<Teaser onView={onView} />);
    see(0.49);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onView).not.toHaveBeenCalled();
  });
});
