// Login machine (spec shopping §4 "Login", "Session kind"; §8 "Login fails", "Security logout";
// storefront §2.5 "Login flyout"; shopping §7 cross-tab sync). Actors are swapped with .provide() so
// nothing touches the network.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { routePath } from '../routes/routeTable';
import { GUEST_SESSION_COOKIE, SESSION_COOKIE, type SessionCookies } from '../rules/session';
import { TOO_MANY_REQUESTS_MESSAGE } from './errorText';
import { type AuthResult, type LoginActorInput, type LoginEmitted, loginMachine } from './login.machine';

const LOGGED_IN: SessionCookies = { [SESSION_COOKIE]: '1' };
const GUEST: SessionCookies = { [SESSION_COOKIE]: '1', [GUEST_SESSION_COOKIE]: '1' };
const ANONYMOUS: SessionCookies = {};

function result(overrides: Partial<AuthResult> = {}): AuthResult {
  return {
    successfull: true,
    errorMessage: null,
    generalErrorMessage: null,
    updatedCartId: null,
    userId: 'u1',
    firstName: 'Anna',
    lastName: 'Berg',
    cartMerged: false,
    sharedListMerged: false,
    token: null,
    fieldErrors: [],
    serverError: false,
    isReset: false,
    cartId: 'c1',
    ...overrides,
  };
}

interface Options {
  readonly cookies?: SessionCookies;
  readonly isB2b?: boolean;
  readonly mergeCart?: boolean;
  readonly login?: (input: LoginActorInput) => Promise<AuthResult>;
  readonly refetch?: () => Promise<void>;
  readonly logout?: () => Promise<void>;
}

/** A started login actor recording what it emits and which actors it called. */
function start({ cookies = ANONYMOUS, isB2b = false, mergeCart, login, refetch, logout }: Options = {}) {
  const loginFn = vi.fn(login ?? (async () => result()));
  const refetchFn = vi.fn(refetch ?? (async () => undefined));
  const logoutFn = vi.fn(logout ?? (async () => undefined));
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise<AuthResult, LoginActorInput>(({ input }) => loginFn(input)),
      refetchCustomer: fromPromise<void, void>(() => refetchFn()),
      logout: fromPromise<void, void>(() => logoutFn()),
    },
  });
  const actor = createActor(machine, { input: { cookies, isB2b, mergeCart } });
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const settled = () =>
    waitFor(actor, (s) => !s.matches('submitting') && !s.matches('success') && !s.matches('loggingOut'));
  return { actor, emitted, state, settled, login: loginFn, refetch: refetchFn, logout: logoutFn };
}

function fillAndSubmit(
  actor: ReturnType<typeof start>['actor'],
  pathname = '/prod/7/',
  storedRedirect: { location: string; shareData: boolean } | null = null,
) {
  actor.send({ type: 'LOGIN.CHANGE', values: { email: 'anna@example.org' } });
  actor.send({ type: 'LOGIN.CHANGE', values: { password: 'geheim123', stayLogged: true } });
  actor.send({ type: 'LOGIN.SUBMIT', pathname, storedRedirect });
}

describe('loginMachine: session kind at start (spec shopping §4 "Session kind")', () => {
  it('starts logged in when X-JWT-exist is present without X-JWT-guest', () => {
    const { actor, state } = start({ cookies: LOGGED_IN });
    expect(state()).toBe('loggedIn');
    expect(actor.getSnapshot().context.sessionKind).toBe('logged-in');
  });

  it('shows the form to a guest (X-JWT-guest present) and to an anonymous visitor', () => {
    const guest = start({ cookies: GUEST });
    expect(guest.state()).toBe('editing');
    expect(guest.actor.getSnapshot().context.sessionKind).toBe('guest');
    const anonymous = start({ cookies: ANONYMOUS });
    expect(anonymous.state()).toBe('editing');
    expect(anonymous.actor.getSnapshot().context.sessionKind).toBe('anonymous');
  });
});

