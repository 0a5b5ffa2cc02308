// CMS queries (cms.graphql; storefront §2.4, §2.8, §3.12-§3.14).
import type { Resolvers } from '../generated/resolvers';
import { parsePreview } from '../preview/previewService';
import { footerData, pageDetails } from './cmsService';

export const cmsResolvers: Resolvers = {
  Query: {
    pageDetails: (_parent, { url, preview }, { db, store }) =>
      pageDetails(db, url, store, parsePreview(preview)),
    footerData: (_parent, _args, { db, store }) => footerData(db, store),
  },
};
