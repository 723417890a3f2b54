/** A resource opened on first use and shared, such as an SDK service instance: see {@link openOnce}. */
export interface OpenOnce<T> {
  /**
   * The resource: opened by the first call, and shared with every call while it opens and once it is open. A failed
   * open is forgotten, so the next call opens again; a success is kept until {@link OpenOnce.forget}.
   */
  open(): Promise<T>;
  /** The open in flight or done, if any; a failed one is already forgotten. */
  current(): Promise<T> | undefined;
  /** Forgets the open resource (or the open in flight), so that the next call opens a new one; returns it. */
  forget(): Promise<T> | undefined;
}

/**
 * Opens a resource with `open` on first use and shares it, e.g. the SDK instance a Firebase adapter initializes.
 * A failure, thrown or rejected, reaches the calls that shared that open and is then forgotten: the next call runs
 * `open` again. A success is kept.
 */
export function openOnce<T>(open: () => T | Promise<T>): OpenOnce<T> {
  let opened: Promise<T> | undefined;
  return {
    open() {
      if (opened) return opened;
      const opening = (async () => open())();
      opened = opening;
      opening.catch(() => {
        // Unless it was forgotten and opened again meanwhile.
        if (opened === opening) opened = undefined;
      });
      return opening;
    },
    current: () => opened,
    forget() {
      const forgotten = opened;
      opened = undefined;
      return forgotten;
    },
  };
}
