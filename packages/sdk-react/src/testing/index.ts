// `@ranzen/sdk-react/testing`: the provider tree with a mocked shop API and typed example data with
// `__typename`, shaped like the API's answers (decision 0016), for tests and stories of hosts and of
// this workspace.
export * from './cartFixtures';
export * from './catalogueFixtures';
export * from './checkoutFixtures';
export * from './cmsFixtures';
export * from './listingFixtures';
export * from './orderHistoryFixtures';
export * from './paymentFixtures';
export * from './returnFixtures';
export * from './reviewFixtures';
export * from './ShopTestProvider';
export * from './testClient';
export * from './wishlistFixtures';
