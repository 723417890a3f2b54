import { describe } from 'vitest';
import { atomicCases } from './contract/atomic.cases.js';
import { badInputCases } from './contract/bad-input.cases.js';
import { costCases } from './contract/cost.cases.js';
import { codecCases } from './contract/codec.cases.js';
import type { FirestoreContractFactory } from './contract/harness.js';
import { indexCases } from './contract/index.cases.js';
import { infiniteCases } from './contract/infinite.cases.js';
import { lifecycleCases } from './contract/lifecycle.cases.js';
import { listenCases } from './contract/listen.cases.js';
import { localCacheCases } from './contract/local-cache.cases.js';
import { operandCases } from './contract/operand.cases.js';
import { queryCases } from './contract/query.cases.js';
import { readWriteCases } from './contract/read-write.cases.js';
import { transactionCases } from './contract/transaction.cases.js';

export { meterQueries, type QueryMeter } from './contract/query-meter.js';
export type { FirestoreContractFactory, FirestoreContractHarness } from './contract/harness.js';

/**
 * The behavioural specification of {@link FirestorePort}. Every adapter runs it:
 * `firestoreContract('memory', factory)` defines the suite `firestore contract [memory]`.
 */
export function firestoreContract(adapterName: string, factory: FirestoreContractFactory): void {
  describe(`firestore contract [${adapterName}]`, () => {
    for (const define of [
      readWriteCases,
      codecCases,
      queryCases,
      operandCases,
      indexCases,
      listenCases,
      infiniteCases,
      atomicCases,
      transactionCases,
      badInputCases,
      localCacheCases,
      lifecycleCases,
      costCases,
    ]) {
      define(factory);
    }
  });
}
