/** The folder of a user's files; `storage.rules` lets only that user read (and list) and write it. */
export const avatarFolder = (uid: string): string => `users/${uid}`;

/** Where a user's avatar lives, in their folder. */
export const avatarPath = (uid: string): string => `${avatarFolder(uid)}/avatar`;

/** The image types `storage.rules` accepts for an avatar. */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The largest avatar `storage.rules` accepts: 1 MiB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

/** Why a file cannot be an avatar, in words for the person choosing it; `null` when it can. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return 'Choose an image of 1 MB or less.';
  return null;
}
