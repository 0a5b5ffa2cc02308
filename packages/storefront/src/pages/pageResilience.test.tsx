// @vitest-environment jsdom
// What a shopper sees while a part of the page is slow or broken (issue 21 item 5): spec storefront §9
// "Async loading state delay 200 ms" (FlyoutPending) and §8 "Fatal or unhandled errors go to the error
// page. Message and stack are logged to the console" (AppErrorBoundary).
import { MESSAGES } from '@ranzen/sdk-core';
import { ShopTestProvider } from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FlyoutPending } from './FlyoutPending';

const de = MESSAGES.de;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FlyoutPending: the async loading state (§9, 200 ms)', () => {
  it('stays silent for a wait up to 200 ms and says it is loading after that', () => {
    vi.useFakeTimers();
    render(
      <ShopTestProvider>
        <FlyoutPending />
      </ShopTestProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(199));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent(de['vue.loading']);
  });
});

function Broken({ failing }: { readonly failing: boolean }) {
  if (failing) throw new Error('page broke');
  return <h1>Schulranzen</h1>;
}

describe('AppErrorBoundary: a page that throws (§8)', () => {
  it('shows the error page in place of the page, logs the error, and shows the next page again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ShopTestProvider>
        <nav aria-label="Kategorien" />
        <AppErrorBoundary resetKey="/cat/1/">
          <Broken failing />
        </AppErrorBoundary>
      </ShopTestProvider>,
    );
    expect(screen.getByRole('heading', { name: de['statuscode.error.headline'] })).toBeVisible();
    // The frame around the page stays usable.
    expect(screen.getByRole('navigation', { name: 'Kategorien' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('[storefront] page failed', expect.any(Error), expect.any(String));

    rerender(
      <ShopTestProvider>
        <nav aria-label="Kategorien" />
        <AppErrorBoundary resetKey="/cat/2/">
          <Broken failing={false} />
        </AppErrorBoundary>
      </ShopTestProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Schulranzen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: de['statuscode.error.headline'] })).not.toBeInTheDocument();
  });

  it('keeps the error page while the same page is shown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ShopTestProvider>
        <AppErrorBoundary resetKey="/cat/1/">
          <Broken failing />
        </AppErrorBoundary>
      </ShopTestProvider>,
    );
    rerender(
      <ShopTestProvider>
        <AppErrorBoundary resetKey="/cat/1/">
          <Broken failing={false} />
        </AppErrorBoundary>
      </ShopTestProvider>,
    );
    expect(screen.getByRole('heading', { name: de['statuscode.error.headline'] })).toBeVisible();
  });
});
