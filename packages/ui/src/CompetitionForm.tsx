// The competition sign-up a prize-draw element leads to (shopping §7 "competition subscribe"; storefront
// §2.10 prize draw; issue 20 item 2): e-mail, name, the terms to accept and the honeypot, with the closing
// date. A closed competition shows that it has closed instead of the form; so does the form when the API
// refuses an entry because the closing date passed meanwhile. The checks are sdk-core's competition rules,
// the same the API runs; what the form sends is the host's.
import {
  COMPETITION_CHECKS,
  COMPETITION_CLOSED_MESSAGE,
  COMPETITION_TERMS_ACCEPTED,
  type CompetitionField,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useState } from 'react';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import { CheckboxField } from './formControls';
import { HoneypotField } from './HoneypotField';
import styles from './NewsletterForms.module.css';
import { PersonNameFields } from './PersonNameFields';
import { useShopDateFormat } from './shopText';
import { type AccountFormOutcome, useAccountForm } from './useAccountForm';

export type CompetitionEntryValues = Readonly<Record<CompetitionField, string>>;

const EMPTY_ENTRY: CompetitionEntryValues = {
  email: '',
  firstName: '',
  lastName: '',
  termsAccepted: '',
  houseNr: '',
};

/** The competition as the API describes it. */
export interface CompetitionSummary {
  readonly code: string;
  readonly name: string;
  /** ISO 8601. */
  readonly closesAt: string;
  readonly open: boolean;
}

export interface CompetitionFormProps {
  readonly competition: CompetitionSummary;
  /** Sends the entry; the API's field errors land on their fields, and nothing typed is lost. */
  readonly onEnter: (values: CompetitionEntryValues) => Promise<AccountFormOutcome>;
}

/**
 * The sign-up of a competition; after an entry it thanks the entrant.
 *
 * @example
 * ```tsx
 * <CompetitionForm competition={cell.competition} onEnter={(values) => enter(cell.competition.code, values)} />
 * ```
 */
export function CompetitionForm({ competition, onEnter }: CompetitionFormProps) {
  const t = useTranslate();
  const dates = useShopDateFormat();
  const [entered, setEntered] = useState(false);
  const [closed, setClosed] = useState(!competition.open);
  const form = useAccountForm<CompetitionField>({
    initial: EMPTY_ENTRY,
    checks: () => COMPETITION_CHECKS,
    maxLengths: { email: EMAIL_MAX_LENGTH, firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH },
    submit: async (values) => {
      const outcome = await onEnter(values);
      if (!outcome.ok && outcome.errorMessage === COMPETITION_CLOSED_MESSAGE) setClosed(true);
      return outcome;
    },
    onSuccess: () => setEntered(true),
    formName: 'competition',
  });
  if (entered) {
    return (
      <p className={styles.done} role="status">
        {t('vue.competition.entered')}
      </p>
    );
  }
  if (closed) {
    return (
      <p className={styles.done} role="status">
        {t('vue.competition.closed')}
      </p>
    );
  }
  const terms = form.field('termsAccepted');
  return (
    <AccountForm
      title={`${t('vue.competition.title')}: ${competition.name}`}
      intro={t('vue.competition.closesAt', { date: dates.format(new Date(competition.closesAt)) })}
      submitLabel={t('vue.competition.submit')}
      loading={form.loading}
      onSubmit={form.onSubmit}
    >
      <EmailField {...form.field('email')} label={t('vue.competition.email')} required />
      <PersonNameFields firstName={form.field('firstName')} lastName={form.field('lastName')} required />
      <CheckboxField
        name={terms.name}
        label={t('vue.competition.terms')}
        checked={terms.value === COMPETITION_TERMS_ACCEPTED}
        onCheckedChange={(checked) => terms.onValueChange(checked ? COMPETITION_TERMS_ACCEPTED : '')}
        error={terms.error}
        ref={terms.ref}
        required
      />
      <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
    </AccountForm>
  );
}
