import { PlatformProvider } from '@platform/react';
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryAnalytics, type MemoryAnalytics } from '../memory/memory-analytics.js';
import { useScreenView } from './use-screen-view.js';

function Screen({ name }: { readonly name: string }) {
  useScreenView(name, 'StarterView');
  return <p>{name}</p>;
}

const renderScreen = (analytics: MemoryAnalytics, name = 'home') => {
  const view = (screen: string) => (
    <StrictMode>
      <PlatformProvider services={{ analytics }}>
        <Screen name={screen} />
      </PlatformProvider>
    </StrictMode>
  );
  const rendered = render(view(name));
  return { ...rendered, show: (screen: string) => rendered.rerender(view(screen)) };
};

const screens = (analytics: MemoryAnalytics) =>
  analytics
    .events()
    .filter((event) => event.name === 'screen_view')
    .map((event) => event.params['firebase_screen']);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('useScreenView', () => {
  it('logs one screen view per mount under StrictMode, with the screen class', async () => {
    const analytics = createMemoryAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    renderScreen(analytics);
    await waitFor(() => expect(screens(analytics)).toEqual(['home']));
    await settle();
    expect(analytics.events()).toEqual([
      expect.objectContaining({ params: { firebase_screen: 'home', firebase_screen_class: 'StarterView' } }),
    ]);
  });

  it('logs again for a new screen and for a new mount', async () => {
    const analytics = createMemoryAnalytics({ initialConsent: { analytics_storage: 'granted' } });
    const first = renderScreen(analytics);
    await waitFor(() => expect(screens(analytics)).toEqual(['home']));
    first.show('settings');
    await waitFor(() => expect(screens(analytics)).toEqual(['home', 'settings']));
    first.unmount();
    renderScreen(analytics);
    await waitFor(() => expect(screens(analytics)).toEqual(['home', 'settings', 'home']));
  });

  it('records nothing before consent, and the screen view once consent is granted while the screen is shown', async () => {
    const analytics = createMemoryAnalytics();
    renderScreen(analytics);
    await settle();
    expect(analytics.events()).toEqual([]);

    await act(() => analytics.setConsent({ ad_storage: 'granted' }));
    await settle();
    expect(analytics.events()).toEqual([]);

    await act(() => analytics.setConsent({ analytics_storage: 'granted' }));
    await waitFor(() => expect(screens(analytics)).toEqual(['home']));
    await settle();
    expect(screens(analytics)).toEqual(['home']);
  });

  it('forgets a screen that is gone before consent arrives', async () => {
    const analytics = createMemoryAnalytics();
    renderScreen(analytics).unmount();
    await act(() => analytics.setConsent({ analytics_storage: 'granted' }));
    await settle();
    expect(analytics.events()).toEqual([]);
  });
});
