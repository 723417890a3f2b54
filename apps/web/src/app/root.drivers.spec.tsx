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

const FIREBASE = {
  VITE_FIREBASE_API_KEY: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz01234',
  VITE_FIREBASE_AUTH_DOMAIN: 'kindling-app.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'kindling-app',
  VITE_FIREBASE_STORAGE_BUCKET: 'kindling-app.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc123def456',
};

describe('composeApp, per driver', () => {
  it('loads nothing made for development under the firebase driver', async () => {
    const app = composeApp({ PROD: true, VITE_PLATFORM_DRIVER: 'firebase', ...FIREBASE });
    render(app.element);
    const platform = await app.platform;
    expect(loads).toEqual({ devAnalytics: 0, memoryServices: 0 });
    await platform?.dispose();
  });

  it('uses the memory analytics under the emulator driver, as Analytics has no emulator', async () => {
    const app = composeApp({ VITE_PLATFORM_DRIVER: 'emulator' });
    render(app.element);
    const platform = await app.platform;
    expect(loads).toEqual({ devAnalytics: 1, memoryServices: 0 });
    await platform?.dispose();
  });
});
