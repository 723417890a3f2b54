import { createMemoryAuth } from '@platform/auth/memory';
import { PlatformProvider } from '@platform/react';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusPath, UserStatus } from './user-status';

describe('UserStatus', () => {
  it("shows nothing to a visitor, then the signed-in user's status line, set here and live from elsewhere", async () => {
    const auth = createMemoryAuth();
    const rtdb = createMemoryRtdb();
    render(
      <PlatformProvider services={{ auth, rtdb }}>
        <UserStatus />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(screen.queryByRole('form', { name: 'Your status' })).toBeNull();

    const { user } = await act(() => auth.signInAnonymously());
    expect((await screen.findByTestId('user-status')).textContent).toBe('Your status: none yet');

    await userEvent.type(screen.getByLabelText('New status'), '  Out for lunch ');
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    expect(await screen.findByText('Your status: Out for lunch')).toBeTruthy();
    expect(await rtdb.read(statusPath(user.uid))).toMatchObject({ value: 'Out for lunch' });

    await act(() => rtdb.set(statusPath(user.uid), 'Back at my desk'));
    expect(await screen.findByText('Your status: Back at my desk')).toBeTruthy();
    expect(screen.queryByTestId('user-status-waiting')).toBeNull();
  });
});
