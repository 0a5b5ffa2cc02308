// The checkout's cart state and an order as the API answers them (schema checkout.graphql,
// orders.graphql), for stories and tests of the summary and the thank-you page.
import type { AddressFieldsFragment, OrderQuery, ThankYouPageDataQuery } from '@ranzen/sdk-core';
import type { SummaryCheckout } from './CheckoutSummary';
import { germanPaymentMethods } from './paymentFixtures';

const euro = (amount: number) => ({
  amount,
  currencyCode: 'EUR',
  stringValue: `${amount.toFixed(2).replace('.', ',')} €`,
});

const billing: AddressFieldsFragment = {
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
export const guestCheckout: SummaryCheckout = {
  billingAddress: billing,
  shippingAddress: null,
  shippers: [
    { code: 'dhl', name: 'DHL', enabled: true, selected: true, infoCodes: [], costs: euro(4.95) },
    { code: 'dpd', name: 'DPD', enabled: true, selected: false, infoCodes: [], costs: euro(4.95) },
  ],
  selectedPaymentMethod: invoice ? { ...invoice, selected: true } : null,
  orderReference: null,
};

/** Delivery to a parcel station. */
export const packstationCheckout: SummaryCheckout = { ...guestCheckout, shippingAddress: packstation };

/** A B2B summary: no payment method, an order reference. */
export const b2bCheckout: SummaryCheckout = {
  ...guestCheckout,
  selectedPaymentMethod: null,
  orderReference: 'Klasse 3b Herbst',
};

type OrderData = NonNullable<OrderQuery['order']>;

const orderAddress = {
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
  orderId: '10000042',
  orderedAt: '2026-11-26T21:00:00.000Z',
  status: 'PLACED',
  paymentMethod: 'INVOICE',
  paymentStatus: 'ACCEPTED',
  subtotal: euro(47.9),
  voucherDiscount: euro(0),
  shippingCost: euro(4.95),
  totalAmount: euro(52.85),
  tax: euro(8.44),
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
      itemId: 'i-4711',
      productId: 'p-4711',
      orderNumber: '4711',
      name: 'Füller Pelikano',
      quantity: 3,
      quantityLightning: 0,
      unitPrice: euro(9.99),
      lightningUnitPrice: null,
      lightningDealExpired: false,
      totalPrice: euro(29.97),
      isFreeItem: false,
    },
    {
      itemId: 'i-6002',
      productId: 'p-6002',
      orderNumber: '6002',
      name: 'Klebestift 40 g',
      quantity: 1,
      quantityLightning: 0,
      unitPrice: euro(17.93),
      lightningUnitPrice: null,
      lightningDealExpired: false,
      totalPrice: euro(17.93),
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
  orderId: placedOrder.orderId,
  email: placedOrder.email,
  paymentMethod: 'INVOICE',
  paymentStatus: 'ACCEPTED',
  totalAmount: euro(52.85),
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
