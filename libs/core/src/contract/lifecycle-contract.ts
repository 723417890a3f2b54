import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChunkGate } from './chunk-gate.js';

/** A port with the lifecycle every adapter shares. */
export interface DisposablePort {
  /** Releases the port; later calls reject with `<service>/disposed`. */
  dispose(): Promise<void>;
}

/** How the lifecycle suite drives one adapter of a library. */
export interface LifecycleFixture<P extends DisposablePort> {
  /** The library's error namespace: `<service>/disposed`, `<service>/unavailable`. */
  readonly service: string;
  /** The gate a lazy port's implementation arrives through; absent for an adapter with no chunk (memory). */
  readonly gate?: ChunkGate;
  /** A fresh port, not yet used. */
  create(): P;
  /** A call that needs the implementation and settles without a backend (it may reject with a non-lifecycle error). */
  call(port: P): Promise<unknown>;
  /**
   * Adds a listener of the implementation, as a hook does; returns its removal. `onError` hears what the port
   * reports to it. Absent for a port whose listeners need no implementation.
   */
  listen?(port: P, onError: (error: unknown) => void): () => void;
  /** Releases what `create` made besides the port (its app), after each case. */
  cleanup?(): Promise<void>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type RejectionListener = (reason: unknown) => void;
/** Node's `process`, which tells of a rejection nothing handled; absent where the suite runs in a browser. */
const node = (
  globalThis as { process?: { on(e: string, l: RejectionListener): void; off(e: string, l: RejectionListener): void } }
).process;

/** Collects the rejections nothing handles while `run` runs (and the task after it). */
async function unhandledRejections(run: () => Promise<void>): Promise<unknown[]> {
  const reasons: unknown[] = [];
  const listener = (reason: unknown) => reasons.push(reason);
  node?.on('unhandledRejection', listener);
  try {
    await run();
    await settle();
  } finally {
    node?.off('unhandledRejection', listener);
  }
  return reasons;
}

/**
 * The lifecycle every port keeps, run by each adapter's own spec: dispose before use, during the chunk's load and
 * twice; calls after dispose; a release that is slow or fails; a chunk that fails once; an `attach` that throws; a
 * listener added once `dispose()` was called, or removed before the chunk arrives; and StrictMode's mount, unmount
 * and mount. The cases about the chunk run where the fixture has a gate.
 */
export function lifecycleContract<P extends DisposablePort>(name: string, fixture: LifecycleFixture<P>): void {
  const { service, gate } = fixture;
  const listen = fixture.listen ?? (() => () => undefined);
  const disposed = { code: `${service}/disposed` };
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => 'resolved',
      (error: unknown) => ((error as { code?: string }).code ?? 'rejected') as string,
    );
  const ports: P[] = [];
  const create = () => {
    const port = fixture.create();
    ports.push(port);
    return port;
  };

