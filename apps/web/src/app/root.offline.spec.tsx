import { parsePlatformSettings } from '@platform/core';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The app composed afresh, with `chunk` failing as a browser that lost its connection fetches it. */
async function composeWithout(chunk: './platform-areas' | './platform-slots') {
  vi.resetModules();
  vi.doMock(chunk, () => {
    throw new TypeError(`Failed to fetch dynamically imported module: ${chunk.slice(2)}.js`);
  });
  const { composeApp } = await import('./root');
  return composeApp(parsePlatformSettings({}));
}

/** Renders `element` and checks that the starter view stays and that each service area says it could not load. */
async function expectTheViewWithoutServices(element: ReactElement) {
  render(element);
  expect(await screen.findByText(/^Sign-in unavailable: the app could not load it/)).toBeTruthy();
  expect(await screen.findByText(/^App Check unavailable: the app could not load it/)).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
}

describe('Root, when the platform cannot be loaded', () => {
  afterEach(() => {
    vi.doUnmock('./platform-areas');
    vi.doUnmock('./platform-slots');
  });

  it('keeps the starter view and says in each service area that it could not load', async () => {
    const app = await composeWithout('./platform-areas');
    await expectTheViewWithoutServices(app.element);
    await expect(app.platform).rejects.toThrow();
  });

  it('says so too when the areas of the view cannot be loaded, though the services were', async () => {
    const app = await composeWithout('./platform-slots');
    await expectTheViewWithoutServices(app.element);
    expect(screen.queryByTestId('account-checking')).toBeNull();
    await (await app.platform)?.dispose();
  });
});
