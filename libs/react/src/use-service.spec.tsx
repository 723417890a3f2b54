import { render, renderHook, screen } from '@testing-library/react';
import { PlatformProvider } from './platform-provider.js';
import { useService } from './use-service.js';

const greeter = { greet: (name: string) => `Hello, ${name}` };

function Greeting() {
  const service = useService('greeter') as typeof greeter;
  return <p>{service.greet('Ada')}</p>;
}

describe('useService', () => {
  it('returns the service registered under a name', () => {
    render(
      <PlatformProvider services={{ greeter }}>
        <Greeting />
      </PlatformProvider>,
    );
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('throws react/no-provider outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useService('greeter'))).toThrow(
      expect.objectContaining({
        code: 'react/no-provider',
        message: 'This hook must be used inside <PlatformProvider>.',
      }),
    );
  });

  it('throws react/missing-service naming what is registered', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <PlatformProvider services={{ greeter }}>{children}</PlatformProvider>
    );
    expect(() => renderHook(() => useService('auth'), { wrapper })).toThrow(
      expect.objectContaining({
        code: 'react/missing-service',
        message: 'No service named "auth" is registered with <PlatformProvider>. Registered: greeter.',
      }),
    );
  });
});
