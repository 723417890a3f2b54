import { PlatformProvider, createSubscriptionStore } from '@platform/react';
import { createElement, useLayoutEffect, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { heapAfterGc } from '../scaling/heap.js';
import type { ListFixture } from './list-fixture.js';

/** What one list of `pages` loaded pages costs, with the anchored pages and with one growing limit. */
export interface InfinitePoint {
  readonly pages: number;
  /** Backend listeners open once `pages` pages are loaded. */
  readonly listeners: number;
  /** Documents (children) the backend sent to load them. */
  readonly reads: number;
  /** The same pages through one listener whose limit grows a page at a time. */
  readonly growingLimitReads: number;
  /** Heap growth (after GC) with the pages loaded and rendered. */
  readonly heapGrowthBytes: number;
  /** From an edit of an item on page 1 by another client to the list showing it. */
  readonly rerenderMs: number;
  /** Documents (children) the backend sent for that edit. */
  readonly changeReads: number;
}

const wait = async (what: string, ready: () => boolean) => {
  const deadline = Date.now() + 60_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`The list did not get there within 60 s: ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

let edits = 0;

/** Mounts the list, loads `pages` pages, edits an item on page 1 from another client, and unmounts. */
export async function measureInfinite(
  container: HTMLElement,
  fixture: ListFixture,
  pages: number,
): Promise<InfinitePoint> {
  const heapBefore = heapAfterGc();
  const readsBefore = fixture.reads();
  let seen: ReturnType<ListFixture['useList']> | undefined;
  function List(): ReactElement {
    const list = fixture.useList();
    useLayoutEffect(() => {
      seen = list;
    });
    return createElement(
      'ul',
      null,
      list.items.map((item) => createElement('li', { key: item.id }, `${String(item.n)} ${item.text}`)),
    );
  }
  const store = createSubscriptionStore({ keepAliveMs: 0 });
  const root = createRoot(container);
  root.render(createElement(PlatformProvider, { services: fixture.services, store }, createElement(List)));
  // A page answered from the cache may be partial (and say there is no more): the backend's answer settles it.
  const loaded = (page: number) => () => seen?.status === 'success' && !seen.fromCache && seen.pages === page;
  for (let page = 1; page <= pages; page += 1) {
    await wait(`page ${String(page)} loaded`, loaded(page));
    if (page < pages) seen?.loadMore();
  }
  const reads = fixture.reads() - readsBefore;
  const listeners = fixture.listeners();
  const heapGrowthBytes = heapAfterGc() - heapBefore;

  edits += 1;
  const text = `edit ${String(edits)}`;
  const changeReadsBefore = fixture.reads();
  const start = performance.now();
  await fixture.edit(3, text);
  await wait('the edit shown', () => container.textContent.includes(text));
  const rerenderMs = performance.now() - start;
  const changeReads = fixture.reads() - changeReadsBefore;

  root.unmount();
  await wait('every listener closed', () => fixture.listeners() === 0);
  const growingLimitReads = await fixture.growingLimit(pages);
  return { pages, listeners, reads, growingLimitReads, heapGrowthBytes, rerenderMs, changeReads };
}
