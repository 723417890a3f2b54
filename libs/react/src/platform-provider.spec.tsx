import { act, render, screen } from '@testing-library/react';
import { Component, StrictMode, Suspense, type ReactNode } from 'react';
import { PlatformProvider } from './platform-provider.js';
import type { ServiceRegistry } from './platform-services.js';
import { createCountingSource } from './testing/counting-source.js';
import { usePlatform } from './use-platform.js';
import { useService } from './use-service.js';
import { useSubscription } from './use-subscription.js';

const greeter = { greet: (name: string) => `Hello, ${name}` };

function Greeting() {
  const service = useService('greeter') as typeof greeter;
  return <p>{service.greet('Ada')}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
  }
}

/** A promise of services the test settles when it chooses, as an adapter chunk arrives. */
function loadingServices() {
  let resolve: (services: ServiceRegistry) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<ServiceRegistry>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Renders inside an awaited act, so that React retries a suspended component once what it waits for arrives. */
const mount = (ui: ReactNode) => act(async () => render(ui));

const arrive = (fn: () => void) =>
  act(async () => {
    fn();
    await Promise.resolve();
  });

describe('PlatformProvider with services that are still loading', () => {
  it('paints what needs no service at once, and a hook below it once the services arrive', async () => {
    const load = loadingServices();
    await mount(
      <PlatformProvider services={load.promise}>
        <h1>Starter</h1>
        <Suspense fallback={<p>Starting…</p>}>
          <Greeting />
        </Suspense>
      </PlatformProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Starter' })).toBeTruthy();
    expect(screen.getByText('Starting…')).toBeTruthy();

    await arrive(() => load.resolve({ greeter }));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(screen.queryByText('Starting…')).toBeNull();
  });

  it('renders a hook mounted after the services arrived at once, without its fallback', async () => {
    const load = loadingServices();
    let fallbacks = 0;
    const Fallback = () => {
      fallbacks += 1;
      return <p>Starting…</p>;
    };
    const tree = (withGreeting: boolean) => (
      <PlatformProvider services={load.promise}>
        <Suspense fallback={<Fallback />}>{withGreeting && <Greeting />}</Suspense>
      </PlatformProvider>
    );
    const view = await mount(tree(false));
    await arrive(() => load.resolve({ greeter }));

    view.rerender(tree(true));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(fallbacks).toBe(0);
  });

  it('throws a failed load to the nearest error boundary, and the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = loadingServices();
    await mount(
      <PlatformProvider services={load.promise}>
        <h1>Starter</h1>
        <Boundary>
          <Suspense fallback={<p>Starting…</p>}>
            <Greeting />
          </Suspense>
        </Boundary>
      </PlatformProvider>,
    );
    await arrive(() => load.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
    expect(screen.getByRole('heading', { name: 'Starter' })).toBeTruthy();
  });

  it('reports a service missing from the services that arrived as react/missing-service', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = loadingServices();
    function Auth() {
      useService('auth');
      return null;
    }
    await mount(
      <PlatformProvider services={load.promise}>
        <Boundary>
          <Suspense fallback={<p>Starting…</p>}>
            <Auth />
          </Suspense>
        </Boundary>
      </PlatformProvider>,
    );
    await arrive(() => load.resolve({ greeter }));
    expect(screen.getByRole('alert').textContent).toBe(
      'No service named "auth" is registered with <PlatformProvider>. Registered: greeter.',
    );
  });

  it('reads a subscription without waiting for the services, and keeps one store for the whole tree', async () => {
    const load = loadingServices();
    const counter = createCountingSource();
    const port = { name: 'port' };
    function Reader({ id }: { readonly id: string }) {
      const resource = useSubscription(port, 'value', counter.source);
      return <p data-testid={id}>{resource.status === 'success' ? resource.data : resource.status}</p>;
    }
    function AfterServices() {
      usePlatform();
      return <Reader id="after" />;
    }
    await mount(
      <StrictMode>
        <PlatformProvider services={load.promise}>
          <Reader id="before" />
          <Suspense fallback={<p>Starting…</p>}>
            <AfterServices />
          </Suspense>
        </PlatformProvider>
      </StrictMode>,
    );
    expect(screen.getByTestId('before').textContent).toBe('loading');
    act(() => counter.emit('first'));
    expect(screen.getByTestId('before').textContent).toBe('first');

    await arrive(() => load.resolve({ greeter }));
    expect(screen.getByTestId('after').textContent).toBe('first');
    expect(counter.opened()).toBe(1);
  });
});
