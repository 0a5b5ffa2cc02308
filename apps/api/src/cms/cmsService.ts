// Page resolution by URL, footer data and the footer grids (storefront §2.4 "Page resolution and redirects",
// §2.8, §2.10, §3.12-§3.14, §7 "footer grid by pageId"). A page scoped to the store's family (consumer or B2B) wins over one for all stores.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  cmsCells,
  cmsPages,
  cmsRows,
  cmsTeasers,
  footerLinkBlocks,
  footerUsps,
} from '../db/schema';
import type { FooterData, PageDetails, PageType, Row } from '../generated/resolvers';
import { isCellShown, NO_PREVIEW, type Preview } from '../preview/previewService';
import { badInput } from '../shop/validation';
import { sanitizeCmsHtml } from './sanitize';

export const MAX_URL_LENGTH = 2048;
const PAGE_TYPES: readonly PageType[] = [
  'CONTENT',
  'CATEGORY',
  'PRODUCT_LISTING',
  'GONE',
  'NOT_FOUND',
  'UNKNOWN',
];
/** Elements whose cell HTML is shown (sanitised): a prize draw's terms and a form's introduction too. */
const HTML_ELEMENTS = new Set([
  'html',
  'html-box',
  'layer',
  'info-bar',
  'prize-draw',
  'prize-draw-tab',
  'form',
]);

/** Reduces a URL or path to its path (no host, query or fragment). */
export function normalizePath(url: string): string {
  if (url.length > MAX_URL_LENGTH) throw badInput('URL too long.', 'url');
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return '/';
    }
  }
  path = path.split(/[?#]/)[0] ?? '/';
  if (!path.startsWith('/')) path = `/${path}`;
  return path;
}

/** A page, footer entry or parameter row for every family or every language. */
const ALL = 'all';

/**
 * Which of the rows found for a path wins: the exact path over the one with the other trailing slash,
 * then the store family's own page over one for all families, then the store language's over one for all.
 */
function pageRank(page: { path: string; family: string; language: string }, path: string): number {
  return (page.path === path ? 4 : 0) + (page.family === ALL ? 0 : 2) + (page.language === ALL ? 0 : 1);
}

function notFound(): PageDetails {
  return {
    pageType: 'NOT_FOUND',
    categoryId: null,
    redirectUrl: null,
    redirectTemporary: false,
    title: null,
    metaDescription: null,
    metaRobots: 'noindex,follow',
    rows: [],
    activeAbTests: [],
  };
}

async function loadRows(db: Db, pageId: number, preview: Preview): Promise<Row[]> {
  const rowRecords = await db
    .select()
    .from(cmsRows)
    .where(eq(cmsRows.pageId, pageId))
    .orderBy(asc(cmsRows.position));
  if (rowRecords.length === 0) return [];
  const cellRecords = (
    await db
      .select()
      .from(cmsCells)
      .where(
        inArray(
          cmsCells.rowId,
          rowRecords.map((row) => row.id),
        ),
      )
      .orderBy(asc(cmsCells.position))
  ).filter((cell) => isCellShown(cell, preview));
  const teaserRecords =
    cellRecords.length === 0
      ? []
      : await db
          .select()
          .from(cmsTeasers)
          .where(
            inArray(
              cmsTeasers.cellId,
              cellRecords.map((cell) => cell.id),
            ),
          )
          .orderBy(asc(cmsTeasers.position));
  const shownRows = rowRecords.filter((row) => cellRecords.some((cell) => cell.rowId === row.id));
  return shownRows.map((row) => ({
    id: String(row.id),
    cells: cellRecords
      .filter((cell) => cell.rowId === row.id)
      .map((cell) => ({
        id: String(cell.id),
        elementType: cell.elementType,
        width: cell.width,
        html: HTML_ELEMENTS.has(cell.elementType) ? sanitizeCmsHtml(cell.html) : null,
        teasers: teaserRecords
          .filter((teaser) => teaser.cellId === cell.id)
          .map((teaser) => ({
            id: String(teaser.id),
            name: teaser.name,
            template: teaser.template,
            attributes: teaser.attributes.map((attribute) => ({
              name: attribute.name,
              text: attribute.text ?? null,
              value: attribute.value ?? null,
              url: attribute.url ?? null,
              openLinkInNewWindow: attribute.openLinkInNewWindow ?? null,
              urlPath: attribute.urlPath ?? null,
              altTag: attribute.altTag ?? null,
              imgTitle: attribute.imgTitle ?? null,
              width: attribute.width ?? null,
              height: attribute.height ?? null,
              valueList: attribute.valueList ?? null,
            })),
          })),
      })),
  }));
}

/** The best of the pages found for a path or grid id (pageRank), if any. */
function bestPage<T extends { path: string; family: string; language: string }>(
  pages: readonly T[],
  path: string,
): T | undefined {
  return pages.reduce<T | undefined>(
    (best, candidate) => (best && pageRank(best, path) >= pageRank(candidate, path) ? best : candidate),
    undefined,
  );
}

/** A footer grid's page id: lower-case letters, digits and hyphens, as the editors name them. */
const GRID_ID = /^[a-z0-9-]{1,64}$/;

/**
 * The rows of a footer grid. A grid is a CMS page whose path is its id without a leading slash, which
 * no URL reaches (normalizePath gives every URL one); per family and language like the pages. An
 * unknown id answers no rows, the footer then shows its links alone.
 */
export async function footerGrid(db: Db, pageId: string, store: StoreConfig): Promise<Row[]> {
  if (!GRID_ID.test(pageId)) {
    throw badInput('A footer grid id has 1 to 64 lower-case letters, digits and hyphens.', 'pageId');
  }
  const pages = await db
    .select({ id: cmsPages.id, path: cmsPages.path, family: cmsPages.family, language: cmsPages.language })
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.path, pageId),
        inArray(cmsPages.family, [store.family, ALL]),
        inArray(cmsPages.language, [store.messages, ALL]),
      ),
    );
  const page = bestPage(pages, pageId);
  return page ? loadRows(db, page.id, NO_PREVIEW) : [];
}

