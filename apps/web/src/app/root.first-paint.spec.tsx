import { parsePlatformSettings } from '@platform/core';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { composeApp } from './root';

const waitedForPaint = vi.fn();
vi.mock('./after-first-paint', () => ({
  afterFirstPaint: () => {
    waitedForPaint();
    return Promise.resolve();
  },
}));

describe('Root, before the starter view is on the page', () => {
  it('waits for a painted frame only once React has committed the starter view, and once', async () => {
    const app = composeApp(parsePlatformSettings({}));
    // Composing the app schedules nothing: React renders the view in a later task, and the wait starts after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(waitedForPaint).not.toHaveBeenCalled();

    render(<StrictMode>{app.element}</StrictMode>);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kindling' })).toBeTruthy();
    await vi.waitFor(() => expect(waitedForPaint).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(waitedForPaint).toHaveBeenCalledTimes(1);
    await (await app.platform)?.dispose();
  });
});
