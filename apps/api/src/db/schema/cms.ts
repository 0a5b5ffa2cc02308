// CMS pages, their rows, cells and teasers, and the footer (storefront §2.4, §3.12-§3.14).
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * CMS pages (storefront §2.4, §3.14). `family` scopes a page to consumer or B2B stores ('all' for both),
 * `language` to the stores of one message language ('de', 'en'; 'all' for a redirect or GONE entry
 * that reads nothing); a redirect page carries redirectUrl, a GONE page answers 410.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    path: text('path').notNull(),
    family: text('family').notNull().default('all'),
    language: text('language').notNull().default('all'),
    pageType: text('page_type').notNull(),
    title: text('title'),
    metaDescription: text('meta_description'),
    metaRobots: text('meta_robots'),
    redirectUrl: text('redirect_url'),
    redirectTemporary: boolean('redirect_temporary').notNull().default(false),
    abTests: jsonb('ab_tests').$type<{ id: string; trackingCode: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('cms_pages_path_family_language_idx').on(t.path, t.family, t.language)],
);

export const cmsRows = pgTable(
  'cms_rows',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id),
    position: integer('position').notNull(),
  },
  (t) => [index('cms_rows_page_idx').on(t.pageId)],
);

export const cmsCells = pgTable(
  'cms_cells',
  {
    id: serial('id').primaryKey(),
    rowId: integer('row_id')
      .notNull()
      .references(() => cmsRows.id),
    position: integer('position').notNull(),
    elementType: text('element_type').notNull(),
    width: integer('width').notNull().default(12),
    /** Raw editor HTML; sanitised by the cms service before it is served (DESIGN §7). */
    html: text('html'),
    /** Shown only to this customer segment (storefront §6 preview); null: to everyone. */
    segment: text('segment'),
    /** With abVariant: shown only in that variant of this A/B test (storefront §3.14, §6). */
    abTestId: text('ab_test_id'),
    abVariant: text('ab_variant'),
  },
  (t) => [index('cms_cells_row_idx').on(t.rowId)],
);

/** One teaser attribute as stored (storefront §3.13). */
export interface TeaserAttributeData {
  name: string;
  text?: string;
  value?: string;
  url?: string;
  openLinkInNewWindow?: boolean;
  urlPath?: string;
  altTag?: string;
  imgTitle?: string;
  width?: number;
  height?: number;
  valueList?: string[];
}

export const cmsTeasers = pgTable(
  'cms_teasers',
  {
    id: serial('id').primaryKey(),
    cellId: integer('cell_id')
      .notNull()
      .references(() => cmsCells.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    template: text('template'),
    attributes: jsonb('attributes').$type<TeaserAttributeData[]>().notNull(),
  },
  (t) => [index('cms_teasers_cell_idx').on(t.cellId)],
);

/** Footer selling points (storefront §3.12), per family and message language like the pages. */
export const footerUsps = pgTable('footer_usps', {
  id: serial('id').primaryKey(),
  family: text('family').notNull().default('all'),
  language: text('language').notNull().default('all'),
  position: integer('position').notNull(),
  image: text('image'),
  headline: text('headline'),
  subheadline: text('subheadline'),
  text: text('text'),
  link: text('link'),
});

export const footerLinkBlocks = pgTable('footer_link_blocks', {
  id: serial('id').primaryKey(),
  family: text('family').notNull().default('all'),
  language: text('language').notNull().default('all'),
  position: integer('position').notNull(),
  headline: text('headline'),
  type: text('type').notNull(),
  /** Raw HTML, sanitised when served. */
  content: text('content'),
  link: text('link'),
  links: jsonb('links').$type<{ label: string; url: string; external: boolean }[]>().notNull(),
});