describe('loginMachine: logging in (spec shopping §4 "Login")', () => {
  it('sends the form with the merge-cart flag, shows loading and clears earlier errors', async () => {
    let answer: (value: AuthResult) => void = () => undefined;
    const answers = [result({ successfull: false, generalErrorMessage: 'wrong' })];
    const { actor, state, settled, login } = start({
      login: () => {
        const next = answers.shift();
        return next ? Promise.resolve(next) : new Promise((resolve) => (answer = resolve));
      },
    });
    fillAndSubmit(actor);
    await settled();
    expect(actor.getSnapshot().context.invalidFields).toEqual(['email', 'password']);

    actor.send({ type: 'LOGIN.SUBMIT', pathname: '/prod/7/', storedRedirect: null });
    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().context.invalidFields).toEqual([]);
    expect(login).toHaveBeenLastCalledWith({
      email: 'anna@example.org',
      password: 'geheim123',
      stayLogged: true,
      mergeCart: true,
    });
    answer(result());
    await settled();
    expect(state()).toBe('loggedIn');
  });

  it('passes mergeCart false when the host asks for it', async () => {
    const { actor, settled, login } = start({ mergeCart: false });
    fillAndSubmit(actor);
    await settled();
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ mergeCart: false }));
  });

  it('ignores typing and a second submit while the login is on its way', () => {
    const { actor, state, login } = start({ login: () => new Promise(() => undefined) });
    fillAndSubmit(actor);
    actor.send({ type: 'LOGIN.CHANGE', values: { email: 'other@example.org' } });
    actor.send({ type: 'LOGIN.SUBMIT', pathname: '/', storedRedirect: null });
    expect(state()).toBe('submitting');
    expect(login).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.form.email).toBe('anna@example.org');
  });

  it('on success resets the form, refetches the customer, tracks the login and closes the flyout', async () => {
    const { actor, emitted, state, settled, refetch } = start();
    fillAndSubmit(actor);
    await settled();
    expect(state()).toBe('loggedIn');
    expect(actor.getSnapshot().context).toMatchObject({
      sessionKind: 'logged-in',
      form: { email: '', password: '', stayLogged: false },
      invalidFields: [],
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([{ type: 'LOGIN.TRACK_LOGIN', method: 'email' }, { type: 'LOGIN.CLOSE_FLYOUT' }]);
  });

  it('tracks a B2B login as a customer-number login', async () => {
    const { actor, emitted, settled } = start({ isB2b: true });
    fillAndSubmit(actor);
    await settled();
    expect(emitted).toContainEqual({ type: 'LOGIN.TRACK_LOGIN', method: 'customerNumber' });
  });

  it('hands a merged cart id to the cart (spec shopping §4: carts are merged on login)', async () => {
    const { actor, emitted, settled } = start({
      login: async () => result({ cartMerged: true, updatedCartId: 'merged' }),
    });
    fillAndSubmit(actor);
    await settled();
    expect(emitted).toContainEqual({ type: 'LOGIN.CART_CHANGED', cartId: 'merged' });
  });

  it("announces a Merkzettel merged into the customer's (spec shopping §4 sharedListMerged)", async () => {
    const { actor, emitted, settled } = start({
      login: async () => result({ sharedListMerged: true }),
    });
    fillAndSubmit(actor);
    await settled();
    expect(emitted).toContainEqual({ type: 'LOGIN.SHARED_LIST_MERGED' });
  });

  it('stays logged in when the customer refetch fails', async () => {
    const { actor, state, settled } = start({ refetch: async () => Promise.reject(new Error('offline')) });
    fillAndSubmit(actor);
    await settled();
    expect(state()).toBe('loggedIn');
  });
});

