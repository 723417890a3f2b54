import { ensureFirebaseServerInstalled } from '../firebase-server-install.js';

// Installs the Realtime Database backend's own packages once, before tests that start it run side by side.
await ensureFirebaseServerInstalled();
