// Schema contact.graphql: the contact form's message.
import type { Resolvers } from '../generated/resolvers';
import { sendContactMessage } from './contactMessage';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_parent, { input }, context) => sendContactMessage(context, input),
  },
};
