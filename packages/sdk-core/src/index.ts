export * from './graphql/generated';
export * from './i18n/messages';
export * from './rules/imageFormats';
export * from './rules/price';
export * from './store';
