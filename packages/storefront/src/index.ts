export {
  gone,
  isRouteAnswer,
  notFound,
  redirectTo,
  RouteAnswer,
  type RouteAnswerOutcome,
} from './data/loaderErrors';
export { useAppPageData } from './data/pageData';
export { type PageMeta, type WithMeta } from './data/pageMeta';

export {
  type AppLoadedPage,
  type BasketLoaderData,
  type CataloguePageData,
  type CatchAllLoaderData,
  type CategoryLoaderData,
  type CertificateLoaderData,
  type CheckoutConfirmationData,
  type CheckoutStepData,
  type CheckoutSummaryData,
  type CmsContentData,
  type ContactDetailsLoaderData,
  type CustomerNumberLoaderData,
  type HomeLoaderData,
  type LoadedPage,
  type NewPasswordLoaderData,
  type OrderDetailLoaderData,
  type OrdersLoaderData,
  type PageDetails,
  type PageRoute,
  type PrimeCheckoutData,
  type PrimeConfirmationData,
  type PrimePageData,
  type ProductLoaderData,
  type RegisterLoaderData,
  type RenderedOutcome,
  type ReturnsStepData,
  type RouteData,
  type RouteDeps,
  type RouteOutcome,
  type SearchLoaderData,
  type ServiceForm,
  type ServicePageData,
} from './data/routeLoaders';
export { type RouterState } from './data/routerState';
export { BasketPage } from './pages/BasketPage';
export { CategoryPage } from './pages/CategoryPage';
export { ContentPage } from './pages/ContentPage';
export { HomePage } from './pages/HomePage';
export { ProductPage } from './pages/ProductPage';
export { RootLayout, type RootLayoutProps } from './pages/RootLayout';
export { RouteErrorPage, type RouteErrorPageProps } from './pages/RouteErrorPage';
export { StorefrontProviders, type StorefrontProvidersProps } from './pages/StorefrontProviders';

export {
  type PageComponent,
  type PageModule,
  type RouteBehaviour,
  type RouteHead,
  type RouteHeadInput,
} from './router/RouteBehaviour';

export {
  type AppRoute,
  type AppRouteBehaviour,
  createStorefrontRouter,
  defineAppRoute,
  type StorefrontRouter,
} from './router/StorefrontRouter';
