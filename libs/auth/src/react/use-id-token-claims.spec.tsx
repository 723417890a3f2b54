// @vitest-environment jsdom
import { PlatformProvider } from '@platform/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryAuth } from '../memory/memory-auth.js';
import { useIdTokenClaims } from './use-id-token-claims.js';

describe('useIdTokenClaims on the memory adapter', () => {
  it('shows new custom claims after a forced refresh, though the user did not change', async () => {
    const auth = createMemoryAuth();
    const { user } = await auth.signUpWithEmail('ada@example.com', 'correct-horse-1');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider services={{ auth }}>{children}</PlatformProvider>
    );
    const { result } = renderHook(() => useIdTokenClaims(), { wrapper });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { sub: user.uid } }));

    auth.control.setCustomClaims(user.uid, { role: 'admin' });
    await act(() => auth.getIdToken({ forceRefresh: true }));

    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { role: 'admin' } }));
    expect(auth.currentUser()).toEqual(user);
  });
});
