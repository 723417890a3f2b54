import { describe } from 'vitest';
import { badInputCases } from './contract/bad-input.cases.js';
import { connectionCases } from './contract/connection.cases.js';
import { disconnectCases } from './contract/disconnect.cases.js';
import type { RtdbContractFactory } from './contract/harness.js';
import { infiniteCases } from './contract/infinite.cases.js';
import { lifecycleCases } from './contract/lifecycle.cases.js';
import { listeningCases } from './contract/listening.cases.js';
import { queryCases } from './contract/query.cases.js';
import { readWriteCases } from './contract/read-write.cases.js';
import { stalledCases } from './contract/stalled.cases.js';
import { transactionCases } from './contract/transaction.cases.js';

export { meterLists, type ListMeter } from './contract/list-meter.js';
export type { BackendFeature, RtdbContractFactory, RtdbContractHarness } from './contract/harness.js';

/**
 * The behavioural specification of {@link RtdbPort}. Every adapter runs it:
 * `rtdbContract('memory', factory)` defines the suite `rtdb contract [memory]`.
 */
export function rtdbContract(adapterName: string, factory: RtdbContractFactory): void {
  describe(`rtdb contract [${adapterName}]`, () => {
    const cases = [
      readWriteCases,
      listeningCases,
      queryCases,
      infiniteCases,
      transactionCases,
      disconnectCases,
      connectionCases,
      badInputCases,
      stalledCases,
      lifecycleCases,
    ];
    for (const define of cases) define(factory);
  });
}
