import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  choosingTeaserView,
  confirmingTeaserView,
  idleTeaserView,
  teaserWishlist,
} from './teaserWishlistFixtures';
import { WishlistTeaser } from './WishlistTeaser';

const meta = {
  title: 'CMS/WishlistTeaser',
  component: WishlistTeaser,
  args: {
    teaser: teaserWishlist,
    view: idleTeaserView,
    onAddAll: fn(),
    onSaveAsList: fn(),
    onChangeQuantity: fn(),
    onChooseVariants: fn(),
    onCloseModal: fn(),
  },
} satisfies Meta<typeof WishlistTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A class list from the CMS: the bag's colour is left open, the pens are asked for above their maximum. */
export const ClassList: Story = {};

/** Adding all to the cart. */
export const Adding: Story = { args: { view: { ...idleTeaserView, state: 'adding' } } };

/** After the first call: the bag's colour is to be chosen. */
export const ChooseVariant: Story = { args: { view: choosingTeaserView } };

/** "Save as my list" asks for the bag's colour before the list is copied. */
export const ChooseVariantToSave: Story = { args: { view: { ...choosingTeaserView, choosingFor: 'save' } } };

/** 10 pens went in instead of 12 (their maximum). */
export const QuantityChanged: Story = { args: { view: confirmingTeaserView, addedToCart: true } };

export const B2b: Story = { globals: { theme: 'b2b' } };
