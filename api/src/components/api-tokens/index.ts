// api-tokens: a user's personal API tokens, created, listed and revoked. A presented
// token is checked on every call by platform/auth (api-token-auth.ts).
export { default as apiTokenRoutes } from './routes'
