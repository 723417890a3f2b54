import { createMemoryAuth } from '@platform/auth/memory';
import { createManualClock } from '@platform/core';
import { createMemoryFirestore } from '@platform/firestore/memory';
import { PlatformProvider } from '@platform/react';
import { createMemoryStorage } from '@platform/storage/memory';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from './account-menu';
import { AVATAR_MAX_BYTES } from './avatar-rules';

async function signedIn() {
  const clock = createManualClock();
  const storage = createMemoryStorage({ clock, chunkBytes: 64 * 1024, chunkMs: 100 });
  const auth = createMemoryAuth();
  render(
    <PlatformProvider services={{ auth, storage, firestore: createMemoryFirestore() }}>
      <AccountMenu />
    </PlatformProvider>,
  );
  const { user: account } = await act(() => auth.signInAnonymously());
  const user = userEvent.setup({ applyAccept: false });
  await screen.findByTestId('account-user');
  return { clock, storage, account, user, input: screen.getByTestId('avatar-input') as HTMLInputElement };
}

const png = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('the avatar upload', () => {
  it('shows a progress bar while the avatar uploads, then the avatar itself', async () => {
    const { clock, storage, account, user, input } = await signedIn();
    await user.upload(input, png(200 * 1024));

    const progress = (await screen.findByTestId('avatar-progress')) as HTMLProgressElement;
    await act(() => clock.advanceAsync(100));
    expect(progress.value).toBe(64 * 1024);
    expect(progress.max).toBe(200 * 1024);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await act(() => clock.advanceAsync(1_000));
    expect(progress.value).toBe(64 * 1024);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await act(() => clock.advanceAsync(300));

    const image = (await screen.findByTestId('account-avatar-image')) as HTMLImageElement;
    expect(image.src).toMatch(/^blob:/u);
    expect(screen.queryByTestId('avatar-progress')).toBeNull();
    await expect(storage.getMetadata(`users/${account.uid}/avatar`)).resolves.toMatchObject({
      contentType: 'image/png',
      size: 200 * 1024,
    });
  });

  it('cancels an upload and keeps the initial', async () => {
    const { clock, storage, account, user, input } = await signedIn();
    await user.upload(input, png(200 * 1024));
    await screen.findByTestId('avatar-progress');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => clock.advanceAsync(1_000));
    expect(screen.queryByTestId('avatar-progress')).toBeNull();
    expect(screen.queryByTestId('account-avatar-image')).toBeNull();
    await expect(storage.getMetadata(`users/${account.uid}/avatar`)).resolves.toBeNull();
  });

  it('refuses files the storage rules would refuse, before uploading', async () => {
    const { storage, account, user, input } = await signedIn();
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    await user.upload(input, png(AVATAR_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('Choose an image of 1 MB or less.');
    await expect(storage.listAll(`users/${account.uid}`)).resolves.toEqual({ prefixes: [], items: [] });
  });

  it('shows a failed upload in words for the person using the app', async () => {
    const { clock, storage, user, input } = await signedIn();
    storage.control.failNext('storage/unauthorized');
    await user.upload(input, png(10));
    await act(() => clock.advanceAsync(100));
    expect((await screen.findByRole('alert')).textContent).toBe("You don't have permission to do that with this file.");
  });
});
