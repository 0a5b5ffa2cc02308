// Schema newsletter.graphql: the opt-in link's confirmation.
import type { Resolvers } from '../generated/resolvers';
import { confirmNewsletterSubscription } from './newsletterOptIn';

export const newsletterResolvers: Resolvers = {
  Mutation: {
    confirmNewsletterSubscription: (_parent, { token }, context) =>
      confirmNewsletterSubscription(context, token),
  },
};
