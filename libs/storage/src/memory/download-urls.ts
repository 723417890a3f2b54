import { bytesToBase64 } from '@platform/core';

/** Download URLs the app can display: object URLs where the platform has them (browsers, Node), data URLs elsewhere. */
export interface DownloadUrls {
  /** The URL of this version of an object; the same URL until the object changes. */
  urlFor(key: string, version: string, bytes: Uint8Array, contentType: string | undefined): string;
  /** Releases the URL of an object that changed or was deleted. */
  forget(key: string): void;
  /** Releases every URL. */
  clear(): void;
}

const dataUrl = (bytes: Uint8Array, contentType = 'application/octet-stream'): string =>
  `data:${contentType};base64,${bytesToBase64(bytes)}`;

/** Creates the memory adapter's download URLs; object URLs are revoked when their object changes. */
export function createDownloadUrls(): DownloadUrls {
  const urls = new Map<string, { version: string; url: string }>();
  const canCreateObjectUrls = typeof URL.createObjectURL === 'function';
  const release = (url: string) => canCreateObjectUrls && URL.revokeObjectURL(url);
  return {
    urlFor(key, version, bytes, contentType) {
      const known = urls.get(key);
      if (known?.version === version) return known.url;
      if (known) release(known.url);
      const url = canCreateObjectUrls
        ? URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], contentType ? { type: contentType } : {}))
        : dataUrl(bytes, contentType);
      urls.set(key, { version, url });
      return url;
    },
    forget(key) {
      const known = urls.get(key);
      if (known) release(known.url);
      urls.delete(key);
    },
    clear() {
      for (const { url } of urls.values()) release(url);
      urls.clear();
    },
  };
}