describe('loginMachine: where a login leads (spec shopping §4 "Login")', () => {
  it('from the login page to the account, after the customer refetch', async () => {
    let refetched: () => void = () => undefined;
    const { actor, emitted, settled } = start({
      refetch: () => new Promise((resolve) => (refetched = resolve)),
    });
    fillAndSubmit(actor, routePath('login'));
    await waitFor(actor, (s) => s.matches('success'));
    expect(emitted.map((event) => event.type)).not.toContain('LOGIN.NAVIGATE');
    refetched();
    await settled();
    expect(emitted.at(-1)).toEqual({ type: 'LOGIN.NAVIGATE', location: routePath('account') });
  });

  it('in B2B to the stored redirect', async () => {
    const { actor, emitted, settled } = start({ isB2b: true });
    fillAndSubmit(actor, '/', { location: '/cat/12/', shareData: false });
    await settled();
    expect(emitted).toContainEqual({ type: 'LOGIN.NAVIGATE', location: '/cat/12/' });
  });

  it('nowhere from another page in a consumer store: the flyout just closes', async () => {
    const { actor, emitted, settled } = start();
    fillAndSubmit(actor, '/prod/7/', { location: '/cat/12/', shareData: false });
    await settled();
    expect(emitted.map((event) => event.type)).not.toContain('LOGIN.NAVIGATE');
  });

  it('never off the shop, whatever redirect was stored (DESIGN §7)', async () => {
    const { actor, emitted, settled } = start({ isB2b: true });
    fillAndSubmit(actor, '/', { location: 'https://evil.example/', shareData: true });
    await settled();
    expect(emitted.map((event) => event.type)).not.toContain('LOGIN.NAVIGATE');
  });
});

describe('loginMachine: a failed login (spec shopping §8 "Login fails")', () => {
  it('shows the general error as a toast and marks e-mail and password invalid', async () => {
    const { actor, emitted, state, settled, refetch } = start({
      login: async () =>
        result({ successfull: false, generalErrorMessage: 'E-Mail oder Passwort falsch', errorMessage: 'x' }),
    });
    fillAndSubmit(actor, routePath('login'));
    await settled();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.invalidFields).toEqual(['email', 'password']);
    expect(actor.getSnapshot().context.sessionKind).toBe('anonymous');
    expect(emitted).toEqual([{ type: 'LOGIN.ERROR', message: 'E-Mail oder Passwort falsch' }]);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('falls back to the error message, then to the login-failed message', async () => {
    const answers = [
      result({ successfull: false, errorMessage: 'gesperrt' }),
      result({ successfull: false }),
    ];
    const { actor, emitted, settled } = start({ login: async () => answers.shift() ?? result() });
    fillAndSubmit(actor);
    await settled();
    actor.send({ type: 'LOGIN.SUBMIT', pathname: '/', storedRedirect: null });
    await settled();
    expect(emitted).toEqual([
      { type: 'LOGIN.ERROR', message: 'gesperrt' },
      { type: 'LOGIN.ERROR', message: 'vue.login.failed' },
    ]);
  });

  it('keeps the typed values and lets the visitor correct and send them again', async () => {
    const answers = [result({ successfull: false, generalErrorMessage: 'nein' }), result()];
    const { actor, state, settled, login } = start({ login: async () => answers.shift() ?? result() });
    fillAndSubmit(actor);
    await settled();
    expect(actor.getSnapshot().context.form.email).toBe('anna@example.org');
    actor.send({ type: 'LOGIN.CHANGE', values: { password: 'richtig123' } });
    expect(state()).toBe('failed');
    actor.send({ type: 'LOGIN.SUBMIT', pathname: '/', storedRedirect: null });
    await settled();
    expect(login).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'richtig123' }));
    expect(state()).toBe('loggedIn');
  });

  it('a call that gets no answer (here refused for too many requests) shows why, without marking fields', async () => {
    const tooMany = Object.assign(new Error('Too Many Requests'), { statusCode: 429 });
    const { actor, emitted, state, settled } = start({ login: async () => Promise.reject(tooMany) });
    fillAndSubmit(actor, routePath('login'));
    await settled();
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().context.invalidFields).toEqual([]);
    expect(emitted).toEqual([{ type: 'LOGIN.ERROR', message: TOO_MANY_REQUESTS_MESSAGE }]);
  });
});

