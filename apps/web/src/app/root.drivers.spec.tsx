import { parsePlatformSettings } from '@platform/core';
import { SAMPLE_FIREBASE_ENV } from '@platform/core/testing';
import { render } from '@testing-library/react';
import { composeApp } from './root';

const loads = vi.hoisted(() => ({ devAnalytics: 0, memoryServices: 0 }));

vi.mock('./dev-analytics', async (importOriginal) => {
  loads.devAnalytics += 1;
  return importOriginal();
});
vi.mock('./memory-services', async (importOriginal) => {
  loads.memoryServices += 1;
  return importOriginal();
});

describe('composeApp, per driver', () => {
  it('loads nothing made for development under the firebase driver', async () => {
    const app = composeApp(
      parsePlatformSettings({ PROD: true, VITE_PLATFORM_DRIVER: 'firebase', ...SAMPLE_FIREBASE_ENV }),
    );
    render(app.element);
    const platform = await app.platform;
    expect(loads).toEqual({ devAnalytics: 0, memoryServices: 0 });
    await platform?.dispose();
  });

  it('uses the memory analytics under the emulator driver, as Analytics has no emulator', async () => {
    const app = composeApp(parsePlatformSettings({ VITE_PLATFORM_DRIVER: 'emulator' }));
    render(app.element);
    const platform = await app.platform;
    expect(loads).toEqual({ devAnalytics: 1, memoryServices: 0 });
    await platform?.dispose();
  });
});
