import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WishlistListSettings } from './WishlistListSettings';
import { classList, merkzettel } from './wishlistFixtures';

const meta = {
  title: 'Account/WishlistListSettings',
  component: WishlistListSettings,
  args: {
    list: classList,
    description: 'Die Materialliste für die Eltern der Klasse 1a.',
    isStandard: false,
    onCreate: fn(),
    onSave: fn(),
    onSetStandard: fn(),
  },
} satisfies Meta<typeof WishlistListSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The creator of a class list: rename and describe it, make it the standard list, or start a new one. */
export const Creator: Story = {};

/** The merkzettel as the standard list: no "use as standard list". */
export const StandardList: Story = { args: { list: merkzettel, description: null, isStandard: true } };

/** A member without the manage right sees the description only. */
export const Member: Story = { args: { onCreate: undefined, onSave: undefined, onSetStandard: undefined } };
