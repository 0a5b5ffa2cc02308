// The login of the header flyout and the login page (spec shopping §4 "Login", "Session kind"; §8
// "Login fails", "Security logout"; storefront §2.5 "Login flyout").
//
// - The session kind comes from the presence cookies at start (rules/session.ts): X-JWT-exist without
//   X-JWT-guest is a logged-in customer (`loggedIn`); a guest or an anonymous visitor gets the form
//   (`editing`), and `context.sessionKind` tells the two apart.
// - Submitting clears the errors and sends the form (with the merge-cart flag) to the `login` actor.
//   Success resets the form, refetches the customer info (`refetchCustomer`), emits the login tracking
//   event, closes the flyout and navigates as `loginRedirect` decided at the submit. Failure shows the
//   result's general error as a toast and marks e-mail and password invalid.
// - A logout (the visitor's, or the security logout of spec §8) calls `logout`; the host resets the
//   wish list and user data on `LOGIN.LOGGED_OUT` and shows its message.
// - `LOGIN.REINITIALISE` re-reads the session from the cookies (cross-tab sync, spec shopping §7).
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { MessageKey } from '../i18n/messages';
import { loginRedirect, type StoredLoginRedirect } from '../rules/loginRedirect';
import type { ServerFieldError } from '../rules/serverFieldErrors';
import { type SessionCookies, type SessionKind, sessionKind } from '../rules/session';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

/** Login form. */
export interface LoginForm {
  /** The e-mail address; in B2B the customer number. */
  readonly email: string;
  readonly password: string;
  readonly stayLogged: boolean;
}

/** What the `login` actor sends (login with email, password, stayLogged, merge-cart flag). */
export interface LoginActorInput extends LoginForm {
  /** The anonymous cart's positions join the customer's cart. */
  readonly mergeCart: boolean;
}

/** The auth result, as the login and registration calls answer it. */
export interface AuthResult {
  /** The spec's spelling. */
  readonly successfull: boolean;
  readonly errorMessage: string | null;
  readonly generalErrorMessage: string | null;
  readonly updatedCartId: string | null;
  readonly userId: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly cartMerged: boolean;
  readonly sharedListMerged: boolean;
  /** The customer token; the storefront server keeps it in an HttpOnly cookie, so a browser gets null. */
  readonly token: { readonly token: string; readonly expires: string } | null;
  readonly fieldErrors: readonly ServerFieldError[];
  readonly serverError: boolean;
  readonly isReset: boolean;
  readonly cartId: string | null;
}

/** The fields a failed login marks invalid. */
export type LoginField = 'email' | 'password';

export interface LoginMachineInput {
  /** The cookies the host can read (the request's on the server, `document.cookie` in the browser). */
  readonly cookies: SessionCookies;
  /** The store's `family === 'b2b'`: logs in by customer number, follows the stored redirect. */
  readonly isB2b: boolean;
  /** Whether a login merges the anonymous cart; the flyout and login page do. */
  readonly mergeCart?: boolean;
}

export type LogoutReason = 'visitor' | 'security';

export interface LoginContext {
  readonly isB2b: boolean;
  readonly mergeCart: boolean;
  sessionKind: SessionKind;
  form: LoginForm;
  invalidFields: readonly LoginField[];
  /** Where the current login goes once it succeeds (loginRedirect at the submit); null stays on the page. */
  redirectTo: string | null;
  logoutReason: LogoutReason;
}

export type LoginEvent =
  | { type: 'LOGIN.CHANGE'; values: Partial<LoginForm> }
  /** The page the form was sent from and the redirect the storefront stored before the login. */
  | { type: 'LOGIN.SUBMIT'; pathname: string; storedRedirect: StoredLoginRedirect | null }
  | { type: 'LOGIN.LOGOUT' }
  /** The storefront learned the token was invalid or revoked (the securityLogout cookie). */
  | { type: 'LOGIN.SECURITY_LOGOUT' }
  /** Another tab logged in or out (cross-tab sync): the session is read again from the cookies. */
  | { type: 'LOGIN.REINITIALISE'; cookies: SessionCookies };

