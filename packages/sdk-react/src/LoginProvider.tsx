// The login of the header flyout and the login page (spec shopping §4 "Login", "Session kind"; §8
// "Login fails", "Security logout"; storefront §2.5): one login machine per page (sdk-core
// loginMachine), loaded by dynamic import() when the visitor first sends the form or logs out
// (useLazyMachine; DESIGN §6). Its actors post to the storefront server's account endpoints, which keep
// the token in an HttpOnly cookie (provideLoginMachine.ts).
//
// What the machine emits becomes page effects here: the refused login's toast, the GA4 `login` event,
// the merged cart adopted (CartProvider.adoptCart), the flyout closed, the redirect of §4, and after a
// logout the message. Other tabs hear about a login or logout (§7 cross-tab sync) and re-read the
// session from the cookies (LOGIN.REINITIALISE) and the page's data.
import {
  errorText,
  isMessageKey,
  type LoginEmitted,
  type LoginField,
  type LoginForm,
  type loginMachine,
  pushToDataLayer,
  type SessionCookies,
  type StoredLoginRedirect,
} from '@ranzen/sdk-core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { useCartContext } from './CartProvider';
import { createLazyMachineContext, useLazyMachineContext } from './createLazyMachineContext';
import { type LoginSyncChannel, openLoginSyncChannel } from './loginSync';
import { useShop, useTranslate } from './ShopProvider';
import { useShopClient } from './shopClient';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';

/** The machine's finite states as the page renders them (`data-state`); `idle` before it runs. */
export type LoginViewState =
  | 'idle'
  | 'resolving'
  | 'editing'
  | 'submitting'
  | 'failed'
  | 'success'
  | 'loggedIn'
  | 'loggingOut';

export interface LoginView {
  readonly state: LoginViewState;
  /** Fields a refused login marked invalid. */
  readonly invalidFields: readonly LoginField[];
}

export interface LoginSubmit {
  readonly form: LoginForm;
  /** The pathname of the page the form was sent from ("if the current path contains login"). */
  readonly pathname: string;
  /** The redirect kept for after the login (B2B: the guarded page; the account guard's way back). */
  readonly storedRedirect: StoredLoginRedirect | null;
}

export interface LoginContextValue {
  readonly view: LoginView;
  readonly submit: (submit: LoginSubmit) => void;
  readonly logout: () => void;
  /** The header registers how its flyout closes after a login (LOGIN.CLOSE_FLYOUT); returns the unregister. */
  readonly onCloseFlyout: (close: () => void) => () => void;
}

/** Customer info is read "for '/'"; one shared entry for every page keeps it cached once. */
export const CUSTOMER_INFO_URL = '/';

/** GA4's login event. */
export const LOGIN_TRACKING_EVENT = 'login';

export interface LoginProviderProps {
  readonly children: ReactNode;
  /** The session cookies page scripts can read (`document.cookie`); read when the machine starts and on sync. */
  readonly readCookies: () => SessionCookies;
  /** The customer info's `url` argument of the page frame, refetched after a login or logout. */
  readonly customerInfoUrl: string;
  /** Performs the redirect after a login. */
  readonly onNavigate: (location: string) => void;
  /** Overrides the cross-tab channel (tests); BroadcastChannel where the browser has it. */
  readonly openSyncChannel?: () => LoginSyncChannel | null;
}

/** GA4's `login` event with its method (e-mail; customer number in B2B). */
export function loginTrackingEvent(method: 'email' | 'customerNumber') {
  return { event: LOGIN_TRACKING_EVENT, method };
}

const IDLE_VIEW: LoginView = { state: 'idle', invalidFields: [] };

function loginView(snapshot: SnapshotFrom<typeof loginMachine>): LoginView {
  return { state: snapshot.value as LoginViewState, invalidFields: snapshot.context.invalidFields };
}

/** Until the machine runs, a sent form shows as sending at once. */
function previewLogin(view: LoginView, event: EventFromLogic<typeof loginMachine>): LoginView {
  switch (event.type) {
    case 'LOGIN.SUBMIT':
      return { state: 'submitting', invalidFields: [] };
    case 'LOGIN.LOGOUT':
      return { ...view, state: 'loggingOut' };
    default:
      return view;
  }
}

const LoginContext = createLazyMachineContext<LoginContextValue>({
  provider: 'LoginProvider',
  hook: 'useLogin',
});

const LOGIN_ERROR_TOAST_ID = 'login-error';
const LOGOUT_TOAST_ID = 'logout';
const SHARED_LIST_MERGED_TOAST_ID = 'shared-list-merged';

