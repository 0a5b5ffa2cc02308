// globalParameters(name, entry) (parameters.graphql; storefront §7).
import type { Resolvers } from '../generated/resolvers';
import { readParameters } from './parametersService';

export const parametersResolvers: Resolvers = {
  Query: {
    globalParameters: (_parent, { name, entry }, { db }) => readParameters(db, name, entry ?? null),
  },
};
