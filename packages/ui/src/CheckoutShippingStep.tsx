// The checkout's shipping step (spec shopping §2 "delivery and billing addresses, shipper, contact data,
// alternative e-mails, order reference"; §3 "Checkout state" shippingStep; §4 "Shipper rules", "Saving the
// shipping step"; §5 checkout validators, contact save, alternative e-mails, company, parcel station; §6 B2B
// default billing address; §8 shipper info codes; §9 shipper codes, parcel-station country DE). The step
// starts from the cart, the account (a guest's names from the session's customer info) and the address
// book (sdk-core shippingStepStart); sdk-core's shippingStep rules decide the shippers, the errors and the
// save; the checkout machine saves (sdk-react useCheckout().saveShipping) in the spec's order and goes on
// to the next available step (payment, or the summary for B2B and payless). Shared by the storefront's
// /checkout/shipping page and the one-page CheckoutFlow.
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  AccountDataDocument,
  addressFormValues,
  BillingAddressesDocument,
  CheckoutCartDocument,
  type CheckoutCartFieldsFragment,
  CustomerInfoDocument,
  isShippingStepValid,
  mapServerFieldErrors,
  needsSpeditionFields,
  ORDER_REFERENCE_MAX_LENGTH,
  parcelStationFormValues,
  SetSelectedShipperDocument,
  ShippingAddressesDocument,
  type ShippingStepAccount,
  type ShippingStepErrors,
  type ShippingStepFacts,
  type ShippingStepStart,
  type ShippingStepValues,
  SPEDITION_FIELD_VALUE_MAX_LENGTH,
  shipperAfterChange,
  shippingSavePlan,
  shippingStepShippers,
  shippingStepStart,
  validateShippingStep,
} from '@ranzen/sdk-core';
import { CUSTOMER_INFO_URL, useCart, useCheckout, useShop, useToasts, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useState } from 'react';
import { AddressForm } from './AddressForm';
import { Button } from './Button';
import styles from './CheckoutShippingStep.module.css';
import { ContactEmailsForm } from './ContactEmailsForm';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';
import { FieldGroup, TextField, useErrorText } from './formControls';
import { ParcelStationForm } from './ParcelStationForm';
import { SavedAddressChoice, type SavedAddressOption } from './SavedAddressChoice';
import { ShipperChoice, type ShipperOption } from './ShipperChoice';

const NO_ERRORS: ShippingStepErrors | null = null;
const SAVE_ERROR_TOAST_ID = 'checkout-shipping-error';

/** Who checks out: the account's data; a guest's names and e-mail from the session's customer info. */
function useAccount(customer: boolean): ShippingStepAccount | null {
  const guest = useQuery(CustomerInfoDocument, { variables: { url: CUSTOMER_INFO_URL }, skip: customer }).data
    ?.customerInfo;
  const account = useQuery(AccountDataDocument, { skip: !customer });
  const own = account.data?.accountData;
  if (own) return own;
  if (!guest?.firstName || !guest.lastName) return null;
  return {
    salutation: null,
    firstName: guest.firstName,
    lastName: guest.lastName,
    phone: null,
    email: guest.email ?? null,
  };
}

/** The cache entries the loader filled: the cart's checkout data, the account, the address book. */
function useShippingStepStart(customer: boolean): { start: ShippingStepStart; articleCount: number } | null {
  const { store } = useShop();
  const { cartId, cart } = useCart();
  const checkoutCart = useQuery(CheckoutCartDocument, { variables: { cartId: cartId ?? '' }, skip: !cartId });
  const account = useAccount(customer);
  const billing = useQuery(BillingAddressesDocument, { skip: !customer });
  const shipping = useQuery(ShippingAddressesDocument, { skip: !customer });
  if (!checkoutCart.data?.cart) return null;
  return {
    articleCount: cart?.articleCount ?? 0,
    start: shippingStepStart({
      cart: checkoutCart.data.cart,
      billingBook: billing.data?.billingAddresses ?? [],
      shippingBook: shipping.data?.shippingAddresses ?? [],
      account,
      customer,
      store,
    }),
  };
}

/**
 * The checkout's shipping step, inside `CheckoutProvider` (or `CheckoutFlowProvider`): billing and
 * delivery address (the same, another address or a parcel station, from the address book for a
 * customer), contact e-mails and phone, the shipper, the spedition fields of a bulky cart and the order
 * reference. The sdk-core shipping step rules check it; `useCheckout().saveShipping` saves it and the
 * checkout goes on to the next step.
 *
 * @example
 * ```tsx
 * <CheckoutFlowProvider>
 *   <CheckoutShippingStep />
 * </CheckoutFlowProvider>
 * ```
 */