function useLoginHost({
  readCookies,
  customerInfoUrl,
  onNavigate,
  openSyncChannel = openLoginSyncChannel,
}: Omit<LoginProviderProps, 'children'>): LoginContextValue {
  const shopClient = useShopClient();
  const { store, messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const { adoptCart } = useCartContext();
  const channel = useRef<LoginSyncChannel | null>(null);
  const flyoutClosers = useRef(new Set<() => void>());
  const text = (message: string) => (isMessageKey(messages, message) ? t(message) : message);

  const onEmitted = (event: LoginEmitted) => {
    switch (event.type) {
      case 'LOGIN.ERROR':
        addToast({ id: LOGIN_ERROR_TOAST_ID, type: 'error', message: text(event.message) });
        return;
      case 'LOGIN.TRACK_LOGIN':
        pushToDataLayer(loginTrackingEvent(event.method));
        channel.current?.post();
        return;
      case 'LOGIN.CART_CHANGED':
        adoptCart(event.cartId);
        return;
      case 'LOGIN.SHARED_LIST_MERGED':
        addToast({
          id: SHARED_LIST_MERGED_TOAST_ID,
          type: 'success',
          message: t('vue.wishlist.notification.sharedListMerged'),
        });
        return;
      case 'LOGIN.CLOSE_FLYOUT':
        for (const close of flyoutClosers.current) close();
        return;
      case 'LOGIN.NAVIGATE':
        onNavigate(event.location);
        return;
      case 'LOGIN.LOGGED_OUT':
        channel.current?.post();
        addToast({
          id: LOGOUT_TOAST_ID,
          type: event.reason === 'security' ? 'warning' : 'success',
          message: t(event.message),
        });
        return;
    }
  };

  const machine = useLazyMachine({
    load: () =>
      Promise.all([import('./provideLoginMachine'), shopClient.load()]).then(
        ([{ provideLoginMachine }, client]) => provideLoginMachine({ client, customerInfoUrl }),
      ),
    input: () => ({ cookies: readCookies(), isB2b: store.family === 'b2b' }),
    initialView: () => IDLE_VIEW,
    view: loginView,
    preview: previewLogin,
    onEmitted,
    onLoadError: (error, _event, view) => {
      addToast({ id: LOGIN_ERROR_TOAST_ID, type: 'error', message: text(errorText(error)) });
      return { ...view, state: 'idle' as const };
    },
  });
  const { send, sendIfStarted } = machine;

  // Spec shopping §7: another tab logged in or out: read the session again and refetch what is shown.
  useEffect(() => {
    const opened = openSyncChannel();
    channel.current = opened;
    const unsubscribe = opened?.subscribe(() => {
      sendIfStarted({ type: 'LOGIN.REINITIALISE', cookies: readCookies() });
      shopClient
        .load()
        .then((client) => client.resetStore())
        .catch((error: unknown) => {
          console.error('[login] refetch after a login in another tab failed', error);
        });
    });
    return () => {
      unsubscribe?.();
      opened?.close();
      channel.current = null;
    };
  }, [shopClient, openSyncChannel, readCookies, sendIfStarted]);

  const actions = useMemo(
    () => ({
      submit: ({ form, pathname, storedRedirect }: LoginSubmit) => {
        send({ type: 'LOGIN.CHANGE', values: form });
        send({ type: 'LOGIN.SUBMIT', pathname, storedRedirect });
      },
      logout: () => send({ type: 'LOGIN.LOGOUT' }),
      onCloseFlyout: (close: () => void) => {
        flyoutClosers.current.add(close);
        return () => {
          flyoutClosers.current.delete(close);
        };
      },
    }),
    [send],
  );

  return useMemo(() => ({ view: machine.view, ...actions }), [machine.view, actions]);
}

/**
 * The page's login: one machine for the header flyout and the login page.
 *
 * @example
 * ```tsx
 * // readSessionCookies: the page's session cookies (`X-JWT-exist`, …) from document.cookie.
 * <LoginProvider
 *   readCookies={readSessionCookies}
 *   customerInfoUrl="/"
 *   onNavigate={(location) => window.location.assign(location)}
 * >
 *   <Page />
 * </LoginProvider>
 * ```
 */
export function LoginProvider({ children, ...props }: LoginProviderProps) {
  const value = useLoginHost(props);
  return <LoginContext.Context.Provider value={value}>{children}</LoginContext.Context.Provider>;
}

/**
 * The login view and actions; throws outside <LoginProvider>.
 *
 * @example
 * ```tsx
 * const { view, submit, logout } = useLogin();
 * submit({ form: { email, password, stayLogged: false }, pathname: location.pathname, storedRedirect: null
 * });
 * ```
 */
export function useLogin(): LoginContextValue {
  return useLazyMachineContext(LoginContext);
}
