// The shape of the CMS seed's pages (storefront §2.4, §2.10, §3.13, §3.14), shared by the seed's content files.
import type { MessageLanguage } from '@ranzen/sdk-core/store';
import type { TeaserAttributeData } from '../db/schema';

export interface SeedTeaser {
  name: string;
  template: string | null;
  attributes: TeaserAttributeData[];
}

export interface SeedCell {
  elementType: string;
  width: number;
  html?: string;
  teasers?: SeedTeaser[];
  /** Only for this customer segment (storefront §6 preview). */
  segment?: string;
  /** Only in this variant of an A/B test. */
  abTest?: { id: string; variant: string };
}

export interface SeedPage {
  path: string;
  family: 'all' | 'consumer' | 'b2b';
  /** The stores' message language the page is written in; 'all' for a redirect or GONE entry. */
  language: 'all' | MessageLanguage;
  pageType: 'CONTENT' | 'GONE' | 'UNKNOWN';
  title?: string;
  metaDescription?: string;
  metaRobots?: string;
  redirectUrl?: string;
  redirectTemporary?: boolean;
  abTests?: { id: string; trackingCode: string }[];
  rows: SeedCell[][];
}
