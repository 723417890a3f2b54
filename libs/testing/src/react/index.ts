export { TestPlatformProvider, testStoreOf, type TestPlatformProviderProps } from './test-platform-provider.js';
