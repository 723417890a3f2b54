import { useUpload } from '@platform/storage/react';
import { useId, useState, type ChangeEvent } from 'react';
import styles from './account.module.css';
import { AVATAR_TYPES, avatarPath, avatarProblem } from './avatar-rules';
import { errorMessage } from './error-message';

/** Lets the signed-in user upload an avatar, with a progress bar, pause, resume and cancel. */
export function AvatarUpload({ uid }: { readonly uid: string }) {
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const state = upload.progress?.state;
  const active = state === 'running' || state === 'paused';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = avatarProblem(file);
    setProblem(refused);
    if (!refused) upload.start(avatarPath(uid), file, { contentType: file.type });
  };

  const error = problem ?? (upload.error === undefined ? null : errorMessage(upload.error));
  return (
    <div className={styles.avatarUpload}>
      <label className={styles.signOut} htmlFor={inputId}>
        Change photo
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        disabled={active}
        data-testid="avatar-input"
        onChange={choose}
      />
      {active && upload.progress && (
        <>
          <progress
            className={styles.progress}
            max={upload.progress.totalBytes || 1}
            value={upload.progress.bytesTransferred}
            aria-label="Avatar upload"
            data-testid="avatar-progress"
          />
          {state === 'running' ? (
            <button type="button" className={styles.signOut} onClick={() => upload.pause()}>
              Pause
            </button>
          ) : (
            <button type="button" className={styles.signOut} onClick={() => upload.resume()}>
              Resume
            </button>
          )}
          <button type="button" className={styles.signOut} onClick={() => upload.cancel()}>
            Cancel
          </button>
        </>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
