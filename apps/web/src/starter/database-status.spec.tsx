import { PlatformProvider } from '@platform/react';
import { createMemoryRtdb } from '@platform/rtdb/memory';
import { act, render, screen } from '@testing-library/react';
import { DatabaseStatus } from './database-status';

describe('DatabaseStatus', () => {
  it('follows the live connection state', async () => {
    const rtdb = createMemoryRtdb();
    render(
      <PlatformProvider services={{ rtdb }}>
        <DatabaseStatus />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('database-status').textContent).toBe('Realtime Database: connected');

    act(() => rtdb.control.simulateDisconnect());
    expect(screen.getByTestId('database-status').textContent).toBe('Realtime Database: offline · reconnecting…');
    act(() => rtdb.control.reconnect());
    expect(screen.getByTestId('database-status').textContent).toBe('Realtime Database: connected');
  });
});