  describe(`${name}: lifecycle`, () => {
    afterEach(async () => {
      gate?.release();
      gate?.releaseDisposals();
      await Promise.all(ports.splice(0).map((port) => port.dispose().catch(() => undefined)));
      await fixture.cleanup?.();
    });

    it('refuses calls after a dispose before any use, without loading anything', async () => {
      const port = create();
      const loads = gate?.loads() ?? 0;
      await port.dispose();
      await expect(fixture.call(port)).rejects.toMatchObject(disposed);
      const errors: unknown[] = [];
      listen(port, (error) => errors.push(error))();
      await settle();
      expect(gate?.loads() ?? 0).toBe(loads);
      expect(errors).toEqual([]);
    });

    it('disposes once however often dispose() is called, and refuses calls and listeners afterwards', async () => {
      const port = create();
      await outcome(fixture.call(port));
      const disposals = gate?.disposals() ?? 0;
      await Promise.all([port.dispose(), port.dispose()]);
      await port.dispose();
      if (gate) expect(gate.disposals()).toBe(disposals + 1);
      await expect(fixture.call(port)).rejects.toMatchObject(disposed);
      listen(port, () => undefined);
      await settle();
      expect(gate?.openListeners() ?? 0).toBe(0);
    });

    if (!gate) return;
    // The listener cases are for a port whose listeners need the implementation.
    const listening = (title: string, run: () => Promise<void>) => fixture.listen && it(title, run);

    it('refuses a call in flight when dispose() comes during the load, and releases what arrives', async () => {
      const port = create();
      const disposals = gate.disposals();
      gate.hold();
      const pending = outcome(fixture.call(port));
      listen(port, () => undefined);
      const disposing = port.dispose();
      gate.release();
      expect(await pending).toBe(disposed.code);
      await disposing;
      expect(gate.disposals()).toBe(disposals + 1);
      expect(gate.openListeners()).toBe(0);
      await expect(fixture.call(port)).rejects.toMatchObject(disposed);
    });

    it('waits, when dispose() comes during the load, until what arrives is released', async () => {
      const port = create();
      const disposals = gate.disposals();
      gate.hold();
      const pending = outcome(fixture.call(port));
      gate.holdDisposals();
      let released = false;
      const disposing = port.dispose().then(() => {
        released = true;
      });
      gate.release();
      expect(await pending).toBe(disposed.code);
      await settle();
      expect(released).toBe(false);
      gate.releaseDisposals();
      await disposing;
      expect(gate.disposals()).toBe(disposals + 1);
    });

    it('rejects dispose() with a release that fails during the load, and leaves no rejection unhandled', async () => {
      const unhandled = await unhandledRejections(async () => {
        const port = create();
        const disposals = gate.disposals();
        gate.hold();
        const pending = outcome(fixture.call(port));
        gate.failNextDisposal();
        const disposing = outcome(port.dispose());
        gate.release();
        expect(await pending).toBe(disposed.code);
        expect(await disposing).toBe('rejected');
        expect(gate.disposals()).toBe(disposals + 1);
        await expect(fixture.call(port)).rejects.toMatchObject(disposed);
      });
      expect(unhandled).toEqual([]);
    });

    listening(
      'attaches no listener added once dispose() was called, while it releases the implementation',
      async () => {
        const port = create();
        await outcome(fixture.call(port));
        gate.holdDisposals();
        const disposing = port.dispose();
        const stop = listen(port, () => undefined);
        expect(gate.openListeners()).toBe(0);
        gate.releaseDisposals();
        await disposing;
        await settle();
        expect(gate.openListeners()).toBe(0);
        stop();
      },
    );

    it('retries a chunk that failed to arrive on the next call', async () => {
      const port = create();
      const loads = gate.loads();
      gate.failNext();
      expect(await outcome(fixture.call(port))).toBe(`${service}/unavailable`);
      expect(await outcome(fixture.call(port))).not.toMatch(/\/(unavailable|disposed)$/);
      expect(gate.loads()).toBe(loads + 2);
    });

    listening('tells a listener whose attach throws, and keeps the port working', async () => {
      const port = create();
      gate.breakNextListener();
      const errors: unknown[] = [];
      // A listener with no error callback has the error reported, as an uncaught one.
      vi.stubGlobal('reportError', (error: unknown) => errors.push(error));
      const stop = listen(port, (error) => errors.push(error));
      await outcome(fixture.call(port));
      await expect.poll(() => errors.length).toBe(1);
      vi.unstubAllGlobals();
      expect(await outcome(fixture.call(port))).not.toMatch(/\/(unavailable|disposed)$/);
      stop();
      const again = listen(port, () => undefined);
      await settle();
      expect(gate.openListeners()).toBe(1);
      again();
      expect(gate.openListeners()).toBe(0);
    });

    listening('opens nothing for a listener added and removed before the chunk arrives', async () => {
      const port = create();
      gate.hold();
      listen(port, () => undefined)();
      const pending = outcome(fixture.call(port));
      gate.release();
      await pending;
      await settle();
      expect(gate.openListeners()).toBe(0);
    });

    listening(
      "keeps one listener through StrictMode's mount, unmount and mount, before and after the chunk arrives",
      async () => {
        const port = create();
        gate.hold();
        listen(port, () => undefined)();
        const early = listen(port, () => undefined);
        const pending = outcome(fixture.call(port));
        gate.release();
        await pending;
        await settle();
        expect(gate.openListeners()).toBe(1);
        listen(port, () => undefined)();
        const late = listen(port, () => undefined);
        expect(gate.openListeners()).toBe(2);
        early();
        late();
        expect(gate.openListeners()).toBe(0);
      },
    );
  });
}
