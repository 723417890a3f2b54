import fc from 'fast-check';
import { createManualClock } from '../time/manual-clock.js';
import { withCostKey } from './cost-key.js';
import { createCostMeter, UNKEYED } from './cost-meter.js';
import { meterOf, meterPort } from './meter-port.js';

describe('createCostMeter', () => {
  it('adds up charges in total and per key as a plain sum does, whatever the keys and order', () => {
    const charge = fc.record({
      key: fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined }),
      reads: fc.nat(50),
      bytes: fc.nat(5_000),
      estimated: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(charge), (charges) => {
        const meter = createCostMeter();
        const model = new Map<string, number>();
        for (const { key, reads, bytes, estimated } of charges) {
          const book = () => meter.charge({ reads, bytes, estimated });
          if (key === undefined) book();
          else withCostKey(key, book);
          model.set(key ?? UNKEYED, (model.get(key ?? UNKEYED) ?? 0) + reads);
        }
        expect(meter.total().reads).toBe(charges.reduce((sum, { reads }) => sum + reads, 0));
        expect(meter.total().bytes).toBe(charges.reduce((sum, { bytes }) => sum + bytes, 0));
        expect(meter.total().estimated).toBe(charges.some(({ estimated }) => estimated));
        expect(new Map([...meter.byKey()].map(([key, cost]) => [key, cost.reads]))).toEqual(model);
      }),
    );
  });

  it('charges a listener to the key it opened under, lists it while open, and tells watchers', () => {
    const clock = createManualClock(1_000);
    const meter = createCostMeter({ clock });
    const heard: number[] = [];
    meter.subscribe(() => heard.push(meter.total().reads));
    const listener = withCostKey('notes:list', () => meter.openListener());
    expect(meter.listeners()).toEqual([{ key: 'notes:list', keyed: true, openedAt: 1_000 }]);
    clock.advance(5);
    meter.openListener('query:notes').close();
    expect(meter.openings('query:notes')).toEqual([1_005]);
    expect(meter.openings('notes:list')).toEqual([1_000]);
    withCostKey('other', () => listener.charge({ reads: 3 }));
    expect(meter.byKey().get('notes:list')?.reads).toBe(3);
    listener.close();
    listener.close();
    expect(meter.listeners()).toEqual([]);
    expect(heard).toEqual([0, 0, 0, 3, 3]);
    meter.reset();
    expect(meter.total()).toEqual({ reads: 0, bytes: 0, operations: 0, estimated: false });
  });

  it('restores the outer key after a nested or failing withCostKey', () => {
    const meter = createCostMeter();
    withCostKey('outer', () => {
      expect(() =>
        withCostKey('inner', () => {
          throw new Error('boom');
        }),
      ).toThrow('boom');
      meter.charge({ reads: 1 });
    });
    expect([...meter.byKey().keys()]).toEqual(['outer']);
  });

  it('finds the meter of a metered port, and none for another object', () => {
    const meter = createCostMeter();
    const port = meterPort({}, meter);
    expect(meterOf(port)).toBe(meter);
    expect(meterOf({})).toBeUndefined();
  });
});
