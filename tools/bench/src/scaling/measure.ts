import {
  PlatformProvider,
  createSubscriptionStore,
  type ServiceRegistry,
  type SubscriptionStore,
} from '@platform/react';
import { createElement, useLayoutEffect, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { median } from '../median.js';
import { heapAfterGc } from './heap.js';
import { countListeners, type CountedPort } from './listener-count.js';
import { createReaderTally, type ReaderTally } from './reader-tally.js';
import type { AdapterKind, ScenarioFixture } from './scenario.js';
import type { ChurnResult, ScalingPoint } from './scaling-results.js';

/** How long the churn's store keeps a source after its last reader: short, so the run ends soon after. */
const CHURN_KEEP_ALIVE_MS = 200;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Mounted {
  readonly counted: CountedPort<object>;
  readonly tally: ReaderTally;
  readonly store: SubscriptionStore;
  readonly render: (readers: number) => void;
  readonly unmount: () => void;
}

/** Renders readers of the fixture's value under one provider with its own store. */
function mount(container: HTMLElement, fixture: ScenarioFixture, keepAliveMs: number): Mounted {
  const counted = countListeners(fixture.listened.port, fixture.listened.method);
  const services = Object.fromEntries(
    Object.entries(fixture.services).map(([name, port]) => [
      name,
      port === fixture.listened.port ? counted.port : port,
    ]),
  ) as ServiceRegistry;
  const store = createSubscriptionStore({ keepAliveMs });
  const tally = createReaderTally();
  function Reader(): ReactElement {
    const token = fixture.useToken();
    useLayoutEffect(() => {
      tally.show(token);
      return () => tally.hide(token);
    }, [token]);
    return createElement('span', null, token ?? '…');
  }
  const root: Root = createRoot(container);
  const tree = (readers: number) =>
    createElement(
      PlatformProvider,
      { services, store },
      Array.from({ length: readers }, (_, index) => createElement(Reader, { key: index })),
    );
  return { counted, tally, store, render: (readers) => root.render(tree(readers)), unmount: () => root.unmount() };
}

/** Mounts `readers` readers, changes the value once, and unmounts them. */
export async function measureScaling(
  container: HTMLElement,
  fixture: ScenarioFixture,
  names: { readonly scenario: string; readonly adapter: AdapterKind },
  readers: number,
): Promise<ScalingPoint> {
  const heapBefore = heapAfterGc();
  const mounted = mount(container, fixture, 0);
  const mountStart = performance.now();
  mounted.render(readers);
  await mounted.tally.waitFor(readers);
  const mountMs = performance.now() - mountStart;
  const heapGrowthBytes = heapAfterGc() - heapBefore;

  const changeStart = performance.now();
  const token = await fixture.change();
  await mounted.tally.waitFor(readers, token);
  const rerenderMs = performance.now() - changeStart;

  const listeners = mounted.counted.peak();
  mounted.unmount();
  await settle(10);
  return {
    ...names,
    readers,
    listeners,
    listenersAfterUnmount: mounted.counted.open(),
    heapGrowthBytes,
    mountMs,
    rerenderMs,
  };
}

/** Mounts and unmounts the same `readers` readers `cycles` times, synchronously each time, as navigation would. */
export async function measureChurn(
  container: HTMLElement,
  fixture: ScenarioFixture,
  names: { readonly scenario: string; readonly adapter: AdapterKind },
  { cycles, readers }: { readonly cycles: number; readonly readers: number },
): Promise<ChurnResult> {
  const mounted = mount(container, fixture, CHURN_KEEP_ALIVE_MS);
  const cycle = async () => {
    flushSync(() => mounted.render(readers));
    await mounted.tally.waitFor(readers);
    flushSync(() => mounted.render(0));
  };
  await cycle();
  await settle(CHURN_KEEP_ALIVE_MS * 2);
  const heapBeforeBytes = heapAfterGc();
  const start = performance.now();
  for (let index = 0; index < cycles; index += 1) await cycle();
  const durationMs = performance.now() - start;
  await settle(CHURN_KEEP_ALIVE_MS * 2);
  const heapAfterBytes = heapAfterGc();
  const result: ChurnResult = {
    ...names,
    cycles,
    readers,
    openSourcesAfter: mounted.store.openSources(),
    listenersAfter: mounted.counted.open(),
    heapBeforeBytes,
    heapAfterBytes,
    durationMs,
  };
  mounted.unmount();
  return result;
}

/** One point from repeated mounts: the median of each timing and the heap, and the worst listener counts. */
export function medianPoint(runs: readonly ScalingPoint[]): ScalingPoint {
  const [first] = runs;
  if (!first) throw new Error('No runs to summarise.');
  const of = (field: 'mountMs' | 'rerenderMs' | 'heapGrowthBytes') => median(runs.map((run) => run[field]));
  return {
    ...first,
    listeners: Math.max(...runs.map((run) => run.listeners)),
    listenersAfterUnmount: Math.max(...runs.map((run) => run.listenersAfterUnmount)),
    heapGrowthBytes: of('heapGrowthBytes'),
    mountMs: of('mountMs'),
    rerenderMs: of('rerenderMs'),
  };
}
