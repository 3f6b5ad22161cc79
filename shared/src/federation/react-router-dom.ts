// What the federation shares under the name `react-router-dom` (webpack/shared-singletons.ts): the router
// API the apps use, taken from react-router itself (react-router-dom only re-exports it). A
// shared module is provided whole, since a remote deployed later may import anything from it,
// so sharing the package entry shipped all of React Router (62 KB gzip) to every screen; this
// list keeps it to what the apps import. react-router-dom.test.ts fails when an app imports a
// name that is missing here.
export {
  BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes,
  useLocation, useNavigate, useParams, useRoutes, useSearchParams
} from 'react-router'
export type { Location, NavigateFunction, RouteObject } from 'react-router'
