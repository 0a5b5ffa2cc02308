// Mail settings from the environment (README "Production start": SMTP_URL, RANZEN_MAIL_FROM; issue 15 item 3).
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, mailOptionsFromEnv } from './mailConfig';

describe('mailOptionsFromEnv', () => {
  it('keeps mails in the outbox without SMTP_URL and shows the dev page outside production', () => {
    expect(mailOptionsFromEnv({})).toEqual({ sender: null, devOutboxPage: true });
    expect(mailOptionsFromEnv({ SMTP_URL: '  ' }).sender).toBeNull();
  });

  it('sends through SMTP_URL from RANZEN_MAIL_FROM (or the default sender)', () => {
    expect(mailOptionsFromEnv({ SMTP_URL: 'smtp://mail.internal:587' }).sender).toEqual({
      smtpUrl: 'smtp://mail.internal:587',
      from: DEFAULT_MAIL_FROM,
    });
    expect(
      mailOptionsFromEnv({
        SMTP_URL: 'smtps://u:p@mail.internal',
        RANZEN_MAIL_FROM: 'Ranzen <service@ranzen.de>',
      }).sender,
    ).toEqual({ smtpUrl: 'smtps://u:p@mail.internal', from: 'Ranzen <service@ranzen.de>' });
  });

  it('turns the dev outbox page off with NODE_ENV=production', () => {
    expect(mailOptionsFromEnv({ NODE_ENV: 'production' }).devOutboxPage).toBe(false);
  });
});
