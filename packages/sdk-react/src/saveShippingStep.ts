// The shipping step's save against the shop API, in the order spec shopping §4 "Saving the shipping
// step" names: (the forms were validated by the page) the spedition fields if the shipper is spedition,
// the order reference, the contact data (§5: the phone if changed, the e-mail if changed and a guest's or
// asked to be saved), the new or edited addresses, the alternative e-mails — and then
// the step counts as validated when the API says the cart's shipping is valid. The shipper was sent when
// it was chosen (§4 "sent to the server first"); it is sent again after the addresses when the API chose
// another meanwhile (the delivery country changed with the addresses). The checkout machine's
// `saveShipping` actor (provideCheckoutMachine.ts).
import type { ApolloClient } from '@apollo/client';
import {
  type AddressSave,
  type AuthResultFieldsFragment,
  type CheckoutResultFieldsFragment,
  CustomerInfoDocument,
  SaveSpeditionDataDocument,
  SetBillingAddressDocument,
  SetContactEmailsDocument,
  SetDeliveryTypeDocument,
  SetOrderReferenceDocument,
  SetSelectedShipperDocument,
  SetShippingAddressDocument,
  type ShippingSavePlan,
  type ShippingSaveResult,
  UpdateEmailDocument,
  UpdatePhoneDocument,
} from '@ranzen/sdk-core';
import { addressInput, createAddress, updateAddress } from './addressMutations';
import { refetchShopQueries } from './shopClient';

/** A refusal that names no message of its own. */
const INVALID_MESSAGE = 'vue.checkout.error.invalid';

/** A refused operation stops the save with its message and field errors. */
class Refused extends Error {
  readonly result: Extract<ShippingSaveResult, { ok: false }>;

  constructor(result: Extract<ShippingSaveResult, { ok: false }>) {
    super(result.message);
    this.result = result;
  }
}

type Answer = Pick<CheckoutResultFieldsFragment, 'successful' | 'errorMessage' | 'fieldErrors' | 'cart'>;

function accepted(answer: Answer | undefined): NonNullable<Answer['cart']> | null {
  if (!answer?.successful) {
    throw new Refused({
      ok: false,
      message: answer?.errorMessage ?? INVALID_MESSAGE,
      fieldErrors: answer?.fieldErrors ?? [],
    });
  }
  return answer.cart ?? null;
}

function contactAccepted(
  answer:
    | Pick<AuthResultFieldsFragment, 'successfull' | 'errorMessage' | 'generalErrorMessage' | 'fieldErrors'>
    | undefined,
): void {
  if (answer?.successfull) return;
  throw new Refused({
    ok: false,
    message: answer?.generalErrorMessage ?? answer?.errorMessage ?? INVALID_MESSAGE,
    fieldErrors: answer?.fieldErrors ?? [],
  });
}

/** The address-book id of an address the customer chose, edited or added (null for a guest's). */
async function bookAddressId(
  client: ApolloClient,
  save: AddressSave,
  kind: 'billing' | 'shipping' | 'parcelStation',
): Promise<string | null> {
  switch (save.kind) {
    case 'chosen':
      return save.addressId;
    case 'update':
      await updateAddress(client, { kind, address: { ...save.address, addressId: save.addressId } });
      return save.addressId;
    case 'create': {
      const result = await createAddress(client, { kind, address: save.address });
      return result.address?.addressId ?? null;
    }
    case 'cart':
      return null;
  }
}

async function saveBilling(client: ApolloClient, cartId: string, save: AddressSave) {
  const addressId = await bookAddressId(client, save, 'billing');
  const { data } = await client.mutate({
    mutation: SetBillingAddressDocument,
    variables: save.kind === 'cart' ? { cartId, address: addressInput(save.address) } : { cartId, addressId },
  });
  return accepted(data?.setBillingAddress);
}

async function saveDelivery(client: ApolloClient, cartId: string, plan: ShippingSavePlan) {
  const save = plan.shipping;
  if (!save) {
    const { data } = await client.mutate({
      mutation: SetDeliveryTypeDocument,
      variables: { cartId, deliveryType: 'sameAsBilling' },
    });
    return accepted(data?.setDeliveryType);
  }
  const station = plan.deliveryType === 'packstation';
  const addressId = await bookAddressId(client, save, station ? 'parcelStation' : 'shipping');
  const { data } = await client.mutate({
    mutation: SetShippingAddressDocument,
    variables:
      save.kind === 'cart'
        ? { cartId, address: { ...addressInput(save.address), packstationAddress: station } }
        : { cartId, addressId },
  });
  return accepted(data?.setShippingAddress);
}

export async function saveShippingStep(
  client: ApolloClient,
  cartId: string,
  plan: ShippingSavePlan,
): Promise<ShippingSaveResult> {
  try {
    if (plan.speditionFields) {
      const { data } = await client.mutate({
        mutation: SaveSpeditionDataDocument,
        variables: { cartId, fields: [...plan.speditionFields] },
      });
      accepted(data?.saveSpeditionData);
    }
    accepted(
      (
        await client.mutate({
          mutation: SetOrderReferenceDocument,
          variables: { cartId, orderReference: plan.orderReference },
        })
      ).data?.setOrderReference,
    );
    if (plan.phone !== null) {
      const { data } = await client.mutate({
        mutation: UpdatePhoneDocument,
        variables: { phone: plan.phone },
      });
      contactAccepted(data?.updatePhone);
    }
    if (plan.email !== null) {
      const { data } = await client.mutate({
        mutation: UpdateEmailDocument,
        variables: { email: plan.email },
      });
      contactAccepted(data?.updateEmail);
      // A guest's e-mail is the session's customer info (the shipping step starts from it).
      await refetchShopQueries(client, [CustomerInfoDocument]);
    }
    await saveBilling(client, cartId, plan.billing);
    let cart = await saveDelivery(client, cartId, plan);
    cart = accepted(
      (
        await client.mutate({
          mutation: SetContactEmailsDocument,
          variables: { cartId, input: plan.contactEmails },
        })
      ).data?.setContactEmails,
    );
    const serverShipper = cart?.shippers.find((shipper) => shipper.selected)?.code ?? null;
    if (plan.shipperCode && plan.shipperCode !== serverShipper) {
      const { data } = await client.mutate({
        mutation: SetSelectedShipperDocument,
        variables: { cartId, code: plan.shipperCode },
      });
      cart = accepted(data?.setSelectedShipper);
    }
    return cart?.shippingValid ? { ok: true } : { ok: false, message: INVALID_MESSAGE, fieldErrors: [] };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
