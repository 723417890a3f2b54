import { parsePlatformSettings } from '@platform/core';
import { render, screen } from '@testing-library/react';
import { composeApp } from './root';

// The platform's chunk, as a browser that lost its connection fetches it.
vi.mock('./platform-areas', () => {
  throw new TypeError('Failed to fetch dynamically imported module: platform-areas.js');
});

describe('Root, when the platform cannot be loaded', () => {
  it('keeps the starter view and says in each service area that it could not load', async () => {
    const app = composeApp(parsePlatformSettings({}));
    render(app.element);
    expect(await screen.findByText(/^Sign-in unavailable: the app could not load it/)).toBeTruthy();
    expect(await screen.findByText(/^App Check unavailable: the app could not load it/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    await expect(app.platform).rejects.toThrow();
  });
});
