export type { CollectionCodec, FirestoreCollections, FirestoreSeed, SeedDocument } from './firestore-seed.js';
export { createTestClock, TEST_CLOCK_START, type TestClock } from './test-clock.js';
export { createTestPlatform, TEST_USER } from './test-platform.js';
export type {
  StorageSeedFile,
  TestErrorCodes,
  TestFaults,
  TestPlatform,
  TestPlatformOptions,
  TestSeed,
  TestServiceName,
  TestServices,
} from './test-platform.types.js';
export { testingErrors, type TestingErrorCode } from './testing.errors.js';
