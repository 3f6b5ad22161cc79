// overview: the portfolio overview of a scope, every card in one call.
export { default as overviewRoutes } from './routes'
