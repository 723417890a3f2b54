export { useAnalytics } from './use-analytics.js';
export { ANALYTICS_CONNECTION_KEY, useAnalyticsConnection } from './use-analytics-connection.js';
