export {
  adapterFactoryOf,
  buildConsumer,
  consumerSource,
  firebaseAdapterLibraries,
  workspaceRoot,
  type ConsumerBuild,
  type FirebaseAdapterLibrary,
} from './adapter-consumer.js';
export {
  BENCH_FIXTURE_FILES,
  benchFixturesOf,
  firebasePackagesIn,
  measureLibraryCost,
  SHARED_SDK_PACKAGES,
  type BenchFixtures,
  type LibraryCost,
} from './library-cost.js';
export {
  brotliBytes,
  buildProductionBundle,
  gzipBytes,
  type BundleChunk,
  type ProductionBundle,
} from './production-bundle.js';
