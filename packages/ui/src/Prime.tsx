// Prime (spec shopping §2 /prime, /prime/checkout; §3 "Customer info" primeInfo; §4 "Prime: status NONE
// means not a member; a waiting list can be joined"; §6 "prime member (status not NONE, shown with a
// marker)"): the offer with the customer's status and the waiting list form with its honeypot (the
// member marker of the header and the account flyout is PrimeMarker.tsx, so the header's first load
// carries no form code). The checks are sdk-core's prime rules, the same the API runs; what the forms
// send is the host's.
import {
  EMAIL_MAX_LENGTH,
  type MessageKey,
  PRIME_WAITING_LIST_CHECKS,
  type PrimeStatus,
  type PrimeWaitingListField,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId, useState } from 'react';
import { AccountForm } from './AccountForm';
import { ButtonLink } from './Button';
import { EmailField } from './EmailField';
import { HoneypotField } from './HoneypotField';
import styles from './Prime.module.css';
import { useShopDateFormat } from './shopText';
import { type AccountFormOutcome, useAccountForm } from './useAccountForm';

/** The customer's membership as customer info carries it (dates as ISO strings). */
export interface PrimeMembershipInfo {
  readonly status: PrimeStatus;
  readonly abo: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export interface PrimeOfferPanelProps {
  /** The plan's price as the API formatted it. */
  readonly price: string;
  readonly durationMonths: number;
  /** The logged-in customer's membership; null for a visitor without a login. */
  readonly membership: PrimeMembershipInfo | null;
  /** Where joining goes (the prime checkout, or the login first); null while nobody can join. */
  readonly join: { readonly href: string; readonly label: MessageKey } | null;
  /** Why the prime checkout sent the visitor back (a message key), shown as a notice. */
  readonly notice?: MessageKey | null;
}

/**
 * The offer of /prime: price and period, the customer's status, and the way to join.
 *
 * @example
 * ```tsx
 * <PrimeOfferPanel price="29,00 €" durationMonths={12} membership={null} join={{ href: '/login/', label: 'vue.prime.offer.loginToJoin' }} />
 * ```
 */
export function PrimeOfferPanel({
  price,
  durationMonths,
  membership,
  join,
  notice = null,
}: PrimeOfferPanelProps) {
  const t = useTranslate();
  const dateFormat = useShopDateFormat();
  const titleId = useId();
  const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('vue.prime.offer.title')}
      </h2>
      {notice ? (
        <p className={styles.notice} role="status">
          {t(notice)}
        </p>
      ) : null}
      <p className={styles.price}>{t('vue.prime.offer.price', { price, months: durationMonths })}</p>
      {membership?.status === 'ACTIVE' ? (
        <p>
          {t('vue.prime.status.member', {
            startDate: day(membership.startDate),
            endDate: day(membership.endDate),
          })}{' '}
          {t(membership.abo ? 'vue.prime.status.renews' : 'vue.prime.status.ends')}
        </p>
      ) : null}
      {membership?.status === 'WAITING_LIST' ? <p>{t('vue.prime.status.waitingList')}</p> : null}
      {join ? <ButtonLink href={join.href}>{t(join.label)}</ButtonLink> : null}
    </section>
  );
}

export type PrimeWaitingListValues = Readonly<Record<PrimeWaitingListField, string>>;

const WAITING_LIST_INITIAL: PrimeWaitingListValues = { email: '', houseNr: '' };

export interface PrimeWaitingListFormProps {
  /** Sends the entry; the API's field errors land on their fields, and nothing typed is lost. */
  readonly onJoin: (values: PrimeWaitingListValues) => Promise<AccountFormOutcome>;
}

/**
 * The waiting list while prime registration is closed; the same thanks for every address.
 *
 * @example
 * ```tsx
 * <PrimeWaitingListForm onJoin={(values) => joinWaitingList(values)} />
 * ```
 */
export function PrimeWaitingListForm({ onJoin }: PrimeWaitingListFormProps) {
  const t = useTranslate();
  const [sent, setSent] = useState(false);
  const form = useAccountForm<PrimeWaitingListField>({
    initial: WAITING_LIST_INITIAL,
    checks: () => PRIME_WAITING_LIST_CHECKS,
    maxLengths: { email: EMAIL_MAX_LENGTH },
    submit: onJoin,
    onSuccess: () => setSent(true),
    formName: 'primeWaitingList',
  });
  if (sent) {
    return (
      <p className={styles.done} role="status">
        {t('vue.prime.waitingList.sent')}
      </p>
    );
  }
  return (
    <AccountForm
      title={t('vue.prime.waitingList.title')}
      submitLabel={t('vue.prime.waitingList.submit')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <p className={styles.intro}>{t('vue.prime.waitingList.intro')}</p>
      <EmailField {...form.field('email')} label={t('vue.prime.waitingList.email')} required />
      <HoneypotField field={form.field('houseNr')} label={t('vue.prime.waitingList.honeypot')} />
    </AccountForm>
  );
}
