// The checkout operations on the cart (shopping §7 "Set billing address and set shipping address on cart
// (cartId, addressId); set contact e-mails; set order reference; set order comment; set selected payment
// (cartId, paymentId, buyerReference); save spedition data; set shipping method (cartId, methodCode); set
// packstation id; set selected shipper (code)"; §4 "Shipper rules", "Saving the shipping step").
//
// Ownership as the cart's own operations (cart/cartQueries.ts, DESIGN §7): the signed cart id must verify
// for the visitor and the row must be theirs; an address id must be in the logged-in customer's address
// book, of the kind the operation is for. Foreign and unknown ids answer the same. Each operation runs in
// one transaction holding the cart's row lock; a refusal throws, so nothing of it is written.
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import {
  choosePayment,
  type FieldCheck,
  firstFailure,
  ORDER_COMMENT_CHECKS,
  ORDER_REFERENCE_CHECKS,
  PACKSTATION_ID_CHECKS,
  type PaymentChoiceError,
  type PaymentId,
  type SpeditionFieldValues,
  shipperAfterAddressChange,
  speditionFieldsValid,
  validateContactEmails,
} from '@ranzen/sdk-core/rules';
import { and, eq } from 'drizzle-orm';
import { type AddressInput, checkAddressInput } from '../addresses/addressService';
import { lockCart, ownedCartId } from '../cart/cartQueries';
import { readCart } from '../cart/cartView';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { type AddressCopy, carts, customerAddresses } from '../db/schema';
import type { AddressType } from '../db/schema/addresses';
import type {
  Cart,
  CheckoutResult,
  ContactEmailsInput,
  DeliveryType,
  FieldError,
} from '../generated/resolvers';
import { isUuid } from '../shop/validation';
import { type CartRow, deliveryCountry, loadCheckout } from './checkoutState';

export type CheckoutErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_SUBMITTED'
  | 'UNKNOWN_ADDRESS'
  | 'ADDRESS_REQUIRED'
  | 'FIELD_INVALID'
  | 'SHIPPER_UNAVAILABLE'
  | PaymentChoiceError;

const MESSAGE_KEYS: Readonly<Record<CheckoutErrorCode, MessageKey>> = {
  CART_NOT_FOUND: 'vue.checkout.message.sessionExpired',
  CART_SUBMITTED: 'vue.checkout.error.submitted',
  UNKNOWN_ADDRESS: 'vue.address.error.unknown',
  ADDRESS_REQUIRED: 'vue.checkout.error.addressRequired',
  FIELD_INVALID: 'vue.checkout.error.invalid',
  SHIPPER_UNAVAILABLE: 'vue.checkout.shipper.unavailable',
  PAYMENT_UNAVAILABLE: 'vue.checkout.payment.unavailable',
  BUYER_REFERENCE_REQUIRED: 'vue.checkout.payment.buyerReferenceRequired',
  BUYER_REFERENCE_INVALID: 'vue.checkout.payment.buyerReferenceInvalid',
};

/** An expected refusal: rolls the operation's transaction back and becomes the result. */
class CheckoutRefusal extends Error {
  constructor(
    readonly code: CheckoutErrorCode,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(code);
  }
}

const refused = (code: CheckoutErrorCode, fieldErrors: FieldError[], cart: Cart | null): CheckoutResult => ({
  successful: false,
  errorCode: code,
  errorMessage: MESSAGE_KEYS[code],
  fieldErrors,
  cart,
});

type CartChanges = Partial<Omit<typeof carts.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

/** What an operation sees: the locked cart row (written now if it was not yet) and the request. */
interface Step {
  readonly tx: Db;
  readonly cartId: string;
  readonly row: CartRow;
  readonly ctx: ApiContext;
}

/**
 * Runs `decide` on the owned, locked, not yet submitted cart and writes the changes it returns; then,
 * when `afterAddressChange`, resets the shipper unless the delivery now goes to Germany (shopping §4).
 */
