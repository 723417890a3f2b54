export { createChunkGate, type ChunkGate, type ChunkGateOptions } from './chunk-gate.js';
export { expectCost, type CostBudget, type CostExpectation } from './expect-cost.js';
export { createOfflineChunks, type OfflineChunks } from './offline-chunks.js';
export { lifecycleContract, type DisposablePort, type LifecycleFixture } from './lifecycle-contract.js';
export {
  churnPageBoundaries,
  loadMoreOnceAtATime,
  type LoadMoreTarget,
  type PageBoundaryTarget,
} from './infinite-list-steps.js';
export {
  hangLimit,
  liveListModel,
  type LiveListModelOptions,
  type LiveListModelTarget,
  type LiveListPlace,
  type ModelItem,
} from './live-list-model.js';
export { DEMO_FIREBASE_CONFIG, SAMPLE_FIREBASE_ENV } from './sample-firebase-configs.js';
