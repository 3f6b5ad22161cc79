/**
 * @sitefleet/shared: the one copy (Module Federation singleton) of the API client, stores,
 * route paths, domain rules and UI kit that the shell and every remote use.
 */
export * from './config/categories';
export * from './config/constants';
export * from './types/remote';
export * from './types/auth';
export * from './types/api';
export * from './types/domain';
export * from './types/indexing';
export * from './types/hosting';
export * from './stores/auth-store';
export * from './stores/category-store';
export * from './api/client';
export * from './api/errors';
export * from './api/auth';
export * from './routes/paths';
export * from './lib/status-meanings';
export * from './lib/tld';
export * from './lib/dates';
export * from './lib/safe-href';
export * from './ui';
export * from './remote-kit';
