// The app handle's share of `firebase/app`, loaded on its first use. A dynamic import of `firebase/app` itself would
// keep every one of its exports in the app's bundle. An adapter's implementation module imports this module for its
// side effect (`import '@platform/core/firebase/sdk'`), so that the bundler puts `firebase/app` in the chunk the app
// handle loads, which the implementation's chunk then shares, instead of splitting it into a third chunk.
export { deleteApp, getApp, initializeApp } from 'firebase/app';
