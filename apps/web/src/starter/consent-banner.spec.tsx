import { createMemoryAnalytics, type MemoryAnalytics } from '@platform/analytics/memory';
import { useScreenView } from '@platform/analytics/react';
import { PlatformProvider } from '@platform/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { initialConsent, readConsentChoice } from '../app/consent-choice';
import { ConsentBanner } from './consent-banner';

function Starter() {
  useScreenView('starter', 'StarterView');
  return <ConsentBanner />;
}

const show = (analytics: MemoryAnalytics) =>
  render(
    <StrictMode>
      <PlatformProvider services={{ analytics }}>
        <Starter />
      </PlatformProvider>
    </StrictMode>,
  );

const banner = () => screen.queryByRole('region', { name: 'Analytics consent' });

describe('ConsentBanner', () => {
  afterEach(() => window.localStorage.clear());

  it('records nothing until analytics is allowed, then the screen view once, and is not asked again', async () => {
    const analytics = createMemoryAnalytics({ initialConsent: initialConsent() });
    const first = show(analytics);
    await analytics.logEvent('select_content', { content_type: 'next-step', content_id: 'graph' });
    expect(analytics.events()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(banner()).toBeNull();
    await waitFor(() => expect(analytics.events().map((event) => event.name)).toEqual(['screen_view']));
    expect(readConsentChoice()).toBe('granted');
    first.unmount();

    const again = createMemoryAnalytics({ initialConsent: initialConsent() });
    show(again);
    expect(banner()).toBeNull();
    await waitFor(() => expect(again.events().map((event) => event.name)).toEqual(['screen_view']));
  });

  it('records nothing after "No thanks", and remembers it', async () => {
    const analytics = createMemoryAnalytics({ initialConsent: initialConsent() });
    show(analytics);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(banner()).toBeNull();
    await analytics.logEvent('select_content', { content_type: 'next-step', content_id: 'graph' });
    expect(analytics.events()).toEqual([]);
    expect(readConsentChoice()).toBe('denied');
    expect(initialConsent()).toEqual({ analytics_storage: 'denied' });
  });
});
