// @ranzen/storefront: the pages, what an app's own route needs, and the loaders' answer types. The route
// loaders and the router's tables are internal (docs/decisions/0027).
export {
  gone,
  isRouteAnswer,
  notFound,
  RouteAnswer,
  type RouteAnswerOutcome,
  redirectTo,
} from './data/loaderErrors';
export { useAppPageData } from './data/pageData';
export type { PageMeta, WithMeta } from './data/pageMeta';

export type {
  AppLoadedPage,
  BasketLoaderData,
  CataloguePageData,
  CatchAllLoaderData,
  CategoryLoaderData,
  CertificateLoaderData,
  CheckoutConfirmationData,
  CheckoutStepData,
  CheckoutSummaryData,
  CmsContentData,
  ContactDetailsLoaderData,
  CustomerNumberLoaderData,
  HomeLoaderData,
  LoadedPage,
  NewPasswordLoaderData,
  OrderDetailLoaderData,
  OrdersLoaderData,
  PageDetails,
  PageRoute,
  PrimeCheckoutData,
  PrimeConfirmationData,
  PrimePageData,
  ProductLoaderData,
  RegisterLoaderData,
  RenderedOutcome,
  ReturnsStepData,
  RouteData,
  RouteDeps,
  RouteOutcome,
  SearchLoaderData,
  ServiceForm,
  ServicePageData,
} from './data/routeLoaders';
export type { RouterState } from './data/routerState';
export { BasketPage } from './pages/BasketPage';
export { CategoryPage } from './pages/CategoryPage';
export { ContentPage } from './pages/ContentPage';
export { HomePage } from './pages/HomePage';
export { ProductPage } from './pages/ProductPage';
export { RootLayout, type RootLayoutProps } from './pages/RootLayout';
export { RouteErrorPage, type RouteErrorPageProps } from './pages/RouteErrorPage';
export { StorefrontProviders, type StorefrontProvidersProps } from './pages/StorefrontProviders';

export type {
  PageComponent,
  PageModule,
  RouteBehaviour,
  RouteHead,
  RouteHeadInput,
} from './router/RouteBehaviour';

export {
  type AppRoute,
  type AppRouteBehaviour,
  createStorefrontRouter,
  defineAppRoute,
  type StorefrontRouter,
} from './router/StorefrontRouter';
