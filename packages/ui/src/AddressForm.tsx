// Address form (spec shopping §3 "Address form"; §5: company only for companyOrSchool). Controlled:
// the host holds the values, validates them with `validateAddressForm` (sdk-core) and passes the
// errors back, as message keys or server texts (`mapServerFieldErrors`). Checkout and the address
// book share it; the payload the server stores is `addressPayload(values)`.
import {
  ADDRESS_FORM_TYPES,
  type AddressFieldName,
  type AddressFormType,
  type AddressFormValues,
  type MessageKey,
  showsCompany,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './AddressForm.module.css';
import { type AddressErrors, useAddressFields } from './addressFields';
import { EmailField } from './EmailField';
import { FieldGroup, TextField } from './formControls';
import controls from './formControls.module.css';

export interface AddressFormProps {
  /** The form's heading, e.g. "Rechnungsadresse". */
  readonly legend: string;
  readonly values: AddressFormValues;
  readonly onChange: (values: AddressFormValues) => void;
  readonly errors?: AddressErrors<AddressFieldName>;
}

const FORM_TYPE_LABELS: Readonly<Record<AddressFormType, MessageKey>> = {
  companyOrSchool: 'vue.address.formType.companyOrSchool',
  private: 'vue.address.formType.private',
};

/**
 * Address form.
 *
 * @example
 * ```tsx
 * const [values, setValues] = useState(emptyAddressForm(store.newAddress));
 * <AddressForm legend="Billing address" values={values} onChange={setValues} errors={errors} />
 * ```
 */
export function AddressForm({ legend, values, onChange, errors }: AddressFormProps) {
  const t = useTranslate();
  const { field, select } = useAddressFields<AddressFieldName, AddressFormValues>(values, onChange, errors);
  const email = field('email');
  return (
    <FieldGroup legend={legend}>
      <fieldset className={styles.formType}>
        <legend className={styles.formTypeLegend}>{t('vue.address.formType')}</legend>
        {ADDRESS_FORM_TYPES.map((formType) => (
          <label key={formType} className={styles.radio}>
            <input
              type="radio"
              name="formType"
              value={formType}
              checked={values.formType === formType}
              onChange={() => onChange({ ...values, formType })}
            />
            {t(FORM_TYPE_LABELS[formType])}
          </label>
        ))}
      </fieldset>
      {showsCompany(values.formType) ? <TextField {...field('company')} required /> : null}
      {select('salutation')}
      <div className={controls.pair}>
        <TextField {...field('firstname')} required />
        <TextField {...field('lastname')} required />
      </div>
      <TextField {...field('streetAndNumber')} required />
      <TextField {...field('addition')} />
      <div className={controls.place}>
        <TextField {...field('postcode')} required inputMode="numeric" />
        <TextField {...field('city')} required />
      </div>
      {select('country')}
      <TextField {...field('phone')} type="tel" />
      <EmailField
        label={email.label}
        value={email.value}
        onValueChange={email.onValueChange}
        error={email.error}
      />
    </FieldGroup>
  );
}
