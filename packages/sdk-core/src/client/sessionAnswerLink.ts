// The browser client's half of the session answers (spec shopping §7, rules/sessionAnswers.ts): an
// answer that needs a valid customer token, on a page whose address contains logout, sends home; with
// the silent-error cookie, an answer that carries data is taken without its errors (partial results).
import { ApolloLink } from '@apollo/client';
import { map, tap } from 'rxjs';
import { leavesLogoutPage } from '../rules/sessionAnswers';

export interface PageLocation {
  /** The page the visitor is on now. */
  readonly pathname: () => string;
  /** Leaves for the home page. */
  readonly goHome: () => void;
}

export function logoutPageLink(location: PageLocation): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const answer = {
          operationName: operation.operationName,
          data: result.data,
          pathname: location.pathname(),
        };
        if (leavesLogoutPage(answer)) location.goHome();
      }),
    ),
  );
}

/** Drops the errors of an answer that carries data, so the query or mutation resolves with what it got. */
export function partialResultsLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (result.data == null || result.errors === undefined) return result;
        const { errors: _silenced, ...partial } = result;
        return partial;
      }),
    ),
  );
}
