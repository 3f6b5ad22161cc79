import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { Toaster, layoutForPath, useAuthStore, useToastStore, type LayoutKind } from '@sitefleet/shared';
import { adminToken, userToken } from '@sitefleet/shared/src/testing/tokens';
import { pages } from '../page-registry';

function LocationProbe({ onChange }: { onChange(location: Location): void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders one of this remote's pages on its registry routes at `path` (layout from the path, as
 * the shell does), with the toaster; `location()` tells where the page navigated.
 */
export function renderPage(page: keyof typeof pages, path: string, layout: LayoutKind = layoutForPath(path)) {
  const { component: Page, paths } = pages[page];
  let current: Location | undefined;
  // StrictMode as in the shell and mount(): effects run twice, so aborted requests must stay harmless.
  const utils = render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {paths.map((p) => (
            <Route key={p} path={p} element={<Page layout={layout} />} />
          ))}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe onChange={(l) => (current = l)} />
      </MemoryRouter>
      <Toaster />
    </StrictMode>,
  );
  return { ...utils, location: () => current! };
}

/** Logs in as an ordinary user or an admin (the client sends the bearer of this token). */
export function loginAs(role: 'user' | 'admin') {
  useAuthStore.getState().login(role === 'admin' ? adminToken() : userToken(), role === 'admin' ? 'Ada Admin' : 'Uma User');
}

/** Fresh stores between tests: logged out, no toasts. */
export function resetStores() {
  useAuthStore.getState().logout();
  useToastStore.setState({ toasts: [] });
}
