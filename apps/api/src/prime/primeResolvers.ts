// Schema prime.graphql: the prime offer, the customer's purchases, the subscription and the waiting list.
import type { Resolvers } from '../generated/resolvers';
import { joinPrimeWaitingList, primeOffer } from './primeMembership';
import { primePurchase, submitPrimeSubscription } from './primePurchase';

export const primeResolvers: Resolvers = {
  Query: {
    primeOffer: (_parent, _args, context) => primeOffer(context),
    primePurchase: (_parent, { purchaseNumber }, context) => primePurchase(context, purchaseNumber),
  },
  Mutation: {
    submitPrimeSubscription: (_parent, { input }, context) => submitPrimeSubscription(context, input),
    joinPrimeWaitingList: (_parent, { input }, context) => joinPrimeWaitingList(context, input),
  },
};
