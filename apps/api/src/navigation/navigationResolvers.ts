// navigation(rootId, level) (navigation.graphql; storefront §2.6, §3.10).
import type { Resolvers } from '../generated/resolvers';
import { requireId } from '../shop/validation';
import { navigationTree } from './navigationService';

export const navigationResolvers: Resolvers = {
  Query: {
    navigation: (_parent, { rootId, level }, { db, store }) =>
      navigationTree(
        db,
        rootId === null || rootId === undefined ? null : requireId(rootId, 'rootId'),
        level,
        store,
      ),
  },
};
