import type { AnalyticsEventArgs, AnalyticsEventMap } from './analytics.events.js';
import type { AnalyticsPort } from './analytics.port.js';

declare module './analytics.events.js' {
  interface AnalyticsEventMap {
    /** An app's own event, added by declaration merging. */
    theme_change: { readonly theme: 'light' | 'dark' };
  }
}

// Compile-time checks: `nx typecheck` fails if an expectation stops holding.
function typed(analytics: AnalyticsPort) {
  void analytics.logEvent('select_content', { content_type: 'card', content_id: 'docs' });
  void analytics.logEvent('login');
  void analytics.logEvent('theme_change', { theme: 'dark' });
  void analytics.logEvent('purchase', {
    transaction_id: 'T-1',
    value: 12.5,
    currency: 'EUR',
    items: [{ item_id: 'sku-1', price: 12.5, quantity: 1 }],
  });
  // @ts-expect-error An event that is not in the map.
  void analytics.logEvent('made_up_event');
  // @ts-expect-error A required parameter is missing.
  void analytics.logEvent('select_content', { content_type: 'card' });
  // @ts-expect-error A parameter of the wrong type.
  void analytics.logEvent('theme_change', { theme: 'blue' });
  // @ts-expect-error A parameter the event does not have.
  void analytics.logEvent('login', { method: 'password', extra: true });
  // @ts-expect-error A value without its currency.
  void analytics.logEvent('purchase', { transaction_id: 'T-1', value: 12.5, items: [] });
  // @ts-expect-error An item with neither id nor name.
  void analytics.logEvent('purchase', { transaction_id: 'T-1', items: [{ price: 1 }] });
  // @ts-expect-error Parameters are required where one is.
  void analytics.logEvent('search');
}

describe('AnalyticsEventMap', () => {
  it('types names and parameters, optional only when every parameter is', () => {
    expectTypeOf<AnalyticsEventArgs<'login'>>().toEqualTypeOf<[params?: AnalyticsEventMap['login']]>();
    expectTypeOf<AnalyticsEventArgs<'search'>>().toEqualTypeOf<[params: AnalyticsEventMap['search']]>();
    expectTypeOf<AnalyticsEventMap['theme_change']>().toEqualTypeOf<{ readonly theme: 'light' | 'dark' }>();
    expect(typed).toBeTypeOf('function');
  });
});
