// @vitest-environment jsdom
// Spec storefront §9 "Cookie polling for tracking: every 300 ms": the page reads the consent cookie, so
// a choice made in another tab of the shop applies here too: accepting there starts the analytics here
// and closes this tab's banner; a choice under another shop's setting id does not count.
import { CONSENT_COOKIE, CONSENT_POLL_INTERVAL_MS, consentCookie, STORES } from '@ranzen/sdk-core';
import { ShopTestProvider } from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from '../client/analytics';
import type { AnalyticsConfig } from '../data/analyticsConfig';
import { ConsentProvider } from './ConsentProvider';

vi.mock('../client/analytics', () => ({ startAnalytics: vi.fn() }));

const CONFIG: AnalyticsConfig = {
  tagManagerUrl: 'http://tag-manager.localhost/gtm.js',
  errorReporting: null,
};

/** What another tab of the shop writes when its visitor chooses. */
function chooseInAnotherTab(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays another tab setting the consent cookie
  document.cookie = cookie;
}

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: test teardown
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  vi.mocked(startAnalytics).mockClear();
  vi.useRealTimers();
});

describe('ConsentProvider cookie polling (storefront §9)', () => {
  it('takes a choice made in another tab within 300 ms: analytics start, the banner closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(
      <ShopTestProvider>
        <ConsentProvider storedChoice={null} analytics={CONFIG} buildId={null}>
          <p>Seite</p>
        </ConsentProvider>
      </ShopTestProvider>,
    );
    // The banner is a lazily loaded chunk: its first import takes a while in a test.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();

    // Another shop's choice (the Austrian setting id) does not count here.
    chooseInAnotherTab(consentCookie(STORES.at.storeCode, 'all'));
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POLL_INTERVAL_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    chooseInAnotherTab(consentCookie(STORES.de.storeCode, 'all'));
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POLL_INTERVAL_MS - 1));
    expect(startAnalytics).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(startAnalytics).toHaveBeenCalledTimes(1));
  });
});
