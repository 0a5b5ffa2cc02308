import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddressLines } from './CheckoutSummary';

// An address as the lines of a letter, in the checkout summary, on the thank-you page and in the address
// book (postalAddressLines makes the lines from an address).
const meta = {
  title: 'Checkout/AddressLines',
  component: AddressLines,
  args: { lines: ['Grundschule am See', 'Erika Beispiel', 'Seeweg 1', '14467 Potsdam'] },
} satisfies Meta<typeof AddressLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A school's delivery address: school, name, street, postcode and city. */
export const Postal: Story = {};

/** A parcel station: name, station line and place. */
export const ParcelStation: Story = {
  args: { lines: ['Erika Beispiel', 'Packstation 101, Postnummer 12345678', '10115 Berlin'] },
};
