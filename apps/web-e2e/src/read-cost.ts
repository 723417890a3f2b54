import { expect, type Page } from '@playwright/test';

/** What a metered service was charged (see `window.__platformCost` in apps/web's cost-global.ts). */
export interface PageCost {
  readonly reads: number;
  readonly bytes: number;
  readonly operations: number;
  readonly estimated: boolean;
}

type Service = 'firestore' | 'rtdb' | 'storage';

interface CostGlobal {
  total(service: Service): PageCost;
  byKey(service: Service): Record<string, PageCost>;
  listeners(service: Service): readonly { readonly key: string }[];
  reset(): void;
}

/** The page's window, as the meters' global types it; functions given to `page.evaluate` run in the page, so each names it. */
type CostWindow = Window & { readonly __platformCost?: CostGlobal };

/**
 * The meters of the app in `page`, read through the `window.__platformCost` its memory and emulator builds expose
 * (production builds for the `firebase` driver have none). Every figure waits for the page's platform to load.
 */
export function readCost(page: Page) {
  const ready = () =>
    expect.poll(() => page.evaluate(() => (window as CostWindow).__platformCost !== undefined)).toBe(true);
  return {
    /** What `service` was charged since the page loaded or the last reset. */
    async total(service: Service = 'firestore'): Promise<PageCost> {
      await ready();
      return page.evaluate((name) => (window as CostWindow).__platformCost?.total(name) as PageCost, service);
    },
    /** What `service` charged each store key. */
    async byKey(service: Service = 'firestore'): Promise<Record<string, PageCost>> {
      await ready();
      return page.evaluate((name) => (window as CostWindow).__platformCost?.byKey(name) ?? {}, service);
    },
    /** How many listeners of `service` are open now. */
    async openListeners(service: Service = 'firestore'): Promise<number> {
      await ready();
      return page.evaluate((name) => (window as CostWindow).__platformCost?.listeners(name).length ?? 0, service);
    },
    /** Sets every count of the page back to 0. */
    async reset(): Promise<void> {
      await ready();
      await page.evaluate(() => (window as CostWindow).__platformCost?.reset());
    },
    /**
     * Runs `work` (which acts and waits for what the page must show) and resolves what `service` was charged meanwhile.
     */
    async of(work: () => Promise<unknown>, service: Service = 'firestore'): Promise<PageCost> {
      const before = await this.total(service);
      await work();
      const after = await this.total(service);
      return {
        reads: after.reads - before.reads,
        bytes: after.bytes - before.bytes,
        operations: after.operations - before.operations,
        estimated: after.estimated,
      };
    },
  };
}
