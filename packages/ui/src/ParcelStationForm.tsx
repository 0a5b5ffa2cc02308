// Parcel-station form (spec shopping §3 "Parcel-station form"; §9 default country DE). Controlled
// like AddressForm: the host validates with `validateParcelStationForm` and sends
// `parcelStationPayload(values)` (post number as street, station as addition).
import type { ParcelStationFieldName, ParcelStationFormValues } from '@ranzen/sdk-core';
import { type AddressErrors, useAddressFields } from './addressFields';
import { FieldGroup, TextField } from './formControls';
import controls from './formControls.module.css';

export interface ParcelStationFormProps {
  readonly legend: string;
  /** Start from `emptyParcelStationForm()`, whose country is DE. */
  readonly values: ParcelStationFormValues;
  readonly onChange: (values: ParcelStationFormValues) => void;
  readonly errors?: AddressErrors<ParcelStationFieldName>;
}

/**
 * Parcel-station form.
 *
 * @example
 * ```tsx
 * <ParcelStationForm legend="Parcel station" values={values} onChange={setValues} errors={errors} />
 * ```
 */
export function ParcelStationForm({ legend, values, onChange, errors }: ParcelStationFormProps) {
  const { field, select } = useAddressFields<ParcelStationFieldName, ParcelStationFormValues>(
    values,
    onChange,
    errors,
  );
  return (
    <FieldGroup legend={legend}>
      {select('salutation')}
      <div className={controls.pair}>
        <TextField {...field('firstname')} required />
        <TextField {...field('lastname')} required />
      </div>
      <div className={controls.pair}>
        <TextField {...field('postnumber')} required inputMode="numeric" />
        <TextField {...field('packstation')} required inputMode="numeric" />
      </div>
      <div className={controls.place}>
        <TextField {...field('postcode')} required inputMode="numeric" />
        <TextField {...field('city')} required />
      </div>
      {select('country')}
    </FieldGroup>
  );
}