export async function pageDetails(
  db: Db,
  url: string,
  store: StoreConfig,
  preview: Preview = NO_PREVIEW,
): Promise<PageDetails> {
  const path = normalizePath(url);
  const candidates = path.endsWith('/') ? [path] : [path, `${path}/`];
  const pages = await db
    .select()
    .from(cmsPages)
    .where(
      and(
        inArray(cmsPages.path, candidates),
        inArray(cmsPages.family, [store.family, ALL]),
        inArray(cmsPages.language, [store.messages, ALL]),
      ),
    );
  const page = bestPage(pages, path);
  if (page) {
    const pageType = (PAGE_TYPES as readonly string[]).includes(page.pageType)
      ? (page.pageType as PageType)
      : 'UNKNOWN';
    return {
      pageType,
      categoryId: null,
      redirectUrl: page.redirectUrl,
      redirectTemporary: page.redirectTemporary,
      title: page.title,
      metaDescription: page.metaDescription,
      metaRobots: page.metaRobots,
      rows: page.redirectUrl || pageType === 'GONE' ? [] : await loadRows(db, page.id, preview),
      activeAbTests: page.abTests,
    };
  }
  // Category pages by URL: /cat/{id}/ with an existing category.
  const category = /^\/cat\/(\d{1,12})\/$/.exec(path);
  if (category?.[1]) {
    const [row] = await db
      .select({ id: categories.id, name: categories.name, metaDescription: categories.metaDescription })
      .from(categories)
      .where(eq(categories.id, category[1]));
    if (row) {
      return {
        ...notFound(),
        pageType: 'CATEGORY',
        categoryId: row.id,
        title: row.name,
        metaDescription: row.metaDescription,
        metaRobots: 'index,follow',
      };
    }
  }
  return notFound();
}

export async function footerData(db: Db, store: StoreConfig): Promise<FooterData> {
  const usps = await db
    .select()
    .from(footerUsps)
    .where(
      and(
        inArray(footerUsps.family, [store.family, ALL]),
        inArray(footerUsps.language, [store.messages, ALL]),
      ),
    )
    .orderBy(asc(footerUsps.position));
  const blocks = await db
    .select()
    .from(footerLinkBlocks)
    .where(
      and(
        inArray(footerLinkBlocks.family, [store.family, ALL]),
        inArray(footerLinkBlocks.language, [store.messages, ALL]),
      ),
    )
    .orderBy(asc(footerLinkBlocks.position));
  return {
    usps: usps.map((usp) => ({
      image: usp.image,
      headline: usp.headline,
      subheadline: usp.subheadline,
      text: usp.text,
      link: usp.link,
    })),
    links: blocks.map((block) => ({
      headline: block.headline,
      type: block.type,
      content: sanitizeCmsHtml(block.content),
      link: block.link,
      links: block.links,
    })),
  };
}
