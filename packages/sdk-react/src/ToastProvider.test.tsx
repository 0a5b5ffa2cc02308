// ToastProvider (no jest-dom in this package: plain DOM assertions) (spec storefront §4 "Other", §9 "Toast" 10000 ms, §3.15 server-toast cookie).
import { SERVER_TOAST_COOKIE, serializeServerToasts, TOAST_TIMEOUT_MS } from '@ranzen/sdk-core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToasts } from './ToastProvider';

function Probe() {
  const { toasts, addToast } = useToasts();
  return (
    <div>
      <button
        type="button"
        onClick={() => addToast({ id: 'saved', message: 'Gespeichert', type: 'success' })}
      >
        add
      </button>
      <ul>
        {toasts.map((toast) => (
          <li key={toast.id} data-type={toast.type}>
            {toast.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: test teardown removes what a test set
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearCookies();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('adds a toast once per id and removes it after 10000 ms', () => {
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });

  it('pauses every toast while the window is blurred', () => {
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Gespeichert')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 4000));
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });

  it('shows the server toasts once, deduplicated by message, and deletes the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the toast cookie
    document.cookie = `${SERVER_TOAST_COOKIE}=${serializeServerToasts([
      { type: 'error', message: 'Bewertung abgelehnt' },
      { type: 'error', message: 'Bewertung abgelehnt' },
      { type: 'success', message: 'Danke!' },
    ])}; Path=/`;
    render(
      <ToastProvider serverToasts>
        <Probe />
      </ToastProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bewertung abgelehnt',
      'Danke!',
    ]);
    expect(screen.getByText('Bewertung abgelehnt').getAttribute('data-type')).toBe('error');
    expect(document.cookie).not.toContain(SERVER_TOAST_COOKIE);
  });

  it('leaves the cookie alone without serverToasts', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the toast cookie
    document.cookie = `${SERVER_TOAST_COOKIE}=${serializeServerToasts([{ type: 'info', message: 'Hallo' }])}; Path=/`;
    render(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
    );
    expect(screen.queryByText('Hallo')).toBeNull();
    expect(document.cookie).toContain(SERVER_TOAST_COOKIE);
  });
});
