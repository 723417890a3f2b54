/** A link on the starter view's resource list. */
export interface Resource {
  readonly title: string;
  readonly description: string;
  readonly href: string;
  /** A short label for the card's badge. */
  readonly tag: string;
}

const PROJECT_DOCS: Resource = {
  title: 'Project docs',
  description: 'How the ports, adapters, drivers and hooks fit together, and how to add a service.',
  href: '/docs/README.md',
  tag: 'This repo',
};

/** Whether this build serves the project docs: in development, or when a production build asked for them by name. */
const docsServed = import.meta.env.DEV || import.meta.env.VITE_SHIP_DOCS === 'true';

/** Where people go next to learn the stack; the project docs only where this build serves them. */
export const RESOURCES: readonly Resource[] = [
  ...(docsServed ? [PROJECT_DOCS] : []),
  {
    title: 'Firebase',
    description: 'The web SDK guides for Auth, Firestore, Storage, Messaging and the other services.',
    href: 'https://firebase.google.com/docs/web/setup',
    tag: 'Backend',
  },
  {
    title: 'Nx',
    description: 'Project graph, affected commands, caching and module boundaries for this monorepo.',
    href: 'https://nx.dev/docs',
    tag: 'Monorepo',
  },
  {
    title: 'React',
    description: 'Components, hooks and useSyncExternalStore, on which every platform hook is built.',
    href: 'https://react.dev/learn',
    tag: 'UI',
  },
  {
    title: 'Vite',
    description: 'The dev server and production bundler behind the web app.',
    href: 'https://vite.dev/guide/',
    tag: 'Build',
  },
  {
    title: 'Vitest',
    description: 'Unit, contract and integration tests across every library.',
    href: 'https://vitest.dev/guide/',
    tag: 'Testing',
  },
];
