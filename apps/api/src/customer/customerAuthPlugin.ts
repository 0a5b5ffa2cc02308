// The auth error keys of shopping §7 ("Auth error keys invalid_token or revoked_token: set the
// securityLogout cookie"): a request whose X-JWT header did not log in still runs, as logged out, and each
// of its results carries one error with extensions.code invalid_token or revoked_token, so the storefront
// sets its security-logout flag and drops the error except for account-changing operations.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { CustomerAuthError } from './sessions';

const MESSAGES: Record<CustomerAuthError, string> = {
  invalid_token: 'The customer token is invalid or expired; the request ran logged out.',
  revoked_token: 'The customer session has ended; the request ran logged out.',
};

export function customerAuthError(error: CustomerAuthError): GraphQLError {
  return new GraphQLError(MESSAGES[error], { extensions: { code: error } });
}

interface WithErrors {
  errors?: readonly unknown[];
}

export function customerAuthErrorPlugin(): Plugin<object, { customerAuthError: CustomerAuthError | null }> {
  return {
    onResultProcess({ serverContext, result, setResult }) {
      const error = serverContext.customerAuthError;
      if (!error || Symbol.asyncIterator in result) return;
      const withError = <T extends WithErrors>(one: T): T => ({
        ...one,
        errors: [...(one.errors ?? []), customerAuthError(error)],
      });
      setResult(Array.isArray(result) ? result.map(withError) : withError(result));
    },
  };
}
