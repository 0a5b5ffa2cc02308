// The store's login form with its submit (spec shopping §2, §7): the /login page's form and the
// header login flyout's content, where it loads when the flyout first opens (DESIGN §6 budget).
import { LoginFlyout } from '@ranzen/ui';
import { useLoginSubmit } from './useLoginSubmit';

export function StoreLoginForm() {
  const onSubmit = useLoginSubmit();
  return <LoginFlyout onSubmit={onSubmit} />;
}
