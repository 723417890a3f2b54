import { createCostMeter, meterOf } from '@platform/core';
import { createMemoryStorage } from '../memory/memory-storage.js';
import { meterStorage } from './meter-storage.js';

describe('meterStorage', () => {
  it('charges one operation per billed call and the bytes each download returns, and nothing for a delete', async () => {
    const meter = createCostMeter();
    const port = meterStorage(createMemoryStorage(), meter);
    expect(meterOf(port)).toBe(meter);
    await port.upload('users/u1/a.bin', new Uint8Array(300)).result;
    await port.getBytes('users/u1/a.bin');
    await port.getBlob('users/u1/a.bin');
    await port.getMetadata('users/u1/a.bin');
    await port.listAll('users/u1');
    await port.delete('users/u1/a.bin');
    expect(meter.total()).toEqual({ reads: 0, bytes: 600, operations: 5, estimated: false });
  });
});
