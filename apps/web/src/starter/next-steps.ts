/** One next step: a button label, and the command line it shows. */
export interface NextStep {
  readonly id: string;
  readonly label: string;
  readonly command: string;
  readonly explanation: string;
}

/** The next-steps button group, in order. The first is shown initially. */
export const NEXT_STEPS: readonly NextStep[] = [
  {
    id: 'graph',
    label: 'Explore the graph',
    command: 'npx nx graph',
    explanation: 'Opens an interactive map of every library and app, and how they depend on each other.',
  },
  {
    id: 'affected',
    label: 'Test what changed',
    command: 'npx nx affected -t lint typecheck test build',
    explanation: 'Runs the checks only for the projects that your change touches.',
  },
  {
    id: 'emulators',
    label: 'Start the emulators',
    command: 'npm run emulators',
    explanation: 'Starts the local Auth emulator on 127.0.0.1, for the emulator driver.',
  },
  {
    id: 'emulator-driver',
    label: 'Use the emulator driver',
    command: 'VITE_PLATFORM_DRIVER=emulator npx nx serve web',
    explanation: 'Runs the app against the local emulators with a demo project and no credentials.',
  },
  {
    id: 'add-service',
    label: 'Add a service library',
    command: 'npx nx g @platform/tools:adapter-lib --name=storage',
    explanation:
      'Scaffolds a library with a port, typed errors, Firebase and memory adapters, hooks and a contract suite.',
  },
  {
    id: 'build',
    label: 'Build for production',
    command: 'npx nx build web',
    explanation:
      'Bundles the app into apps/web/dist for the project named by VITE_FIREBASE_*, read at build time; without them the build shows the configuration panel, unless VITE_PLATFORM_DRIVER=memory asks for the in-memory driver.',
  },
  {
    id: 'deploy',
    label: 'Deploy',
    command: 'npx nx build web && npx firebase deploy --only hosting --project YOUR_PROJECT_ID',
    explanation:
      'Builds the app and publishes apps/web/dist to Firebase Hosting with the caching and security headers in firebase.json. Set VITE_FIREBASE_* first, replace YOUR_PROJECT_ID with that project, and sign in with npx firebase login.',
  },
];
