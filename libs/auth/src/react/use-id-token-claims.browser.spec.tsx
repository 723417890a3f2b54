// @vitest-environment jsdom
import { createFirebaseApp } from '@platform/core/firebase';
import { PlatformProvider } from '@platform/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFirebaseAuth } from '../firebase/index.js';
import { emulatorFirebaseConfig, injectAuthEmulator } from '../testing/auth-emulator.js';
import { useIdTokenClaims } from './use-id-token-claims.js';

const emulator = injectAuthEmulator();

describe('useIdTokenClaims on the Auth emulator', () => {
  it('shows custom claims set on the server once the token is refreshed', async () => {
    await emulator.reset();
    const app = createFirebaseApp(emulatorFirebaseConfig(emulator.projectId), { name: 'id-token-claims-hook' });
    const auth = createFirebaseAuth({ app, emulator: { url: emulator.url }, persistence: 'memory' });
    const { user } = await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ auth }}>{children}</PlatformProvider>
    );
    const { result, unmount } = renderHook(() => useIdTokenClaims(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { sub: user.uid } }));

    await emulator.setCustomClaims(user.uid, { role: 'admin' });
    await act(() => auth.getIdToken({ forceRefresh: true }));

    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { role: 'admin' } }));
    unmount();
    await app.delete();
  });
});
