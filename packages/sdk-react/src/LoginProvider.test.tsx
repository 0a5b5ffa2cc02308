// @vitest-environment jsdom
// useLogin over the login machine and the account endpoints (spec shopping §4 "Login", §7 "Internal
// endpoints", cross-tab sync; §8 "Login fails"): a login adopts the merged cart, tracks the login,
// closes the flyout, refetches the customer and redirects as §4 says; other tabs re-read the session.
import { type SessionCookies, STORES, type StoreConfig } from '@ranzen/sdk-core';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountActionResult } from './accountActions';
import type { CartSyncChannel, CartSyncMessage } from './cartSync';
import { type LoginSubmit, useLogin } from './LoginProvider';
import type { LoginSyncChannel } from './loginSync';
import { useToasts } from './ToastProvider';
import { answeringLink, ShopTestProvider } from './testing';

const SUCCESS: AccountActionResult = {
  successfull: true,
  errorMessage: null,
  generalErrorMessage: null,
  fieldErrors: [],
  firstName: 'Erika',
  lastName: 'Beispiel',
  cartMerged: true,
  sharedListMerged: false,
  updatedCartId: 'cart-of-erika_sig',
  cartId: 'cart-of-erika_sig',
  serverError: false,
  isReset: false,
};

function fakeChannel<T>() {
  const listeners = new Set<(message: T) => void>();
  const posted: T[] = [];
  return {
    posted,
    /** What another tab posting would do. */
    receive: (message: T) => {
      for (const listener of listeners) listener(message);
    },
    channel: {
      post: (message: T) => posted.push(message),
      subscribe: (listener: (message: T) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => listeners.clear(),
    },
  };
}

function Probe({ submit }: { readonly submit: LoginSubmit }) {
  const login = useLogin();
  const { toasts } = useToasts();
  return (
    <div>
      <p data-testid="state">{login.view.state}</p>
      <p data-testid="invalid">{login.view.invalidFields.join(',')}</p>
      <ul>
        {toasts.map((toast) => (
          <li key={toast.id}>{toast.message}</li>
        ))}
      </ul>
      <button type="button" onClick={() => login.submit(submit)}>
        login
      </button>
      <button type="button" onClick={login.logout}>
        logout
      </button>
    </div>
  );
}

function setup(store: StoreConfig, answer: AccountActionResult, cookies: SessionCookies = {}) {
  const { link, operations } = answeringLink(() => ({ data: { customerInfo: null } }));
  const posts: { url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, body: String(init.body) });
      return Response.json(url.includes('logout') ? { ...SUCCESS, isReset: true } : answer);
    }),
  );
  const navigate = vi.fn();
  const loginSync = fakeChannel<void>();
  const cartSync = fakeChannel<CartSyncMessage>();
  let sessionCookies = cookies;
  const readCookies = () => sessionCookies;
  const ui = (submit: LoginSubmit) => (
    <ShopTestProvider
      store={store}
      link={link}
      cartId="anonymous-cart"
      openSyncChannel={() => cartSync.channel as CartSyncChannel}
      login={{
        readCookies,
        onNavigate: navigate,
        openSyncChannel: () => loginSync.channel as unknown as LoginSyncChannel,
      }}
    >
      <Probe submit={submit} />
    </ShopTestProvider>
  );
  return {
    operations,
    posts,
    navigate,
    loginSync,
    cartSync,
    ui,
    setCookies: (next: SessionCookies) => {
      sessionCookies = next;
    },
  };
}

const FORM = { email: 'demo@ranzen.test', password: 'ranzen-demo', stayLogged: true };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  (globalThis as { dataLayer?: unknown[] }).dataLayer = undefined;
});

