// What the API does differently per store family (DESIGN §4: "store differences are configuration and
// small strategy objects chosen by the store config"): one implementation per family behind one
// interface. The facts (delivery days, matrix code name, language) come from the store's profile in
// sdk-core; the texts from the API's catalogue (storeMessages.ts).
import { QUANTITY_MIN } from '@ranzen/sdk-core/rules';
import type { MatrixCodeName, StoreConfig, StoreFamily } from '@ranzen/sdk-core/store';
import { type Column, eq, type SQL } from 'drizzle-orm';
import type { items, products } from '../db/schema';
import { type StoreMessageKey, storeText } from './storeMessages';

type ProductRow = typeof products.$inferSelect;
type ItemRow = typeof items.$inferSelect;

/** Stock at or below this shows the yellow "few left" light. */
export const LOW_STOCK = 5;

export interface DeliveryText {
  readonly text: string;
  readonly color: 'green' | 'yellow' | 'red';
}

export interface StoreStrategy {
  /** Whether the store sells a product (B2B sells its assortment only). */
  inAssortment(product: Pick<ProductRow, 'isB2bAssortment'>): boolean;
  /** The same as a query condition on an `is_b2b_assortment` column; undefined where all is sold. */
  assortmentCondition(isB2bAssortment: Column): SQL | undefined;
  minimumOrderQuantity(product: Pick<ProductRow, 'b2bMinimumOrderQuantity'>): number;
  /** The educational suggested gross price (spec storefront §3.3), in cents; null where not shown. */
  educationalPrice(item: Pick<ItemRow, 'educationalPriceCents'>): number | null;
  deliveryText(stock: number): DeliveryText;
  /** Names of the variant dimensions and of the material among the detail page's attributes. */
  readonly labels: { readonly colour: string; readonly size: string; readonly material: string };
  /** The store's matrix code message name (shopping §9). */
  readonly matrixCodeName: MatrixCodeName;
  /** Take-back note for old electrical devices. */
  readonly oldElectricalDeviceInfo: string;
}

type SharedParts = Pick<
  StoreStrategy,
  'deliveryText' | 'labels' | 'matrixCodeName' | 'oldElectricalDeviceInfo'
>;

/** What both families write the same way, in the store's language; `inStock` names the green text. */
function sharedParts(store: StoreConfig, inStock: StoreMessageKey): SharedParts {
  const inStockText = storeText(store, inStock, store.shipping.deliveryDays);
  return {
    deliveryText: (stock) => {
      if (stock <= 0) return { text: storeText(store, 'notAvailable'), color: 'red' };
      if (stock <= LOW_STOCK) return { text: storeText(store, 'fewLeft'), color: 'yellow' };
      return { text: inStockText, color: 'green' };
    },
    labels: {
      colour: storeText(store, 'colour'),
      size: storeText(store, 'size'),
      material: storeText(store, 'material'),
    },
    matrixCodeName: store.matrixCodeName,
    oldElectricalDeviceInfo: storeText(store, 'oldElectricalDeviceInfo'),
  };
}

/** Consumer shops: the whole assortment, no minimum order quantities, no educational prices. */
export function consumerStrategy(store: StoreConfig): StoreStrategy {
  return {
    ...sharedParts(store, 'inStockToCustomer'),
    inAssortment: () => true,
    assortmentCondition: () => undefined,
    minimumOrderQuantity: () => QUANTITY_MIN,
    educationalPrice: () => null,
  };
}

/** The B2B educational shop: its assortment, products' minimum order quantities, educational prices. */
export function b2bStrategy(store: StoreConfig): StoreStrategy {
  return {
    ...sharedParts(store, 'inStockToInstitution'),
    inAssortment: (product) => product.isB2bAssortment,
    assortmentCondition: (isB2bAssortment) => eq(isB2bAssortment, true),
    minimumOrderQuantity: (product) => product.b2bMinimumOrderQuantity,
    educationalPrice: (item) => item.educationalPriceCents,
  };
}

const STRATEGY_BY_FAMILY: Readonly<Record<StoreFamily, (store: StoreConfig) => StoreStrategy>> = {
  consumer: consumerStrategy,
  b2b: b2bStrategy,
};

/** Strategies are built once per store: listings ask for one per card. */
const built = new WeakMap<StoreConfig, StoreStrategy>();

export function storeStrategy(store: StoreConfig): StoreStrategy {
  const cached = built.get(store);
  if (cached) return cached;
  const strategy = STRATEGY_BY_FAMILY[store.family](store);
  built.set(store, strategy);
  return strategy;
}
