// The executable schema: the SDL from sdk-core (the contract, DESIGN §3) plus the domain resolvers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { addressResolvers } from './addresses/addressResolvers';
import { amazonPayResolvers } from './amazonPay/amazonPayResolvers';
import { cartResolvers } from './cart/cartResolvers';
import { catalogResolvers } from './catalog/catalogResolvers';
import { certificateResolvers } from './certificates/certificateResolvers';
import { checkoutResolvers } from './checkout/checkoutResolvers';
import { cmsResolvers } from './cms/cmsResolvers';
import { competitionResolvers } from './competitions/competitionResolvers';
import { contactResolvers } from './contact/contactResolvers';
import type { ApiContext } from './context';
import { accountDataResolvers } from './customer/accountDataResolvers';
import { customerResolvers } from './customer/customerResolvers';
import type { MutationResolvers, QueryResolvers, Resolvers } from './generated/resolvers';
import { lightningResolvers } from './lightning/lightningResolvers';
import { navigationResolvers } from './navigation/navigationResolvers';
import { newsletterResolvers } from './newsletter/newsletterResolvers';
import { orderFormResolvers } from './orderForm/orderFormResolvers';
import { orderHistoryResolvers } from './orders/orderHistoryResolvers';
import { orderResolvers } from './orders/orderResolvers';
import { parametersResolvers } from './parameters/parametersResolvers';
import { previewResolvers } from './preview/previewResolvers';
import { primeResolvers } from './prime/primeResolvers';
import { ratingResolvers } from './rating/ratingResolvers';
import { returnResolvers } from './returns/returnResolvers';
import { reviewsResolvers } from './reviews/reviewsResolvers';
import { searchResolvers } from './search/searchResolvers';
import { shopResolvers } from './shop/shopResolvers';
import { trackingResolvers } from './tracking/trackingResolvers';
import { uploadResolvers } from './uploads/uploadResolvers';
import { wishlistResolvers } from './wishlist/wishlistResolvers';

/** sdk-core ships its schema folder; the workspace link makes it reachable from here. */
export const SCHEMA_DIR = fileURLToPath(new URL('../node_modules/@ranzen/sdk-core/schema', import.meta.url));

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

const domains: Resolvers[] = [
  shopResolvers,
  catalogResolvers,
  navigationResolvers,
  cmsResolvers,
  parametersResolvers,
  customerResolvers,
  accountDataResolvers,
  addressResolvers,
  cartResolvers,
  checkoutResolvers,
  amazonPayResolvers,
  lightningResolvers,
  orderResolvers,
  orderHistoryResolvers,
  orderFormResolvers,
  trackingResolvers,
  searchResolvers,
  ratingResolvers,
  previewResolvers,
  reviewsResolvers,
  newsletterResolvers,
  contactResolvers,
  competitionResolvers,
  primeResolvers,
  returnResolvers,
  uploadResolvers,
  certificateResolvers,
  wishlistResolvers,
];

/** Query and Mutation fields of all domains; a type's field resolvers (e.g. Cart.id) belong to one domain. */
function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const Query: QueryResolvers = {};
  const Mutation: MutationResolvers = { _noop: () => null };
  const types: Resolvers = {};
  for (const { Query: query, Mutation: mutation, ...typeResolvers } of parts) {
    Object.assign(Query, query);
    Object.assign(Mutation, mutation);
    for (const type of Object.keys(typeResolvers)) {
      if (type in types) throw new Error(`resolvers of type ${type} are defined by two domains`);
    }
    Object.assign(types, typeResolvers);
  }
  return { ...types, Query, Mutation };
}

export const resolvers: Resolvers = mergeResolvers(domains);

export function buildSchema() {
  return createSchema<ApiContext>({ typeDefs: loadTypeDefs(), resolvers });
}
