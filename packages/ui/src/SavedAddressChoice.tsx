// A choice among the customer's saved addresses of one kind, or a new one (spec shopping §4 "Saving the
// shipping step": new or edited addresses; the address book's entries). The host shows the chosen
// address in its form below, where it can be edited; "new address" starts an empty form.
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './checkoutChoice.module.css';

export interface SavedAddressOption {
  readonly addressId: string;
  /** One line: name, street, place. */
  readonly label: string;
}

export interface SavedAddressChoiceProps {
  readonly legend: string;
  readonly addresses: readonly SavedAddressOption[];
  /** The chosen address's id; null for a new address. */
  readonly value: string | null;
  readonly onChange: (addressId: string | null) => void;
}

const NEW = 'new';

/**
 * A choice among the customer's saved addresses of one kind, or a new one.
 *
 * @example
 * ```tsx
 * <SavedAddressChoice legend="Saved addresses" addresses={options} value={chosenId} onChange={setChosenId} />
 * ```
 */
export function SavedAddressChoice({ legend, addresses, value, onChange }: SavedAddressChoiceProps) {
  const t = useTranslate();
  const id = useId();
  const options = [...addresses, { addressId: NEW, label: t('vue.checkout.shipping.newAddress') }];
  return (
    <fieldset className={styles.options} data-state={value === null ? 'new' : 'saved'}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <div key={option.addressId} className={styles.option}>
          <input
            id={`${id}-${option.addressId}`}
            type="radio"
            name={`${id}-address`}
            value={option.addressId}
            checked={(value ?? NEW) === option.addressId}
            onChange={() => onChange(option.addressId === NEW ? null : option.addressId)}
          />
          <label htmlFor={`${id}-${option.addressId}`} className={styles.label}>
            {option.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
