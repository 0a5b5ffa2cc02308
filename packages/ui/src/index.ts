// @ranzen/ui: React components for the Ranzen storefronts. Import the styles once per page:
// `@ranzen/ui/styles/tokens.css` and `@ranzen/ui/styles/base.css`.

export { Breadcrumb, type BreadcrumbEntry, type BreadcrumbProps } from './Breadcrumb';
export {
  type AddToCartStatus,
  BuyBox,
  type BuyBoxProduct,
  type BuyBoxProps,
  deliveryLines,
  type TrafficLight,
  trafficLight,
} from './BuyBox';
export { type Brand, type BrandLogo, brandFor } from './brand';
export { CmsFallback } from './CmsFallback';
export { CmsHtml } from './CmsHtml';
export { CmsImageTeaser } from './CmsImageTeaser';
export { type CmsRow, CmsRows, type CmsRowsProps } from './CmsRows';
export { CMS_ELEMENTS, type CmsElementProps, cmsElementFor } from './cmsElements';
export {
  BUTTON_SCHEMES,
  type ButtonScheme,
  type CmsCell,
  type CmsTeaser,
  safeHref,
  teaserButtonStyle,
} from './cmsTeaser';
export { ErrorPage, type ErrorPageProps, isNotFoundStatus } from './ErrorPage';
export { type GalleryPicture, galleryPictures } from './galleryPictures';
export { ACCOUNT_URL, BASKET_URL, Header, type HeaderProps, WISHLIST_URL } from './Header';
export { Logo } from './Logo';
export { MAIN_CONTENT_ID, PageShell, type PageShellProps } from './PageShell';
export { Price, type PriceProps } from './Price';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery';
export { DEFAULT_EAGER_COUNT, ProductGrid, type ProductGridProps } from './ProductGrid';
export { ProductTile, type ProductTileProps } from './ProductTile';
export { RichText, type RichTextProps } from './RichText';
