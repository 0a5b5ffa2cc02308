// The shipping step's e-mails (spec shopping §3 contactEmails, shippingStep billingAlternativeEmail /
// shippingAlternativeEmail with their flags; §5 "An alternative e-mail counts only if its flag is on",
// "e-mail is saved only if changed and the user is a guest or a save is requested", e-mail rules). Each
// tick reveals its e-mail field; what was typed stays while the tick is off. A customer's own e-mail is
// shown, and changed only by ticking its save; a guest's (given at the login step) is a required field of
// its own, saved whenever it changed. Controlled: validate with sdk-core's validateShippingStep and pass
// the errors back.
import type { ContactEmailsValues, MessageKey } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useId } from 'react';
import { EmailField } from './EmailField';
import { FieldGroup, useErrorText } from './formControls';

/** A customer's own e-mail: the account's now, and the change to save when `save` is ticked. */
export interface AccountEmail {
  readonly current: string;
  readonly email: string;
  readonly save: boolean;
}

export interface ContactEmailsFormProps {
  readonly values: ContactEmailsValues;
  readonly onChange: (values: ContactEmailsValues) => void;
  /** Message keys or server texts by field. */
  readonly errors?: Readonly<Partial<Record<'billingEmail' | 'shippingEmail' | 'email', string>>>;
  /** A logged-in customer's e-mail; absent for a guest. */
  readonly accountEmail?: AccountEmail;
  readonly onAccountEmailChange?: (accountEmail: AccountEmail) => void;
  /** A guest's contact e-mail (the login step's, as typed here); absent for a customer. */
  readonly guestEmail?: string;
  readonly onGuestEmailChange?: (email: string) => void;
  /** The contact fields shown above the alternatives (the phone). */
  readonly children?: ReactNode;
}

interface TickedEmailProps {
  readonly name: string;
  readonly tickLabel: MessageKey;
  readonly label: MessageKey;
  readonly ticked: boolean;
  readonly onTick: (ticked: boolean) => void;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | undefined;
}

/** A tick that reveals a required e-mail field. */
function TickedEmail({
  name,
  tickLabel,
  label,
  ticked,
  onTick,
  value,
  onValueChange,
  error,
}: TickedEmailProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const id = useId();
  return (
    <div>
      <input id={id} type="checkbox" checked={ticked} onChange={(event) => onTick(event.target.checked)} />{' '}
      <label htmlFor={id}>{t(tickLabel)}</label>
      {ticked ? (
        <EmailField
          name={name}
          label={t(label)}
          value={value}
          onValueChange={onValueChange}
          error={error ? errorText(error) : null}
          required
        />
      ) : null}
    </div>
  );
}

const PAIRS = [
  {
    flag: 'billingAlternativeEmail',
    field: 'billingEmail',
    flagLabel: 'vue.checkout.contact.billingAlternative',
    label: 'vue.checkout.contact.billingEmail',
  },
  {
    flag: 'shippingAlternativeEmail',
    field: 'shippingEmail',
    flagLabel: 'vue.checkout.contact.shippingAlternative',
    label: 'vue.checkout.contact.shippingEmail',
  },
] as const;

/**
 * The shipping step's alternative e-mails.
 *
 * @example
 * ```tsx
 * <ContactEmailsForm values={emails} onChange={setEmails} errors={errors} />
 * ```
 */
export function ContactEmailsForm({
  values,
  onChange,
  errors = {},
  accountEmail,
  onAccountEmailChange,
  guestEmail,
  onGuestEmailChange,
  children,
}: ContactEmailsFormProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  return (
    <FieldGroup legend={t('vue.checkout.contact.legend')}>
      {accountEmail ? (
        <>
          <p>
            {t('vue.checkout.contact.email')}: {accountEmail.current}
          </p>
          <TickedEmail
            name="email"
            tickLabel="vue.checkout.contact.saveEmail"
            label="vue.checkout.contact.newEmail"
            ticked={accountEmail.save}
            onTick={(save) => onAccountEmailChange?.({ ...accountEmail, save })}
            value={accountEmail.email}
            onValueChange={(email) => onAccountEmailChange?.({ ...accountEmail, email })}
            error={errors.email}
          />
        </>
      ) : null}
      {guestEmail === undefined ? null : (
        <EmailField
          name="email"
          label={t('vue.checkout.contact.email')}
          value={guestEmail}
          onValueChange={(email) => onGuestEmailChange?.(email)}
          error={errors.email ? errorText(errors.email) : null}
          required
        />
      )}
      {children}
      {PAIRS.map(({ flag, field, flagLabel, label }) => (
        <TickedEmail
          key={flag}
          name={field}
          tickLabel={flagLabel}
          label={label}
          ticked={values[flag]}
          onTick={(ticked) => onChange({ ...values, [flag]: ticked })}
          value={values[field]}
          onValueChange={(value) => onChange({ ...values, [field]: value })}
          error={errors[field]}
        />
      ))}
    </FieldGroup>
  );
}
