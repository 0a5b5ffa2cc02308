import { answerByName, answeringLink, ShopTestProvider, wishlistTeaserCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsWishlistTeaser, renderTeaserWishlist } from './CmsWishlistTeaser';
import {
  teaserBagToChoose,
  teaserBagVariants,
  teaserPensCapped,
  teaserWishlist,
} from './teaserWishlistFixtures';

/**
 * The shop API behind the list: the class list; add-all first asks for the bag's colour and puts 10 pens in
 * instead of 12, then adds the chosen bag; the bag's colours. (A cart id is given: the teaser wish list
 * asks the server for one otherwise.)
 */
const shopApi = answeringLink(
  answerByName({
    TeaserWishlist: () => ({ teaserWishlist }),
    AddWishlistToCart: ({ choices }) => {
      const bagChosen = Array.isArray(choices) && choices.length > 0;
      return {
        addWishlistToCart: {
          __typename: 'AddWishlistToCartResult',
          successful: true,
          errorMessage: null,
          variantsToChoose: bagChosen ? [] : [teaserBagToChoose],
          quantityChanged: bagChosen ? [] : [teaserPensCapped],
          maxInCart: [],
          successfullyAdded: [],
          cart: null,
        },
      };
    },
    ProductVariants: () => ({
      product: {
        __typename: 'Product',
        productId: teaserBagToChoose.productId,
        name: 'Schulranzen Sunny',
        items: teaserBagVariants,
      },
    }),
  }),
);

const meta = {
  title: 'CMS/CmsWishlistTeaser',
  component: CmsWishlistTeaser,
  args: { cell: wishlistTeaserCell },
  decorators: [
    (Story) => (
      <ShopTestProvider link={shopApi.link} cartId="story-cart">
        <CmsContextProvider value={{ wishlistTeaser: renderTeaserWishlist }}>
          <Story />
        </CmsContextProvider>
      </ShopTestProvider>
    ),
  ],
} satisfies Meta<typeof CmsWishlistTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cell's teaser names a class list, read from the (mocked) shop API and run by the SDK's teaser wish
 * list machine (`renderTeaserWishlist`): "Alle in den Warenkorb" asks for the bag's colour, then tells
 * that 10 pens went in instead of 12.
 */
export const ClassList: Story = {};
