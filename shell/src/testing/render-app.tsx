import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { Toaster, useAuthStore, useCategoryStore, useToastStore } from '@sitefleet/shared';
import { AppRoutes } from '../app/router';

function LocationProbe({ onChange }: { onChange(location: Location): void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders the real route table at `path` in a memory router (plus the toaster); `location()`
 * tells where the app navigated.
 */
export function renderApp(path: string) {
  let current: Location | undefined;
  const utils = render(
    <>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe onChange={(l) => (current = l)} />
      </MemoryRouter>
      <Toaster />
    </>,
  );
  return { ...utils, location: () => current! };
}

/** Fresh stores between tests: logged out, natural category, no toasts. */
export function resetStores() {
  useAuthStore.getState().logout();
  useCategoryStore.getState().setCategory('natural');
  useToastStore.setState({ toasts: [] });
}
