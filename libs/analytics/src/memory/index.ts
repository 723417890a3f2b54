export {
  createMemoryAnalytics,
  type MemoryAnalytics,
  type MemoryAnalyticsControl,
  type MemoryAnalyticsOptions,
  type RecordedAnalyticsEvent,
} from './memory-analytics.js';
