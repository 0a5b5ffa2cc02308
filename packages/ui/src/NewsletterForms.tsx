// The newsletter's forms (shopping §2 /service/newsletter and /service/newsletter/newsletter-abmelden; §7
// "newsletter subscribe and unsubscribe (email, houseNr)"): the sign-up with the optional greeting, the
// consent text and the honeypot; the unsubscribe form, and the one-click button of a newsletter mail's
// unsubscribe link. The checks are sdk-core's newsletter rules, the same the API runs; what the forms send
// is the host's (the storefront's service page).
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NEWSLETTER_SIGN_UP_CHECKS,
  NEWSLETTER_UNSUBSCRIBE_CHECKS,
  type NewsletterSignUpField,
  type NewsletterUnsubscribeField,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useState } from 'react';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import { HoneypotField } from './HoneypotField';
import styles from './NewsletterForms.module.css';
import { PersonNameFields } from './PersonNameFields';
import { SalutationField } from './SalutationField';
import { type AccountFormOutcome, useAccountForm } from './useAccountForm';

export type NewsletterSignUpValues = Readonly<Record<NewsletterSignUpField, string>>;
export type NewsletterUnsubscribeValues = Readonly<Record<NewsletterUnsubscribeField, string>>;

const SIGN_UP_INITIAL: NewsletterSignUpValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  houseNr: '',
};
const UNSUBSCRIBE_INITIAL: NewsletterUnsubscribeValues = { email: '', houseNr: '' };

export interface NewsletterSignUpFormProps {
  /** Sends the sign-up; the API's field errors land on their fields, and nothing typed is lost. */
  readonly onSubscribe: (values: NewsletterSignUpValues) => Promise<AccountFormOutcome>;
}

/**
 * The newsletter sign-up; after a sent sign-up it asks the visitor to open the link in the opt-in mail.
 *
 * @example
 * ```tsx
 * <NewsletterSignUpForm onSubscribe={(values) => subscribe(values)} />
 * ```
 */
export function NewsletterSignUpForm({ onSubscribe }: NewsletterSignUpFormProps) {
  const t = useTranslate();
  const [sent, setSent] = useState(false);
  const form = useAccountForm<NewsletterSignUpField>({
    initial: SIGN_UP_INITIAL,
    checks: () => NEWSLETTER_SIGN_UP_CHECKS,
    maxLengths: { email: EMAIL_MAX_LENGTH, firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH },
    submit: onSubscribe,
    onSuccess: () => setSent(true),
    formName: 'newsletter',
  });
  if (sent) {
    return (
      <p className={styles.done} role="status">
        {t('vue.newsletter.form.sent')}
      </p>
    );
  }
  return (
    <AccountForm
      title={t('vue.newsletter.form.title')}
      submitLabel={t('vue.newsletter.form.submit')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <EmailField {...form.field('email')} label={t('vue.newsletter.form.email')} required />
      <SalutationField field={form.field('salutation')} label={t('vue.address.salutation')} />
      <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} />
      <p className={styles.consent}>{t('vue.newsletter.form.consent')}</p>
      <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
    </AccountForm>
  );
}

export interface NewsletterUnsubscribeProps {
  /** The token of a newsletter mail's unsubscribe link; null on the page opened without one. */
  readonly token: string | null;
  /** Ends the subscription of the link's token; false for an unknown one. */
  readonly onUnsubscribeByToken: (token: string) => Promise<boolean>;
  /** Sends the unsubscribe form. */
  readonly onUnsubscribe: (values: NewsletterUnsubscribeValues) => Promise<AccountFormOutcome>;
}

type UnsubscribeStep = 'link' | 'linkFailed' | 'form' | 'done';

/**
 * Leaving the newsletter: with a mail's link one button (never on opening the page, which link scanners
 * do), otherwise, or when the link is unknown, the e-mail form.
 *
 * @example
 * ```tsx
 * <NewsletterUnsubscribe token={token} onUnsubscribeByToken={byToken} onUnsubscribe={byEmail} />
 * ```
 */
export function NewsletterUnsubscribe({
  token,
  onUnsubscribeByToken,
  onUnsubscribe,
}: NewsletterUnsubscribeProps) {
  const t = useTranslate();
  const [step, setStep] = useState<UnsubscribeStep>(token ? 'link' : 'form');
  const [busy, setBusy] = useState(false);
  const form = useAccountForm<NewsletterUnsubscribeField>({
    initial: UNSUBSCRIBE_INITIAL,
    checks: () => NEWSLETTER_UNSUBSCRIBE_CHECKS,
    maxLengths: { email: EMAIL_MAX_LENGTH },
    submit: onUnsubscribe,
    onSuccess: () => setStep('done'),
    formName: 'newsletterUnsubscribe',
  });
  if (step === 'done') {
    return (
      <p className={styles.done} role="status">
        {t('vue.newsletter.unsubscribe.done')}
      </p>
    );
  }
  if (step === 'link' && token) {
    const unsubscribe = async () => {
      setBusy(true);
      const ended = await onUnsubscribeByToken(token).catch(() => false);
      setBusy(false);
      setStep(ended ? 'done' : 'linkFailed');
    };
    return (
      <div className={styles.linkAction}>
        <p>{t('vue.newsletter.unsubscribe.link')}</p>
        <button
          type="button"
          className={styles.button}
          disabled={busy}
          aria-busy={busy}
          onClick={unsubscribe}
        >
          {busy ? t('vue.loading') : t('vue.newsletter.unsubscribe.submit')}
        </button>
      </div>
    );
  }
  return (
    <AccountForm
      title={t('vue.newsletter.unsubscribe.title')}
      intro={
        step === 'linkFailed' ? <p role="alert">{t('vue.newsletter.unsubscribe.linkFailed')}</p> : undefined
      }
      submitLabel={t('vue.newsletter.unsubscribe.submit')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <EmailField {...form.field('email')} label={t('vue.newsletter.form.email')} required />
      <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
    </AccountForm>
  );
}
