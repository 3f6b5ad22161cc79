// admin: the admin calls: the non-admin users, domain counts per scope, one user's domains.
export { default as adminRoutes } from './routes'
