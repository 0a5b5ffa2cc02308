// ToastRegion (spec storefront §4 "Other", §9 "Toast" 10000 ms / at most 20 / 60 % drag).
import { MAX_TOASTS, TOAST_TIMEOUT_MS, type ToastInput } from '@ranzen/sdk-core';
import { ToastProvider, useToasts } from '@ranzen/sdk-react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './ToastRegion';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function Seed({ toasts }: { readonly toasts: readonly ToastInput[] }) {
  const { addToast } = useToasts();
  useEffect(() => {
    for (const toast of toasts) addToast(toast);
  }, [toasts, addToast]);
  return null;
}

function renderToasts(toasts: readonly ToastInput[]) {
  return renderWithShop(
    <ToastProvider>
      <Seed toasts={toasts} />
      <ToastRegion />
    </ToastProvider>,
  );
}

const saved: ToastInput = { id: 'saved', message: 'Gespeichert', type: 'success' };
const failed: ToastInput = { id: 'failed', message: 'Fehlgeschlagen', type: 'error' };

function setWidth(element: HTMLElement, width: number) {
  Object.defineProperty(element, 'offsetWidth', { configurable: true, value: width });
}

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces info and success politely and errors as alerts, in a named region', () => {
    renderToasts([saved, failed]);
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlgeschlagen');
  });

  it('times out after 10000 ms, but not while hovered', () => {
    renderToasts([saved, failed]);
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses by the close button and by a click on the toast', () => {
    renderToasts([saved, failed]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Meldung schließen' })[0] as HTMLElement);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Meldung schließen' })).toHaveLength(1);
    fireEvent.click(screen.getByText('Fehlgeschlagen'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses a toast dragged past 60 % of its width, and keeps one dragged less', () => {
    renderToasts([saved]);
    const toast = screen.getByRole('status');
    setWidth(toast, 300);
    fireEvent.pointerDown(toast, { clientX: 0 });
    fireEvent.pointerMove(toast, { clientX: 170 });
    fireEvent.pointerUp(toast, { clientX: 170 });
    fireEvent.click(toast);
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 0 });
    fireEvent.pointerUp(toast, { clientX: 180 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a repeated id once and at most 20 toasts', () => {
    const many = Array.from({ length: MAX_TOASTS + 3 }, (_, index) => ({
      id: `t${index}`,
      message: `Meldung ${index}`,
      type: 'info' as const,
    }));
    renderToasts([saved, saved, ...many]);
    expect(screen.getAllByRole('status')).toHaveLength(MAX_TOASTS);
    expect(screen.getByText('Meldung 22')).toBeInTheDocument();
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderToasts([saved, failed]);
    await expectNoAxeViolations(container);
  });
});
