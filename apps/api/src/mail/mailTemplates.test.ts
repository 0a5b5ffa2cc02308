// Mail templates (issue 15 item 3: "mails are in the store's language and link to the store's own host";
// DESIGN §7: every interpolated value is escaped in HTML).
import { STORES } from '@ranzen/sdk-core/store';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './mailTemplates';

const AT_ORIGIN = 'https://www.ranzen.at';

describe('passwordResetMail', () => {
  it('links to the store’s own host, on the new-password page with the token (shopping §2)', () => {
    const mail = passwordResetMail({
      store: STORES.at,
      origin: AT_ORIGIN,
      to: 'a@b.at',
      token: 'tok-123',
      validHours: 2,
    });
    const link = 'https://www.ranzen.at/myaccount/newpassword/?token=tok-123';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail).toMatchObject({ storeId: 'at', kind: 'password-reset', to: 'a@b.at' });
  });

  it('is written in the store’s language', () => {
    const input = { origin: AT_ORIGIN, to: 'a@b.de', token: 't', validHours: 2, name: 'Eva Muster' };
    const german = passwordResetMail({ ...input, store: STORES.de });
    const english = passwordResetMail({ ...input, store: STORES['b2b-en'] });
    expect(german.subject).toBe('Ihr neues Passwort bei Ranzen');
    expect(german.text).toContain('Hallo Eva Muster,');
    expect(german.text).toContain('2 Stunden');
    expect(german.html).toContain('<html lang="de">');
    expect(english.subject).toBe('Your new password at Ranzen');
    expect(english.text).toContain('Hello Eva Muster,');
    expect(english.text).toContain('2 hours');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const mail = passwordResetMail({
      store: STORES.de,
      origin: AT_ORIGIN,
      to: 'a@b.de',
      name: '<img src=x onerror=alert(1)>',
      token: '"><script>alert(1)</script>',
      validHours: 1,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hallo &lt;img src=x onerror=alert(1)&gt;,');
    // The token is URL-encoded in the link, so it cannot leave the attribute either.
    expect(mail.html).toContain('?token=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E"');
    expect(mail.text).toContain('Hallo <img src=x onerror=alert(1)>,');
  });
});