describe('loginMachine: logging out (spec shopping §4 "Session kind", §8 "Security logout")', () => {
  it('logs a customer out, resets the session and says so (the host resets wish list and user data)', async () => {
    const { actor, emitted, state, settled, logout } = start({ cookies: LOGGED_IN });
    actor.send({ type: 'LOGIN.LOGOUT' });
    expect(state()).toBe('loggingOut');
    await settled();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().context.sessionKind).toBe('anonymous');
    expect(emitted).toEqual([
      { type: 'LOGIN.LOGGED_OUT', reason: 'visitor', message: 'vue.user.logout.message' },
    ]);
  });

  it('logs a guest out too, but an anonymous visitor has nothing to log out of', async () => {
    const guest = start({ cookies: GUEST });
    guest.actor.send({ type: 'LOGIN.LOGOUT' });
    await guest.settled();
    expect(guest.logout).toHaveBeenCalledTimes(1);
    expect(guest.actor.getSnapshot().context.sessionKind).toBe('anonymous');

    const anonymous = start();
    anonymous.actor.send({ type: 'LOGIN.LOGOUT' });
    expect(anonymous.state()).toBe('editing');
    expect(anonymous.logout).not.toHaveBeenCalled();
  });

  it('a security logout ends the session with the security warning', async () => {
    const { actor, emitted, settled } = start({ cookies: LOGGED_IN });
    actor.send({ type: 'LOGIN.SECURITY_LOGOUT' });
    await settled();
    expect(actor.getSnapshot().context.sessionKind).toBe('anonymous');
    expect(emitted).toEqual([
      { type: 'LOGIN.LOGGED_OUT', reason: 'security', message: 'vue.message.securityLogout' },
    ]);
  });

  it('a security logout during a logout turns its message into the warning without a second call', async () => {
    let done: () => void = () => undefined;
    const { actor, emitted, settled, logout } = start({
      cookies: LOGGED_IN,
      logout: () => new Promise((resolve) => (done = resolve)),
    });
    actor.send({ type: 'LOGIN.LOGOUT' });
    actor.send({ type: 'LOGIN.SECURITY_LOGOUT' });
    done();
    await settled();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([
      { type: 'LOGIN.LOGGED_OUT', reason: 'security', message: 'vue.message.securityLogout' },
    ]);
  });

  it('a security logout ends the session even when the logout call fails (the token is refused already)', async () => {
    const { actor, state, settled } = start({
      cookies: LOGGED_IN,
      logout: async () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'LOGIN.SECURITY_LOGOUT' });
    await settled();
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().context.sessionKind).toBe('anonymous');
  });

  it('a failed logout of the visitor keeps the session and says why', async () => {
    const { actor, emitted, state, settled } = start({
      cookies: LOGGED_IN,
      logout: async () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'LOGIN.LOGOUT' });
    await settled();
    expect(state()).toBe('loggedIn');
    expect(emitted).toEqual([{ type: 'LOGIN.ERROR', message: 'offline' }]);
  });
});

describe('loginMachine: cross-tab sync (spec shopping §7 "re-initialises login")', () => {
  it('follows a login and a logout in another tab from the cookies', () => {
    const { actor, state } = start();
    actor.send({ type: 'LOGIN.CHANGE', values: { email: 'anna@example.org' } });
    actor.send({ type: 'LOGIN.REINITIALISE', cookies: LOGGED_IN });
    expect(state()).toBe('loggedIn');
    expect(actor.getSnapshot().context.form.email).toBe('');
    actor.send({ type: 'LOGIN.REINITIALISE', cookies: GUEST });
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().context.sessionKind).toBe('guest');
    actor.send({ type: 'LOGIN.REINITIALISE', cookies: ANONYMOUS });
    expect(actor.getSnapshot().context.sessionKind).toBe('anonymous');
  });
});