async function change(
  ctx: ApiContext,
  signedCartId: string,
  decide: (step: Step) => Promise<CartChanges> | CartChanges,
  afterAddressChange = false,
): Promise<CheckoutResult> {
  const { db, userId, store, visitorIds } = ctx;
  const cartId = await ownedCartId(db, visitorIds.verifyCart(signedCartId, userId), userId);
  if (!cartId || !userId) return refused('CART_NOT_FOUND', [], null);
  try {
    await db.transaction(async (tx) => {
      await lockCart(tx, cartId, userId);
      const [row] = await tx.select().from(carts).where(eq(carts.id, cartId));
      if (!row) throw new CheckoutRefusal('CART_NOT_FOUND');
      if (row.submittedAt) throw new CheckoutRefusal('CART_SUBMITTED');
      const changes = await decide({ tx, cartId, row, ctx });
      await tx
        .update(carts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
      if (afterAddressChange) {
        const country = deliveryCountry(await loadCheckout(tx, cartId), store);
        const shipperCode = shipperAfterAddressChange(changes.shipperCode ?? row.shipperCode, country);
        await tx.update(carts).set({ shipperCode }).where(eq(carts.id, cartId));
      }
    });
  } catch (error) {
    if (!(error instanceof CheckoutRefusal)) throw error;
    const cart =
      error.code === 'CART_NOT_FOUND' ? null : await readCart(db, cartId, store, ctx.paymentProviders);
    return refused(error.code, error.fieldErrors, cart);
  }
  return {
    successful: true,
    errorCode: null,
    errorMessage: null,
    fieldErrors: [],
    cart: await readCart(db, cartId, store, ctx.paymentProviders),
  };
}

/** A field's checks; a failure refuses the operation naming the field. */
function check(field: string, value: string, checks: readonly FieldCheck[]): void {
  const message = firstFailure(value, checks);
  if (message) throw new CheckoutRefusal('FIELD_INVALID', [{ field, message, form: null }]);
}

/** The address kind an operation stores: parcel stations are shipping addresses. */
interface ChosenAddress {
  readonly id: string | null;
  readonly copy: AddressCopy | null;
  readonly packstation: boolean;
  /** The station number of a parcel station (its addition, shopping §5). */
  readonly station: string;
}

/**
 * The address an operation chose: exactly one of an address-book id of the logged-in customer (of the
 * kind) and an address checked with the address book's own rules (kept on the cart as a copy).
 */
async function chooseAddress(
  step: Step,
  addressType: AddressType,
  addressId: string | null | undefined,
  input: AddressInput | null | undefined,
): Promise<ChosenAddress> {
  if ((addressId == null) === (input == null)) throw new CheckoutRefusal('ADDRESS_REQUIRED');
  if (addressId != null) {
    const session = step.ctx.customer;
    if (!session || !isUuid(addressId)) throw new CheckoutRefusal('UNKNOWN_ADDRESS');
    const [entry] = await step.tx
      .select()
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.id, addressId),
          eq(customerAddresses.customerId, session.customer.id),
          eq(customerAddresses.addressType, addressType),
        ),
      );
    if (!entry) throw new CheckoutRefusal('UNKNOWN_ADDRESS');
    return { id: entry.id, copy: null, packstation: entry.packstation, station: entry.addressAddition };
  }
  if (!input) throw new CheckoutRefusal('ADDRESS_REQUIRED');
  const checked = checkAddressInput(input, addressType);
  if (!checked.ok) throw new CheckoutRefusal('FIELD_INVALID', checked.fieldErrors);
  const { values } = checked;
  const copy: AddressCopy = {
    salutation: values.salutation,
    schoolOrCompany: values.schoolOrCompany ?? '',
    firstName: values.firstName,
    lastName: values.lastName,
    street: values.street,
    addressAddition: values.addressAddition ?? '',
    postCode: values.postCode,
    city: values.city,
    country: values.country,
    packstation: values.packstation ?? false,
    phone: values.phone ?? '',
    email: values.email ?? '',
  };
  return { id: null, copy, packstation: copy.packstation, station: copy.addressAddition };
}

export function setBillingAddress(
  ctx: ApiContext,
  cartId: string,
  addressId: string | null | undefined,
  address: AddressInput | null | undefined,
): Promise<CheckoutResult> {
  return change(
    ctx,
    cartId,
    async (step) => {
      const chosen = await chooseAddress(step, 'billing', addressId, address);
      return { billingAddressId: chosen.id, billingAddress: chosen.copy };
    },
    true,
  );
}

export function setShippingAddress(
  ctx: ApiContext,
  cartId: string,
  addressId: string | null | undefined,
  address: AddressInput | null | undefined,
): Promise<CheckoutResult> {
  return change(
    ctx,
    cartId,
    async (step) => {
      const chosen = await chooseAddress(step, 'shipping', addressId, address);
      return {
        shippingAddressId: chosen.id,
        shippingAddress: chosen.copy,
        deliveryType: chosen.packstation ? 'packstation' : 'shippingAddress',
        packstationId: chosen.packstation ? chosen.station : null,
      };
    },
    true,
  );
}

/** sameAsBilling drops the shipping address; the other types need a stored shipping address of their kind. */
export function setDeliveryType(
  ctx: ApiContext,
  cartId: string,
  deliveryType: DeliveryType,
): Promise<CheckoutResult> {
  return change(
    ctx,
    cartId,
    async ({ tx, cartId: id }) => {
      if (deliveryType === 'sameAsBilling') {
        return { deliveryType, shippingAddressId: null, shippingAddress: null, packstationId: null };
      }
      const { shipping } = await loadCheckout(tx, id);
      if (!shipping || shipping.packstationAddress !== (deliveryType === 'packstation')) {
        throw new CheckoutRefusal('ADDRESS_REQUIRED');
      }
      return { deliveryType };
    },
    true,
  );
}

