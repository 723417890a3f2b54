import { createCostMeter } from '../cost/cost-meter.js';
import { meterPort } from '../cost/meter-port.js';
import { expectCost } from './expect-cost.js';

describe('expectCost', () => {
  const setup = () => {
    const meter = createCostMeter();
    return { meter, port: meterPort({}, meter) };
  };

  it('passes work within budget and resolves what it cost, counting only what the work charged', async () => {
    const { meter, port } = setup();
    meter.charge({ reads: 100 });
    const cost = await expectCost(port, async () => {
      await Promise.resolve();
      meter.charge({ reads: 3 });
    }).toBeAtMost({ reads: 3 });
    expect(cost.reads).toBe(3);
    await expectCost(meter, () => meter.charge({ bytes: 10 })).toBe({ reads: 0, bytes: 10 });
  });

  it('fails work over budget, naming the part that is over', async () => {
    const { meter, port } = setup();
    await expect(expectCost(port, () => meter.charge({ reads: 26 })).toBeAtMost({ reads: 25 })).rejects.toThrow(
      /over budget in reads/,
    );
  });

  it('refuses an object that is not metered', () => {
    expect(() => expectCost({}, () => undefined)).toThrow(TypeError);
  });
});
