export {
  adapterFactoryOf,
  buildConsumer,
  consumerSource,
  firebaseAdapterLibraries,
  workspaceRoot,
  type ConsumerBuild,
  type FirebaseAdapterLibrary,
} from './adapter-consumer.js';
export { chunkLoads, type ChunkLoads } from './chunk-loads.js';
export { recordRequestGraph, requestsBehind, roundsOf, type GraphRequest, type RequestGraph } from './chunk-rounds.js';
export {
  BENCH_FIXTURE_FILES,
  benchFixturesOf,
  firebasePackagesIn,
  measureCallCost,
  measurePortCost,
  measurePortGzipWithoutText,
  SHARED_SDK_PACKAGES,
  type AdapterCost,
  type BenchFixtures,
  type ByteBreakdown,
  type BytesInBoth,
  type CallCost,
} from './library-cost.js';
export { CALL_GOAL, extraAllowance, PORT_GOAL, type OverheadGoal } from './overhead-goals.js';
export {
  brotliBytes,
  buildProductionBundle,
  gzipBytes,
  type BundleChunk,
  type ProductionBundle,
} from './production-bundle.js';
export { bytesBySource, UNMAPPED } from './source-bytes.js';