export function setContactEmails(
  ctx: ApiContext,
  cartId: string,
  input: ContactEmailsInput,
): Promise<CheckoutResult> {
  return change(ctx, cartId, () => {
    const values = {
      billingEmail: input.billingEmail?.trim() ?? '',
      shippingEmail: input.shippingEmail?.trim() ?? '',
      billingAlternativeEmail: input.billingAlternativeEmail,
      shippingAlternativeEmail: input.shippingAlternativeEmail,
    };
    const errors = Object.entries(validateContactEmails(values)).map(([field, message]) => ({
      field,
      message: message ?? '',
      form: null,
    }));
    if (errors.length > 0) throw new CheckoutRefusal('FIELD_INVALID', errors);
    return {
      billingEmail: values.billingAlternativeEmail ? values.billingEmail : null,
      shippingEmail: values.shippingAlternativeEmail ? values.shippingEmail : null,
      billingAlternativeEmail: values.billingAlternativeEmail,
      shippingAlternativeEmail: values.shippingAlternativeEmail,
    };
  });
}

export function setOrderReference(
  ctx: ApiContext,
  cartId: string,
  orderReference: string,
): Promise<CheckoutResult> {
  return change(ctx, cartId, () => {
    const value = orderReference.trim();
    check('orderReference', value, ORDER_REFERENCE_CHECKS);
    return { orderReference: value || null };
  });
}

export function setOrderComment(
  ctx: ApiContext,
  cartId: string,
  orderComment: string,
): Promise<CheckoutResult> {
  return change(ctx, cartId, () => {
    const value = orderComment.trim();
    check('orderComment', value, ORDER_COMMENT_CHECKS);
    return { orderComment: value || null };
  });
}

/**
 * Shopping §4 "subscribe to the newsletter (if ticked)", §7 "subscribe newsletter from checkout (cartId)":
 * the tick is kept on the cart; the submit that places the order asks for the subscription of the order's
 * e-mail (its double opt-in mail, newsletter/newsletterOptIn.ts; docs/not-shown.md).
 */
export function subscribeNewsletterFromCheckout(ctx: ApiContext, cartId: string): Promise<CheckoutResult> {
  return change(ctx, cartId, () => ({ newsletterOptIn: true }));
}

/** The method must be one the cart offers now (none in B2B or for a payless order). */
export function setSelectedPayment(
  ctx: ApiContext,
  cartId: string,
  paymentId: string,
  buyerReference: string | null | undefined,
): Promise<CheckoutResult> {
  return change(ctx, cartId, async ({ tx, cartId: id }) => {
    // The cart's methods: offered by the store and taken by a provider of this instance (redirect methods
    // need the sandbox or a real provider: checkout/checkoutState.ts paymentState).
    const cart = await readCart(tx, id, ctx.store, ctx.paymentProviders);
    const offered = cart.paymentMethods.map((method) => method.paymentId as PaymentId);
    const choice = choosePayment(offered, paymentId, buyerReference);
    if (!choice.ok) {
      const fieldErrors =
        choice.error === 'PAYMENT_UNAVAILABLE'
          ? []
          : [{ field: 'buyerReference', message: MESSAGE_KEYS[choice.error], form: null }];
      throw new CheckoutRefusal(choice.error, fieldErrors);
    }
    return { paymentId: choice.paymentId, buyerReference: choice.buyerReference };
  });
}

/** Selects a shipper the shipper rules enable for this cart now (shopping §4). */
export function setShipper(ctx: ApiContext, cartId: string, code: string): Promise<CheckoutResult> {
  return change(ctx, cartId, async ({ tx, cartId: id }) => {
    const cart = await readCart(tx, id, ctx.store, ctx.paymentProviders);
    const shipper = cart.shippers.find((candidate) => candidate.code === code);
    if (!shipper?.enabled) throw new CheckoutRefusal('SHIPPER_UNAVAILABLE');
    return { shipperCode: shipper.code };
  });
}

export function setPackstationId(
  ctx: ApiContext,
  cartId: string,
  packstationId: string,
): Promise<CheckoutResult> {
  return change(ctx, cartId, () => {
    const value = packstationId.trim();
    check('packstationId', value, PACKSTATION_ID_CHECKS);
    return { packstationId: value };
  });
}

export function saveSpeditionData(
  ctx: ApiContext,
  cartId: string,
  fields: readonly SpeditionFieldValues[],
): Promise<CheckoutResult> {
  return change(ctx, cartId, () => {
    const cleaned = fields.map((field) => ({
      fieldName: field.fieldName.trim(),
      fieldValue: field.fieldValue.trim(),
    }));
    if (!speditionFieldsValid(cleaned)) {
      throw new CheckoutRefusal('FIELD_INVALID', [
        { field: 'speditionFields', message: MESSAGE_KEYS.FIELD_INVALID, form: null },
      ]);
    }
    return { speditionFields: cleaned };
  });
}
