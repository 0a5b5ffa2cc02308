// POST /api/login-action/ (spec shopping §7 "Internal endpoints"): the endpoint the login flyout
// posts to. Logging in is a later issue (it needs the API's login mutation and the session
// cookies); until then the endpoint answers honestly — 501 with an auth result that carries the
// store's "login not available" message, which the flyout shows as an error toast
// (docs/not-shown.md). The form is not read: nothing is done with it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES, type StoreConfig, translate } from '@ranzen/sdk-core';
import { LOGIN_ACTION_PATH } from '../pages/loginAction';
import { sendJson } from './http';

export { LOGIN_ACTION_PATH };

export function handleLoginAction(req: IncomingMessage, res: ServerResponse, store: StoreConfig): void {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Only POST is allowed' }, { allow: 'POST' });
    return;
  }
  req.resume();
  sendJson(res, 501, {
    successfull: false,
    generalErrorMessage: translate(MESSAGES[store.messages], 'vue.login.notAvailable'),
  });
}
