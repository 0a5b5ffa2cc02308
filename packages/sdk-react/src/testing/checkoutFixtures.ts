// The checkout's cart state and an order as the API answers them (schema checkout.graphql,
// orders.graphql), for stories and tests of the summary and the thank-you page.
import type {
  AddressFieldsFragment,
  CheckoutCartFieldsFragment,
  OrderQuery,
  ThankYouPageDataQuery,
} from '@ranzen/sdk-core';

import { money } from './catalogueFixtures';
import { germanPaymentMethods } from './paymentFixtures';

const billing: AddressFieldsFragment = {
  __typename: 'Address',
  addressId: 'a1',
  addressType: 'BILLING',
  salutation: 'ms',
  schoolOrCompany: 'Grundschule am Park',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  addressAddition: '',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '',
  email: '',
  packstationAddress: false,
  isAlsoCustomerAddress: true,
};

const packstation: AddressFieldsFragment = {
  ...billing,
  addressId: 'a2',
  addressType: 'SHIPPING',
  schoolOrCompany: '',
  street: '12345678',
  addressAddition: '101',
  packstationAddress: true,
  isAlsoCustomerAddress: false,
};

const invoice = germanPaymentMethods.find((method) => method.paymentId === 'INVOICE');

/** A guest's summary: delivery as billing, dhl, invoice. */
export const guestCheckout = {
  billingAddress: billing,
  shippingAddress: null,
  shippers: [
    {
      __typename: 'CartShipper',
      code: 'dhl',
      name: 'DHL',
      enabled: true,
      selected: true,
      infoCodes: [],
      costs: money(4.95),
    },
    {
      __typename: 'CartShipper',
      code: 'dpd',
      name: 'DPD',
      enabled: true,
      selected: false,
      infoCodes: [],
      costs: money(4.95),
    },
  ],
  selectedPaymentMethod: invoice ? { ...invoice, selected: true } : null,
  orderReference: null,
} satisfies Partial<CheckoutCartFieldsFragment>;

/** Delivery to a parcel station. */
export const packstationCheckout = {
  ...guestCheckout,
  shippingAddress: packstation,
} satisfies Partial<CheckoutCartFieldsFragment>;

/** A B2B summary: no payment method, an order reference. */
export const b2bCheckout = {
  ...guestCheckout,
  selectedPaymentMethod: null,
  orderReference: 'Klasse 3b Herbst',
} satisfies Partial<CheckoutCartFieldsFragment>;

/**
 * A guest's cart as the checkout steps read it (`CheckoutCartDocument`): billing address, delivery as
 * billing, DHL chosen, the German payment methods with invoice chosen.
 */
export const guestCheckoutCart: CheckoutCartFieldsFragment = {
  __typename: 'Cart',
  id: 'cart-1',
  positionCount: 2,
  deliveryType: 'sameAsBilling',
  deliveryCountry: 'DE',
  orderComment: null,
  newsletterOptIn: false,
  packstationId: null,
  paymentStepAvailable: true,
  shippingValid: true,
  paymentValid: true,
  ...guestCheckout,
  attributes: { __typename: 'CartAttributes', submitted: false },
  contactEmails: {
    __typename: 'ContactEmails',
    billingEmail: null,
    shippingEmail: null,
    preselectedBillingEmail: null,
    preselectedShippingEmail: null,
    billingAlternativeEmail: false,
    shippingAlternativeEmail: false,
  },
  speditionsFields: [],
  paymentMethods: germanPaymentMethods.map((method) => ({
    ...method,
    selected: method.paymentId === 'INVOICE',
  })),
  totals: { __typename: 'CartTotals', shippingCost: money(4.95), total: money(201.42) },
};

type OrderData = NonNullable<OrderQuery['order']>;

const orderAddress = {
  __typename: 'OrderAddress' as const,
  salutation: 'ms',
  schoolOrCompany: 'Grundschule am Park',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  addressAddition: '',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE',
  packstationAddress: false,
};

export const placedOrder: OrderData = {
  __typename: 'Order',
  orderId: '10000042',
  orderedAt: '2026-11-26T21:00:00.000Z',
  status: 'PLACED',
  paymentMethod: 'INVOICE',
  paymentStatus: 'ACCEPTED',
  subtotal: money(47.9),
  voucherDiscount: money(0),
  shippingCost: money(4.95),
  totalAmount: money(52.85),
  tax: money(8.44),
  voucherCodes: [],
  shipperCode: 'dhl',
  billingAddress: orderAddress,
  deliveryAddress: orderAddress,
  email: 'erika.muster@ranzen.test',
  phone: null,
  orderReference: null,
  customerNumber: null,
  comment: null,
  items: [
    {
      __typename: 'OrderItem',
      itemId: 'i-4711',
      productId: 'p-4711',
      orderNumber: '4711',
      name: 'Füller Pelikano',
      quantity: 3,
      quantityLightning: 0,
      unitPrice: money(9.99),
      lightningUnitPrice: null,
      lightningDealExpired: false,
      totalPrice: money(29.97),
      isFreeItem: false,
    },
    {
      __typename: 'OrderItem',
      itemId: 'i-6002',
      productId: 'p-6002',
      orderNumber: '6002',
      name: 'Klebestift 40 g',
      quantity: 1,
      quantityLightning: 0,
      unitPrice: money(17.93),
      lightningUnitPrice: null,
      lightningDealExpired: false,
      totalPrice: money(17.93),
      isFreeItem: false,
    },
  ],
};

/** A B2B order: the customer number and the order reference. */
export const b2bOrder: OrderData = {
  ...placedOrder,
  orderId: '10000043',
  orderReference: 'Klasse 3b Herbst',
  customerNumber: '4711001',
};

type ThankYouData = NonNullable<ThankYouPageDataQuery['thankYouPageData']>;

export const invoiceThankYou: ThankYouData = {
  __typename: 'ThankYouPageData',
  orderId: placedOrder.orderId,
  email: placedOrder.email,
  paymentMethod: 'INVOICE',
  paymentStatus: 'ACCEPTED',
  totalAmount: money(52.85),
  isGuestOrder: true,
};

export const paidByCardThankYou: ThankYouData = {
  ...invoiceThankYou,
  paymentMethod: 'CREDIT_CARD',
  paymentStatus: 'PAID',
};

/** Back from the payment page before it was finished. */
export const pendingThankYou: ThankYouData = {
  ...invoiceThankYou,
  paymentMethod: 'PAYPAL',
  paymentStatus: 'PENDING',
};
