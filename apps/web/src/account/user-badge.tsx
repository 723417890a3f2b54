import type { AuthUser } from '@platform/auth';
import { useDownloadURL, useList } from '@platform/storage/react';
import styles from './account.module.css';
import { avatarFolder, avatarPath } from './avatar-rules';
import { AvatarUpload } from './avatar-upload';
import { usePendingAction } from './use-pending-action';
import type { useSignOut } from './use-sign-out';

/** The initial that stands for a user without a photo, or while it loads. */
function Initial({ name }: { readonly name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The avatar image, once its download URL is in. */
function AvatarImage({ uid, name }: { readonly uid: string; readonly name: string }) {
  const url = useDownloadURL(avatarPath(uid));
  return url.status === 'success' && url.data ? (
    <img className={styles.avatar} src={url.data} alt="" data-testid="account-avatar-image" />
  ) : (
    <Initial name={name} />
  );
}

/**
 * The user's avatar image once they have uploaded one, their initial otherwise (and while it loads). The user's folder
 * is listed first: asking for an avatar that is not there would cost a request the browser reports as a 404.
 */
function Avatar({ uid, name }: { readonly uid: string; readonly name: string }) {
  const listing = useList(avatarFolder(uid));
  const path = avatarPath(uid);
  const uploaded = listing.status === 'success' && listing.data.items.some((item) => item.path === path);
  return uploaded ? <AvatarImage uid={uid} name={name} /> : <Initial name={name} />;
}

/** The name to show for a user. */
function displayNameOf(user: AuthUser): string {
  return user.displayName ?? user.email ?? user.phoneNumber ?? (user.isAnonymous ? 'Guest' : 'Signed in');
}

/**
 * The signed-in user and the sign-out button; while sign-out waits for the user's writes to reach the server, it
 * says so and offers to stay signed in.
 */
export function UserBadge({
  user,
  signOut,
}: {
  readonly user: AuthUser;
  readonly signOut: ReturnType<typeof useSignOut>;
}) {
  const { pending, error, run } = usePendingAction();
  const name = displayNameOf(user);

  return (
    <div className={styles.user}>
      <Avatar uid={user.uid} name={name} />
      <span className={styles.userText} data-testid="account-user">
        <span className={styles.userName}>{name}</span>
        {user.email && user.email !== name && <span className={styles.userDetail}>{user.email}</span>}
      </span>
      <AvatarUpload uid={user.uid} />
      <button
        type="button"
        className={styles.signOut}
        disabled={pending !== null}
        onClick={() => void run('sign-out', signOut.signOut)}
      >
        Sign out
      </button>
      {signOut.waiting && (
        <p className={styles.userDetail} role="status" data-testid="account-sign-out-waiting">
          Saving your changes to the server before signing out…{' '}
          <button type="button" className={styles.signOut} onClick={signOut.cancel}>
            Stay signed in
          </button>
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
