// auth: signing in (password, then a mailed code), signup by an admin, password reset, the
// dating-category gate, and the first admin of an empty installation. Who a caller is on every
// request (tokens, sessions, guards) is platform/auth.
export { default as authRoutes } from './routes'
export { default as firstAdminPlugin } from './first-admin-plugin'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { AuthDatabase } from './tables'
