// customerInfo and shopInit (customer.graphql; storefront §3.2, shopping §4 "Session kind") and the
// account operations (account.graphql; shopping §7; customer/accountService.ts).

import { normalizePath } from '../cms/cmsService';
import type { Resolvers } from '../generated/resolvers';
import {
  changeAccountData,
  changePassword,
  deleteAccount,
  emailUniqueCheck,
  login,
  logout,
  registerB2bCustomer,
  registerCustomer,
  registerGuest,
  updateEmail,
  updatePhone,
} from './accountService';
import { listEntries } from './customerLists';
import { customerInfo, shopInit } from './customerService';
import { changeForgottenPassword, forgotPassword, tokenValidity } from './passwordReset';

export const customerResolvers: Resolvers = {
  Query: {
    customerInfo: (_parent, { url }, { db, userId, customer }) => {
      // The URL is part of the contract (per-page info); validated so oversized input is refused.
      normalizePath(url);
      return customerInfo(db, userId, customer?.customer ?? null);
    },
    emailUniqueCheck: (_parent, { email }, context) => emailUniqueCheck(context, email),
    tokenValidity: (_parent, { token }, context) => tokenValidity(context, token),
    jobTitles: (_parent, _args, { db, store }) => listEntries(db, 'jobTitle', store.messages),
    industries: (_parent, _args, { db, store }) => listEntries(db, 'industry', store.messages),
  },
  Mutation: {
    shopInit: async (_parent, _args, { visitorIds, rateLimit }) => {
      await rateLimit.consume('shopInit');
      return shopInit(visitorIds);
    },
    login: (_parent, { email, password, stayLogged, mergeCart }, context) =>
      login(context, { email, password, stayLogged: stayLogged ?? false, mergeCart: mergeCart ?? false }),
    logout: (_parent, _args, context) => logout(context),
    registerCustomer: (_parent, { input }, context) => registerCustomer(context, input),
    changePassword: (_parent, { oldPassword, newPassword }, context) =>
      changePassword(context, oldPassword, newPassword),
    updateEmail: (_parent, { email }, context) => updateEmail(context, email),
    updatePhone: (_parent, { phone }, context) => updatePhone(context, phone),
    deleteAccount: (_parent, { password }, context) => deleteAccount(context, password),
    registerB2bCustomer: (_parent, { input }, context) => registerB2bCustomer(context, input),
    registerGuest: (_parent, { input }, context) => registerGuest(context, input),
    forgotPassword: (_parent, { input }, context) => forgotPassword(context, input),
    changeForgottenPassword: (_parent, { token, password }, context) =>
      changeForgottenPassword(context, token, password),
    changeAccountData: (_parent, { input }, context) => changeAccountData(context, input),
  },
};
