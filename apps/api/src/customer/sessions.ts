// Customer sessions (issue 15 item 1, shopping §7 "JWT header", "invalid_token/revoked_token handling"):
// a server-side row per login behind a JWT (jose, HS256 under the key ring's customer-session key) that
// carries only the session id. Every request verifies the signature AND reads the row, so logout, a
// password change or a deleted account ends the session at once. The storefront sends the token in the
// X-JWT header (docs/not-shown.md).
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { keyRingFor } from '../auth/keyring';
import type { Db } from '../db/client';
import { customerSessions, customers } from '../db/schema';

/** The request header with the customer token. */
export const CUSTOMER_TOKEN_HEADER = 'x-jwt';
/** Session lifetimes: a browser-session login, and "stay logged in". */
export const SESSION_SECONDS = { browser: 12 * 3600, stayLogged: 30 * 24 * 3600 } as const;
const ALGORITHM = 'HS256';
const AUDIENCE = 'ranzen-customer';

/** The auth error keys of shopping §7: the storefront sets its security-logout flag on either. */
export type CustomerAuthError = 'invalid_token' | 'revoked_token';

export type Customer = typeof customers.$inferSelect;

export interface CustomerSession {
  readonly sessionId: string;
  readonly customer: Customer;
}

/** What the X-JWT header of a request amounts to. */
export type CustomerAuth =
  | { readonly session: CustomerSession; readonly error: null }
  | { readonly session: null; readonly error: CustomerAuthError | null };

export interface IssuedToken {
  readonly token: string;
  readonly expires: Date;
}

export interface CustomerSessions {
  /** Writes a session row for `customerId` and signs its token. */
  start(db: Db, customerId: string, stayLogged: boolean): Promise<IssuedToken>;
  /** The session of a token: none without a header; an error key when it does not verify or has ended. */
  authenticate(db: Db, token: string | undefined): Promise<CustomerAuth>;
  /** Ends one session (logout). */
  revoke(db: Db, sessionId: string): Promise<void>;
  /** Ends every session of the customer except `keepSessionId` (password change). */
  revokeOthers(db: Db, customerId: string, keepSessionId: string | null): Promise<void>;
}

const LOGGED_OUT: CustomerAuth = { session: null, error: null };
const invalid = (error: CustomerAuthError): CustomerAuth => ({ session: null, error });

/** `serverSecret` is RANZEN_API_SECRET (one secret or "new,old"). */
export function createCustomerSessions(serverSecret: string): CustomerSessions {
  const keys = keyRingFor(serverSecret).keys('customerSession');

  async function sessionIdOf(token: string): Promise<string | null> {
    for (const key of keys.accepted) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], audience: AUDIENCE });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch (error) {
        // Another key may have signed it during a rotation; anything else is an invalid token.
        if (!(error instanceof joseErrors.JWSSignatureVerificationFailed)) return null;
      }
    }
    return null;
  }

  return {
    async start(db, customerId, stayLogged) {
      const seconds = stayLogged ? SESSION_SECONDS.stayLogged : SESSION_SECONDS.browser;
      const expires = new Date(Date.now() + seconds * 1000);
      const [session] = await db
        .insert(customerSessions)
        .values({ customerId, expiresAt: expires, stayLogged })
        .returning({ id: customerSessions.id });
      if (!session) throw new Error('session row not written');
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(session.id)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(keys.current);
      return { token, expires };
    },

    async authenticate(db, token) {
      if (token === undefined || token.trim() === '') return LOGGED_OUT;
      const sessionId = await sessionIdOf(token.trim());
      if (!sessionId || !/^[0-9a-f-]{36}$/.test(sessionId)) return invalid('invalid_token');
      const [row] = await db
        .select({
          customer: customers,
          revokedAt: customerSessions.revokedAt,
          live: sql<boolean>`${customerSessions.expiresAt} > now()`,
        })
        .from(customerSessions)
        .innerJoin(customers, eq(customers.id, customerSessions.customerId))
        .where(eq(customerSessions.id, sessionId));
      // A deleted account's sessions are gone with it: revoked, as for a logout.
      if (!row || row.revokedAt !== null) return invalid('revoked_token');
      if (!row.live) return invalid('invalid_token');
      return { session: { sessionId, customer: row.customer }, error: null };
    },

    async revoke(db, sessionId) {
      await db
        .update(customerSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
    },

    async revokeOthers(db, customerId, keepSessionId) {
      await db
        .update(customerSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(customerSessions.customerId, customerId),
            isNull(customerSessions.revokedAt),
            gt(customerSessions.expiresAt, sql`now()`),
            keepSessionId ? ne(customerSessions.id, keepSessionId) : undefined,
          ),
        );
    },
  };
}