export type LoginEmitted =
  /** A message for a toast: the result's general error, or why the call failed. */
  | { type: 'LOGIN.ERROR'; message: string }
  /** The login tracking event (GA4 `login`); B2B logs in by customer number. */
  | { type: 'LOGIN.TRACK_LOGIN'; method: 'email' | 'customerNumber' }
  /** The login merged the carts into another cart id: the cart adopts it (and tells the other tabs). */
  | { type: 'LOGIN.CART_CHANGED'; cartId: string }
  /** The login merged the visitor's anonymous Merkzettel into the customer's: the host says so. */
  | { type: 'LOGIN.SHARED_LIST_MERGED' }
  | { type: 'LOGIN.CLOSE_FLYOUT' }
  | { type: 'LOGIN.NAVIGATE'; location: string }
  /** The session ended: the host resets the wish list and user data and shows the message. */
  | { type: 'LOGIN.LOGGED_OUT'; reason: LogoutReason; message: MessageKey };

/** The message after a logout, by its reason. */
export const LOGOUT_MESSAGES: Readonly<Record<LogoutReason, MessageKey>> = {
  visitor: 'vue.user.logout.message',
  security: 'vue.message.securityLogout',
};

/** The toast of a refused login whose result names no message (docs/not-shown.md). */
export const LOGIN_FAILED_MESSAGE: MessageKey = 'vue.login.failed';

const EMPTY_FORM: LoginForm = { email: '', password: '', stayLogged: false };

