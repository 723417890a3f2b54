// The app handle's share of `firebase/app`, loaded on its first use. A dynamic import of `firebase/app` itself would
// keep every one of its exports in the app's bundle.
export { deleteApp, getApp, initializeApp } from 'firebase/app';
