// The shipping step's alternative e-mails (spec shopping §3 contactEmails, shippingStep
// billingAlternativeEmail / shippingAlternativeEmail with their flags; §5 "An alternative e-mail counts
// only if its flag is on", e-mail rules). Each flag reveals its e-mail field; what was typed stays while
// the flag is off. Controlled: validate with sdk-core's validateContactEmails and pass the errors back.
import type { ContactEmailsValues } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useId } from 'react';
import { EmailField } from './EmailField';
import { FieldGroup, useErrorText } from './formControls';

export interface ContactEmailsFormProps {
  readonly values: ContactEmailsValues;
  readonly onChange: (values: ContactEmailsValues) => void;
  /** Message keys or server texts by field. */
  readonly errors?: Readonly<Partial<Record<'billingEmail' | 'shippingEmail', string>>>;
  /** The contact fields shown above the alternatives (the guest's e-mail, the phone). */
  readonly children?: ReactNode;
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
export function ContactEmailsForm({ values, onChange, errors = {}, children }: ContactEmailsFormProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const id = useId();
  return (
    <FieldGroup legend={t('vue.checkout.contact.legend')}>
      {children}
      {PAIRS.map(({ flag, field, flagLabel, label }) => {
        const error = errors[field];
        return (
          <div key={flag}>
            <input
              id={`${id}-${flag}`}
              type="checkbox"
              checked={values[flag]}
              onChange={(event) => onChange({ ...values, [flag]: event.target.checked })}
            />{' '}
            <label htmlFor={`${id}-${flag}`}>{t(flagLabel)}</label>
            {values[flag] ? (
              <EmailField
                name={field}
                label={t(label)}
                value={values[field]}
                onValueChange={(value) => onChange({ ...values, [field]: value })}
                error={error ? errorText(error) : null}
                required
              />
            ) : null}
          </div>
        );
      })}
    </FieldGroup>
  );
}
