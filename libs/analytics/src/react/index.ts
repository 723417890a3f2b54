export { useAnalytics } from './use-analytics.js';
export { ANALYTICS_CONSENT_KEY, useConsent, type ConsentControls } from './use-consent.js';
export { useScreenView } from './use-screen-view.js';
