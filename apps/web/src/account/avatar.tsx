import { useDownloadURL } from '@platform/storage/react';
import styles from './account.module.css';
import { avatarPath } from './avatar-rules';

/** The user's avatar image once they have uploaded one, their initial otherwise (and while it loads). */
export function Avatar({ uid, name }: { readonly uid: string; readonly name: string }) {
  const url = useDownloadURL(avatarPath(uid));
  return url.status === 'success' && url.data ? (
    <img className={styles.avatar} src={url.data} alt="" data-testid="account-avatar-image" />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
