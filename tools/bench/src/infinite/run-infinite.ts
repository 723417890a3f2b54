/*
 * One infinite list on one adapter, in a process of its own so that heap figures do not mix:
 * `run-infinite.ts <firestore|rtdb> <memory|firebase> <pages,…> <out.json>`. Needs node --expose-gc.
 */
import { writeFileSync } from 'node:fs';
import { installDom } from '../scaling/dom.js';
import { listFixture, type ListService } from './list-fixture.js';
import { measureInfinite, type InfinitePoint } from './measure-infinite.js';

const [service, adapter, pagesArg, out] = process.argv.slice(2);
if (
  (service !== 'firestore' && service !== 'rtdb') ||
  (adapter !== 'memory' && adapter !== 'firebase') ||
  !pagesArg ||
  !out
) {
  throw new Error('usage: run-infinite.ts <firestore|rtdb> <memory|firebase> <pages,…> <out.json>');
}
const series = pagesArg.split(',').map(Number);
const container = installDom();
const fixture = await listFixture(service as ListService, adapter, (Math.max(...series) + 1) * 20);
try {
  const points: InfinitePoint[] = [];
  for (const pages of series) points.push(await measureInfinite(container, fixture, pages));
  writeFileSync(out, JSON.stringify(points));
} finally {
  await fixture.dispose();
}
// SDK timers (reconnection) would keep the process alive; everything is measured and stopped.
process.exit(0);
