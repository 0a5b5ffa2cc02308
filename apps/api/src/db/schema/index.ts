// The one Drizzle schema for PGlite and PostgreSQL (DESIGN §3 "Database"), one file per domain. Shapes
// follow the spec's entities: storefront §3.3-§3.14 (catalogue, CMS, parameters) and shopping §3 (users,
// carts). Money is always integer cents; formatting happens per store at the API edge. drizzle-kit reads
// this index (drizzle.config.ts), so a new table file must be exported here to get a migration.
export * from './addresses';
export * from './amazonPay';
export * from './b2bCertificates';
export * from './cart';
export * from './catalog';
export * from './catalogueState';
export * from './cms';
export * from './competitions';
export * from './customer';
export * from './descriptionReviews';
export * from './idempotency';
export * from './lightning';
export * from './listing';
export * from './mail';
export * from './newsletter';
export * from './orders';
export * from './parameters';
export * from './payments';
export * from './prime';
export * from './returns';
export * from './reviews';
export * from './search';
export * from './seed';
export * from './shipments';
export * from './tracking';
export * from './uploads';
export * from './wishlist';