/** The form's events while the visitor may type and send it (`editing` and `failed`). */
const FORM_EVENTS = {
  'LOGIN.CHANGE': { actions: 'updateForm' },
  'LOGIN.SUBMIT': { target: 'submitting', actions: 'planRedirect' },
  // A guest session ends by logout too (spec shopping §4 "Session kind").
  'LOGIN.LOGOUT': { guard: 'isGuest', target: 'loggingOut', actions: 'markVisitorLogout' },
} as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginMachineInput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    login: notImplemented<AuthResult, LoginActorInput>('loginMachine', 'login'),
    refetchCustomer: notImplemented<void, void>('loginMachine', 'refetchCustomer'),
    logout: notImplemented<void, void>('loginMachine', 'logout'),
  },
  guards: {
    isLoggedIn: ({ context }) => context.sessionKind === 'logged-in',
    isGuest: ({ context }) => context.sessionKind === 'guest',
    isSecurityLogout: ({ context }) => context.logoutReason === 'security',
  },
  actions: {
    updateForm: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'LOGIN.CHANGE');
        return { ...context.form, ...event.values };
      },
    }),
    planRedirect: assign({
      redirectTo: ({ context, event }) => {
        assertEvent(event, 'LOGIN.SUBMIT');
        const { pathname, storedRedirect } = event;
        return loginRedirect({ isB2b: context.isB2b, storedRedirect, pathname });
      },
    }),
    markVisitorLogout: assign({ logoutReason: 'visitor' }),
    /**
     * A successful login: the form resets, the login is tracked, the carts' merge adopted, a Merkzettel
     * merge announced, the flyout closes.
     */
    acceptLogin: enqueueActions(({ context, enqueue }, result: AuthResult) => {
      enqueue.assign({ sessionKind: 'logged-in', form: EMPTY_FORM, invalidFields: [] });
      enqueue.emit({ type: 'LOGIN.TRACK_LOGIN', method: context.isB2b ? 'customerNumber' : 'email' });
      if (result.updatedCartId) enqueue.emit({ type: 'LOGIN.CART_CHANGED', cartId: result.updatedCartId });
      if (result.sharedListMerged) enqueue.emit({ type: 'LOGIN.SHARED_LIST_MERGED' });
      enqueue.emit({ type: 'LOGIN.CLOSE_FLYOUT' });
    }),
    navigateAfterLogin: enqueueActions(({ context, enqueue }) => {
      if (context.redirectTo) enqueue.emit({ type: 'LOGIN.NAVIGATE', location: context.redirectTo });
      enqueue.assign({ redirectTo: null });
    }),
    /** The general error as a toast, e-mail and password marked invalid. */
    rejectLogin: enqueueActions(({ enqueue }, result: AuthResult) => {
      enqueue.assign({ invalidFields: ['email', 'password'], redirectTo: null });
      enqueue.emit({
        type: 'LOGIN.ERROR',
        message: result.generalErrorMessage ?? result.errorMessage ?? LOGIN_FAILED_MESSAGE,
      });
    }),
    endSession: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ sessionKind: 'anonymous', form: EMPTY_FORM, invalidFields: [] });
      enqueue.emit({
        type: 'LOGIN.LOGGED_OUT',
        reason: context.logoutReason,
        message: LOGOUT_MESSAGES[context.logoutReason],
      });
    }),
  },
}).createMachine({
  id: 'login',
  initial: 'resolving',
  context: ({ input }) => ({
    isB2b: input.isB2b,
    mergeCart: input.mergeCart ?? true,
    sessionKind: sessionKind(input.cookies),
    form: EMPTY_FORM,
    invalidFields: [],
    redirectTo: null,
    logoutReason: 'visitor',
  }),
  on: {
    'LOGIN.REINITIALISE': {
      target: '.resolving',
      actions: assign({
        sessionKind: ({ event }) => sessionKind(event.cookies),
        form: EMPTY_FORM,
        invalidFields: [],
        redirectTo: null,
      }),
    },
    'LOGIN.SECURITY_LOGOUT': {
      target: '.loggingOut',
      actions: assign({ logoutReason: 'security' }),
    },
  },
  states: {
    resolving: {
      always: [{ guard: 'isLoggedIn', target: 'loggedIn' }, { target: 'editing' }],
    },
    editing: { on: FORM_EVENTS },
    submitting: {
      entry: assign({ invalidFields: [] }),
      invoke: {
        src: 'login',
        input: ({ context }) => ({ ...context.form, mergeCart: context.mergeCart }),
        onDone: [
          {
            guard: ({ event }) => event.output.successfull,
            target: 'success',
            actions: { type: 'acceptLogin', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'rejectLogin', params: ({ event }) => event.output } },
        ],
        // No answer (network, rate limit): the toast says why; the fields are not to blame.
        onError: {
          target: 'editing',
          actions: [
            assign({ redirectTo: null }),
            emit(({ event }) => ({ type: 'LOGIN.ERROR', message: errorText(event.error) })),
          ],
        },
      },
    },
    failed: { on: FORM_EVENTS },
    success: {
      invoke: {
        src: 'refetchCustomer',
        onDone: { target: 'loggedIn', actions: 'navigateAfterLogin' },
        // The login holds; the header shows the customer once the next customer info arrives.
        onError: { target: 'loggedIn', actions: 'navigateAfterLogin' },
      },
    },
    loggedIn: {
      on: { 'LOGIN.LOGOUT': { target: 'loggingOut', actions: 'markVisitorLogout' } },
    },
    loggingOut: {
      on: {
        // Already logging out: the security reason wins (its warning), the call is not repeated.
        'LOGIN.SECURITY_LOGOUT': { actions: assign({ logoutReason: 'security' }) },
      },
      invoke: {
        src: 'logout',
        onDone: { target: 'editing', actions: 'endSession' },
        onError: [
          // The server already refused the token: the session is over whatever the call answered.
          { guard: 'isSecurityLogout', target: 'editing', actions: 'endSession' },
          {
            target: 'resolving',
            actions: emit(({ event }) => ({ type: 'LOGIN.ERROR', message: errorText(event.error) })),
          },
        ],
      },
    },
  },
});
