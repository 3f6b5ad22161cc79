// overview: the portfolio overview of a scope (issue 16), every card in one call.
export { default as overviewRoutes } from './routes'
