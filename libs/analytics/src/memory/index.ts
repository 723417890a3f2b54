export {
  createMemoryAnalytics,
  type MemoryAnalytics,
  type MemoryAnalyticsControl,
  type MemoryAnalyticsOptions,
} from './memory-analytics.js';
