import { createCostMeter, meterOf, withCostKey } from '@platform/core';
import { createMemoryRtdb } from '../memory/memory-rtdb.js';
import { meterRtdb } from './meter-rtdb.js';

describe('meterRtdb', () => {
  it('charges a read and each snapshot and child event the bytes of their JSON, per key, as an estimate', async () => {
    const meter = createCostMeter();
    const port = meterRtdb(createMemoryRtdb({ initial: { rooms: { a: { name: 'Ada' } } } }), meter);
    expect(meterOf(port)).toBe(meter);
    await port.read('rooms/a');
    expect(meter.total()).toEqual({ reads: 0, bytes: '{"name":"Ada"}'.length, operations: 0, estimated: true });

    const values: unknown[] = [];
    const stop = withCostKey('rooms', () => port.onValue('rooms', (snapshot) => values.push(snapshot.value)));
    await vi.waitFor(() => expect(values).toHaveLength(1));
    const events: string[] = [];
    const stopChildren = withCostKey('children', () => port.onChild('rooms', (event) => events.push(event.type)));
    await vi.waitFor(() => expect(events).toEqual(['added']));
    await port.remove('rooms/a');
    await vi.waitFor(() => expect(events).toEqual(['added', 'removed']));
    expect(meter.byKey().get('rooms')?.bytes).toBe(jsonLength({ a: { name: 'Ada' } }) + 'null'.length);
    expect(meter.byKey().get('children')?.bytes).toBe(jsonLength({ a: { name: 'Ada' } }) + '"a"'.length);
    expect(meter.listeners().map(({ key }) => key)).toEqual(['rooms', 'children']);
    stop();
    stopChildren();
    expect(meter.listeners()).toEqual([]);
  });
});

const jsonLength = (value: unknown) => JSON.stringify(value).length;
