// CMS queries (cms.graphql; storefront §2.4, §2.8, §3.12-§3.14, §7 footer grid by pageId).
import type { Resolvers } from '../generated/resolvers';
import { parsePreview } from '../preview/previewService';
import { footerData, footerGrid, pageDetails } from './cmsService';

export const cmsResolvers: Resolvers = {
  Query: {
    pageDetails: (_parent, { url, preview }, { db, store }) =>
      pageDetails(db, url, store, parsePreview(preview)),
    footerData: (_parent, _args, { db, store }) => footerData(db, store),
    footerGrid: (_parent, { pageId }, { db, store }) => footerGrid(db, pageId, store),
  },
};
