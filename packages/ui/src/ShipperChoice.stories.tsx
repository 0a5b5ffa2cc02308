import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShipperChoice } from './ShipperChoice';
import { germanShippers, noShippers, parcelStationShippers } from './shippingFixtures';

const meta = {
  title: 'Checkout/ShipperChoice',
  component: ShipperChoice,
  args: { shippers: germanShippers, onSelect: () => undefined },
} satisfies Meta<typeof ShipperChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To a German address: DHL (the default) and DPD. */
export const Germany: Story = {};

/** To a parcel station only DHL delivers (PACKSTATION-DHL-ONLY). */
export const ParcelStation: Story = { args: { shippers: parcelStationShippers } };

/** Nobody delivers to a parcel station outside Germany. */
export const NoShipper: Story = { args: { shippers: noShippers, error: 'vue.checkout.shipper.unavailable' } };