export function CheckoutShippingStep() {
  const { view } = useCheckout();
  const started = useShippingStepStart(view.facts.sessionKind === 'logged-in');
  const { cartId } = useCart();
  if (!started || !cartId) return null;
  return (
    <ShippingStepForm cartId={cartId} start={started.start} facts={{ articleCount: started.articleCount }} />
  );
}

function addressLabel(address: {
  schoolOrCompany: string;
  firstName: string;
  lastName: string;
  street: string;
  postCode: string;
  city: string;
}): string {
  const name = [address.schoolOrCompany, `${address.firstName} ${address.lastName}`]
    .filter(Boolean)
    .join(', ');
  return `${name}, ${address.street}, ${address.postCode} ${address.city}`;
}

function savedOptions(addresses: ShippingStepStart['saved']['billingAddresses']): SavedAddressOption[] {
  return addresses.flatMap((address) =>
    address.addressId ? [{ addressId: address.addressId, label: addressLabel(address) }] : [],
  );
}

function useServerShippers(cartId: string): CheckoutCartFieldsFragment['shippers'] {
  const { data } = useQuery(CheckoutCartDocument, { variables: { cartId }, fetchPolicy: 'cache-only' });
  return data?.cart?.shippers ?? [];
}

function ShippingStepForm({
  cartId,
  start,
  facts,
}: {
  readonly cartId: string;
  readonly start: ShippingStepStart;
  readonly facts: ShippingStepFacts;
}) {
  const t = useTranslate();
  const errorText = useErrorText();
  const client = useApolloClient();
  const { addToast } = useToasts();
  const checkout = useCheckout();
  const [values, setValues] = useState<ShippingStepValues>(start.values);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const serverShippers = useServerShippers(cartId);
  const saving = checkout.view.state === 'shipping.saving';
  const { saved } = start;

  const change = (next: ShippingStepValues) => {
    setValues((before) => ({ ...next, shipperCode: shipperAfterChange(before, next) }));
    // A step saved before must be saved again (spec §4 "shipping ok when validated").
    if (checkout.view.checkoutState.shippingValidated) checkout.shippingChanged();
  };
  const set =
    <Key extends keyof ShippingStepValues>(key: Key) =>
    (value: ShippingStepValues[Key]) =>
      change({ ...values, [key]: value });

  // Spec §4 "Selecting a shipper code ... is sent to the server first". The API may refuse while the
  // addresses it knows are older than the form's; the save sends the choice again after them.
  const selectShipper = async (code: string) => {
    try {
      await client.mutate({ mutation: SetSelectedShipperDocument, variables: { cartId, code } });
    } finally {
      change({ ...values, shipperCode: code });
    }
  };

  const shippers: ShipperOption[] = shippingStepShippers(values, facts).map((state) => {
    const server = serverShippers.find((shipper) => shipper.code === state.code);
    return {
      ...state,
      name: server?.name ?? state.code.toUpperCase(),
      costs: server && server.costs.amount > 0 ? server.costs.stringValue : null,
    };
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // Spec §5: every validator runs, and every error is shown at once.
    const found = validateShippingStep(values, facts);
    setErrors(found);
    setServerErrors({});
    if (!isShippingStepValid(found)) return;
    const outcome = await checkout.saveShipping(shippingSavePlan(values, facts, saved));
    if (outcome.ok) return;
    const mapped = mapServerFieldErrors({
      fieldErrors: outcome.fieldErrors,
      generalErrorMessage: outcome.generalErrorMessage,
      fields: ['orderReference', 'phone', 'email', 'billingEmail', 'shippingEmail'],
    });
    setServerErrors(mapped.fields);
    addToast({
      id: SAVE_ERROR_TOAST_ID,
      type: 'error',
      message: errorText(mapped.general ?? outcome.generalErrorMessage),
    });
  };

  const fieldError = (message: string | undefined) => (message ? errorText(message) : null);
  const billingChoice = savedOptions(saved.billingAddresses);
  const streetChoice = savedOptions(saved.shippingAddresses.filter((address) => !address.packstationAddress));
  const stationChoice = savedOptions(saved.shippingAddresses.filter((address) => address.packstationAddress));
  const chooseSaved = (key: 'billing' | 'shipping') => (addressId: string | null) => {
    const found = saved[key === 'billing' ? 'billingAddresses' : 'shippingAddresses'].find(
      (address) => address.addressId === addressId,
    );
    change({
      ...values,
      [key]: found ? addressFormValues(found) : { ...start.values[key], addressId: null },
    });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={saving}
      data-state={checkout.view.state}
    >
      {billingChoice.length > 0 ? (
        <SavedAddressChoice
          legend={t('vue.checkout.shipping.savedAddresses')}
          addresses={billingChoice}
          value={values.billing.addressId}
          onChange={chooseSaved('billing')}
        />
      ) : null}
      <AddressForm
        legend={t('vue.checkout.shipping.billingAddress')}
        values={values.billing}
        onChange={set('billing')}
        errors={errors?.billing ?? {}}
      />
      <ContactEmailsForm
        values={values.contactEmails}
        onChange={set('contactEmails')}
        errors={{ ...errors?.contactEmails, email: errors?.contact.email, ...serverErrors }}
        accountEmail={
          saved.customer
            ? { current: saved.contact.email, email: values.contact.email, save: values.contact.saveEmail }
            : undefined
        }
        onAccountEmailChange={({ email, save }) =>
          change({ ...values, contact: { ...values.contact, email, saveEmail: save } })
        }
        guestEmail={saved.customer ? undefined : values.contact.email}
        onGuestEmailChange={(email) => change({ ...values, contact: { ...values.contact, email } })}
      >
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('vue.checkout.contact.phone')}
          value={values.contact.phone}
          onValueChange={(phone) => change({ ...values, contact: { ...values.contact, phone } })}
          error={fieldError(errors?.contact.phone ?? serverErrors.phone)}
        />
      </ContactEmailsForm>
      <DeliveryTypeChoice value={values.deliveryType} onChange={set('deliveryType')} />
      {values.deliveryType === 'shippingAddress' ? (
        <>
          {streetChoice.length > 0 ? (
            <SavedAddressChoice
              legend={t('vue.checkout.shipping.savedAddresses')}
              addresses={streetChoice}
              value={values.shipping.addressId}
              onChange={chooseSaved('shipping')}
            />
          ) : null}
          <AddressForm
            legend={t('vue.checkout.shipping.shippingAddress')}
            values={values.shipping}
            onChange={set('shipping')}
            errors={errors?.shipping ?? {}}
          />
        </>
      ) : null}
      {values.deliveryType === 'packstation' ? (
        <>
          {stationChoice.length > 0 ? (
            <SavedAddressChoice
              legend={t('vue.checkout.shipping.savedAddresses')}
              addresses={stationChoice}
              value={values.packstation.addressId}
              onChange={(addressId) => {
                const found = saved.shippingAddresses.find((address) => address.addressId === addressId);
                change({
                  ...values,
                  packstation: found
                    ? parcelStationFormValues(found)
                    : { ...start.values.packstation, addressId: null },
                });
              }}
            />
          ) : null}
          <ParcelStationForm
            legend={t('vue.checkout.shipping.parcelStation')}
            values={values.packstation}
            onChange={set('packstation')}
            errors={errors?.packstation ?? {}}
          />
        </>
      ) : null}
      <ShipperChoice
        shippers={shippers}
        onSelect={(code) => void selectShipper(code)}
        error={errors?.shipper ?? null}
      />
      {needsSpeditionFields(values, facts) ? (
        <FieldGroup legend={t('vue.checkout.spedition.legend')}>
          <TextField
            name="avisPhone"
            type="tel"
            label={t('vue.checkout.spedition.avisPhone')}
            value={values.spedition.avisPhone}
            onValueChange={(avisPhone) =>
              change({ ...values, spedition: { ...values.spedition, avisPhone } })
            }
            error={fieldError(errors?.spedition.avisPhone)}
            required
          />
          <TextField
            name="deliveryNote"
            label={t('vue.checkout.spedition.deliveryNote')}
            value={values.spedition.deliveryNote}
            maxLength={SPEDITION_FIELD_VALUE_MAX_LENGTH}
            onValueChange={(deliveryNote) =>
              change({ ...values, spedition: { ...values.spedition, deliveryNote } })
            }
            error={fieldError(errors?.spedition.deliveryNote)}
          />
        </FieldGroup>
      ) : null}
      <TextField
        name="orderReference"
        label={t('vue.checkout.orderReference')}
        value={values.orderReference}
        maxLength={ORDER_REFERENCE_MAX_LENGTH}
        onValueChange={set('orderReference')}
        error={fieldError(errors?.orderReference.orderReference ?? serverErrors.orderReference)}
      />
      <Button type="submit" className={styles.submit} busy={saving}>
        {saving ? t('vue.loading') : t('vue.checkout.shipping.submit')}
      </Button>
    </form>
  );
}
