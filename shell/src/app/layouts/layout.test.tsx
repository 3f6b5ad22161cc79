import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGOUT_REDIRECT_MS, apiClient, useAuthStore, useCategoryStore } from '@sitefleet/shared';
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server';
import { adminToken, userToken } from '@sitefleet/shared/src/testing/tokens';
import { renderApp, resetStores } from '../../testing/render-app';

jest.mock('../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../testing/remote-page-stub').RemotePageStub,
}));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    'POST /auth/dating-access': ({ body }) =>
      (body as { password: string }).password === 'open-sesame'
        ? { body: { success: true } }
        : { status: 403, body: { success: false, message: 'Incorrect password.' } },
  });
});
beforeEach(() => {
  apiClient.defaults.baseURL = server.url;
  server.requests.length = 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  resetStores();
});
afterAll(() => server.close());

const loginAs = (token: string, name: string | null) => act(() => useAuthStore.getState().login(token, name ?? ''));
const links = () =>
  within(screen.getByRole('navigation', { name: 'Sidebar' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('header', () => {
  it('greets the saved name, falling back to User', () => {
    loginAs(userToken(), 'Uma User');
    const first = renderApp('/products/natural');
    expect(screen.getByRole('banner')).toHaveTextContent('Welcome, Uma User');
    first.unmount();

    loginAs(userToken({ name: '' }), null);
    renderApp('/products/natural');
    expect(screen.getByText('Welcome, User')).toBeInTheDocument();
  });

  it('selects the category named by the last path segment, else shows "Category"', () => {
    loginAs(userToken(), 'Uma');
    const casino = renderApp('/domain-errors/casino');
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveValue('casino');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Category', 'Supplement', 'Casino', 'Dating']);
    expect((within(select).getByRole('option', { name: 'Casino' }) as HTMLOptionElement).selected).toBe(true);
    casino.unmount();

    renderApp('/hosting-form');
    const placeholder = screen.getByRole('combobox', { name: 'Category' });
    expect(placeholder).toHaveValue('');
    expect((within(placeholder).getByRole('option', { name: 'Category' }) as HTMLOptionElement).selected).toBe(true);
  });

  it('menu button toggles the sidebar', async () => {
    loginAs(userToken(), 'Uma');
    renderApp('/hosting-data');
    const menu = screen.getByRole('button', { name: 'Toggle menu' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('app-sidebar--closed');
    await userEvent.click(menu);
    expect(nav).not.toHaveClass('app-sidebar--closed');
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('remote-page'));
  });
});

describe('sidebar', () => {
  it('user sidebar follows spec §2 for the remembered category', () => {
    act(() => useCategoryStore.getState().setCategory('casino'));
    loginAs(userToken(), 'Uma');
    renderApp('/hosting-form');
    expect(links()).toEqual([
      '/products/casino', '/urlscan/casino', '/domains/', '/domain-errors/casino', '/affiliate-errors/casino',
      '/domain-expire/casino', '/not-index/casino', '/hosting-form', '/hosting-data', '/hosting-expire/casino',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Sidebar' })).getAllByRole('listitem').at(-1)).toHaveTextContent('Logout');
  });

  it('admin sidebar follows spec §2', () => {
    loginAs(adminToken(), 'Ada');
    renderApp('/admin/hosting-form');
    expect(links()).toEqual([
      '/admin/products/natural', '/admin/domains/natural', '/admin/signup', '/admin/affiliate-errors/natural',
      '/admin/domain-errors/natural', '/admin/domain-expire/natural', '/admin/not-index/natural',
      '/admin/hosting-form', '/admin/hosting-data', '/admin/hosting-expire/natural',
    ]);
  });

  it('links navigate', async () => {
    loginAs(userToken(), 'Uma');
    const { location } = renderApp('/hosting-form');
    await userEvent.click(screen.getByRole('link', { name: 'Domain Errors' }));
    expect(location().pathname).toBe('/domain-errors/natural');
    expect(screen.getByTestId('remote-page')).toHaveTextContent('./DomainErrorsPage');
  });

  it('Logout clears token and name, toasts "User Logged Out" and goes to /login after 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    loginAs(userToken(), 'Uma');
    const { location } = renderApp('/hosting-data');
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(screen.getByText('User Logged Out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loggedInUser')).toBeNull();
    act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_MS - 1));
    expect(location().pathname).toBe('/hosting-data');
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(location().pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(LOGOUT_REDIRECT_MS).toBe(1500);
  });
});

describe('category switch', () => {
  it('stores the category and opens its dashboard (admin: no prompt)', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    loginAs(adminToken(), 'Ada');
    const { location } = renderApp('/admin/domain-errors/natural');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating');
    expect(location().pathname).toBe('/admin/products/dating');
    expect(localStorage.getItem('superCategory')).toBe('dating');
    expect(useCategoryStore.getState().scope).toBe('dating/scraper');
    expect(prompt).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('dating');
  });

  it('user layout: casino needs no password', async () => {
    const prompt = jest.spyOn(window, 'prompt');
    loginAs(userToken(), 'Uma');
    const { location } = renderApp('/products/natural');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'casino');
    expect(location().pathname).toBe('/products/casino');
    expect(localStorage.getItem('superCategory')).toBe('casino');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('user layout: dating with the right password switches', async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('open-sesame');
    const token = userToken();
    loginAs(token, 'Uma');
    const { location } = renderApp('/products/natural');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating');
    await waitFor(() => expect(location().pathname).toBe('/products/dating'));
    expect(localStorage.getItem('superCategory')).toBe('dating');
    expect(server.requests[0]).toMatchObject({ path: '/auth/dating-access', body: { password: 'open-sesame' } });
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${token}`);
  });

  it('user layout: a wrong dating password shows "Incorrect password." and changes nothing', async () => {
    jest.spyOn(window, 'prompt').mockReturnValue('guess');
    loginAs(userToken(), 'Uma');
    const { location } = renderApp('/products/casino');
    act(() => useCategoryStore.getState().setCategory('casino'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating');
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(location().pathname).toBe('/products/casino');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('casino');
    expect(localStorage.getItem('superCategory')).toBe('casino');
    expect(useAuthStore.getState().token).not.toBeNull();
  });

  it('user layout: a cancelled prompt changes nothing and calls nobody', async () => {
    const prompt = jest.spyOn(window, 'prompt').mockReturnValue(null);
    loginAs(userToken(), 'Uma');
    const { location } = renderApp('/products/natural');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'dating');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(location().pathname).toBe('/products/natural');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('natural');
    expect(localStorage.getItem('superCategory')).toBe('natural');
    expect(server.requests).toHaveLength(0);
  });
});
