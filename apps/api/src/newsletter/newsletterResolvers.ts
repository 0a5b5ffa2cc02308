// Schema newsletter.graphql: the sign-up, the opt-in link's confirmation, unsubscribing and the subscribed check.
import type { Resolvers } from '../generated/resolvers';
import {
  newsletterSubscribed,
  subscribeNewsletter,
  unsubscribeNewsletter,
  unsubscribeNewsletterByToken,
} from './newsletterForms';
import { confirmNewsletterSubscription } from './newsletterOptIn';

export const newsletterResolvers: Resolvers = {
  Query: {
    newsletterSubscribed: (_parent, { email }, context) => newsletterSubscribed(context, email),
  },
  Mutation: {
    confirmNewsletterSubscription: (_parent, { token }, context) =>
      confirmNewsletterSubscription(context, token),
    subscribeNewsletter: (_parent, { input }, context) => subscribeNewsletter(context, input),
    unsubscribeNewsletter: (_parent, { input }, context) => unsubscribeNewsletter(context, input),
    unsubscribeNewsletterByToken: (_parent, { token }, context) =>
      unsubscribeNewsletterByToken(context, token),
  },
};