describe('useLogin (spec shopping §4 "Login")', () => {
  it('logs in from /login: adopts the merged cart, tracks, refetches the customer and goes to /myaccount/', async () => {
    const stack = setup(STORES.de, SUCCESS);
    render(stack.ui({ form: FORM, pathname: '/login/', storedRedirect: null }));
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    await waitFor(() => expect(stack.navigate).toHaveBeenCalledWith('/myaccount/'));
    expect(screen.getByTestId('state')).toHaveTextContent('loggedIn');
    expect(stack.posts[0]).toEqual({
      url: '/api/login-action/',
      body: 'email=demo%40ranzen.test&password=ranzen-demo&stayLogged=true&mergeCart=true',
    });
    expect(stack.operations).toContainEqual(expect.objectContaining({ operationName: 'CustomerInfo' }));
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'login',
      method: 'email',
    });
    // The other tabs take the customer's cart and hear about the login.
    expect(stack.cartSync.posted).toContainEqual({ cartId: 'cart-of-erika_sig', user: null, cart: null });
    expect(stack.loginSync.posted).toHaveLength(1);
  });

  it("says when the login merged the visitor's Merkzettel into the customer's (shopping §4 sharedListMerged)", async () => {
    const stack = setup(STORES.de, { ...SUCCESS, sharedListMerged: true });
    render(stack.ui({ form: FORM, pathname: '/prod/100001/', storedRedirect: null }));
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    expect(
      await screen.findByText(
        'Die Einträge Ihres Merkzettels von vor der Anmeldung stehen jetzt auf Ihrem Merkzettel.',
      ),
    ).toBeInTheDocument();
  });

  it('stays on a product page in the consumer store, and follows the stored redirect in B2B', async () => {
    const consumer = setup(STORES.de, SUCCESS);
    const { unmount } = render(consumer.ui({ form: FORM, pathname: '/prod/100001/', storedRedirect: null }));
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('loggedIn'));
    expect(consumer.navigate).not.toHaveBeenCalled();
    unmount();

    const b2b = setup(STORES['b2b-de'], SUCCESS);
    render(
      b2b.ui({
        form: { ...FORM, email: '4711001', stayLogged: false },
        pathname: '/prod/100001/',
        storedRedirect: { location: '/prod/100001/', shareData: false },
      }),
    );
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    await waitFor(() => expect(b2b.navigate).toHaveBeenCalledWith('/prod/100001/'));
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
      event: 'login',
      method: 'customerNumber',
    });
  });

  it('shows a refused login as a toast and marks e-mail and password invalid (§8 "Login fails")', async () => {
    const stack = setup(STORES.de, {
      ...SUCCESS,
      successfull: false,
      errorMessage: 'vue.login.error.failed',
    });
    render(stack.ui({ form: FORM, pathname: '/', storedRedirect: null }));
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('failed');
    expect(screen.getByTestId('invalid')).toHaveTextContent('email,password');
    expect(stack.cartSync.posted).toEqual([]);
  });

  it('logs out a customer: the endpoint, the message, the other tabs', async () => {
    const stack = setup(STORES.de, SUCCESS, { 'X-JWT-exist': '1' });
    render(stack.ui({ form: FORM, pathname: '/', storedRedirect: null }));
    await act(async () => screen.getByRole('button', { name: 'logout' }).click());
    expect(await screen.findByText('Sie haben sich erfolgreich abgemeldet.')).toBeInTheDocument();
    expect(stack.posts.map((post) => post.url)).toEqual(['/api/logout-action/']);
    expect(screen.getByTestId('state')).toHaveTextContent('editing');
    expect(stack.loginSync.posted).toHaveLength(1);
  });

  it('re-reads the session when another tab logged in (shopping §7 cross-tab sync)', async () => {
    const stack = setup(STORES.de, { ...SUCCESS, successfull: false });
    render(stack.ui({ form: FORM, pathname: '/', storedRedirect: null }));
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('failed'));
    stack.setCookies({ 'X-JWT-exist': '1' });
    await act(async () => stack.loginSync.receive());
    expect(screen.getByTestId('state')).toHaveTextContent('loggedIn');
  });
});
