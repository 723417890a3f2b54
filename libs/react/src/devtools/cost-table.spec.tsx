import { createCostMeter, createManualClock, meterPort } from '@platform/core';
import { act, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { PlatformProvider } from '../platform-provider.js';
import { createSubscriptionStore, type SubscriptionSource } from '../subscription-store.js';
import { useSubscription } from '../use-subscription.js';
import { CostTable } from './cost-table.js';

/** A port whose listeners are metered: each costs `reads` when it opens; `leaky` ones never close. */
function setup() {
  const clock = createManualClock(Date.UTC(2026, 10, 28, 12));
  const meter = createCostMeter({ clock });
  const notes = meterPort({}, meter);
  const listen = (what: string, reads: number, leaky = false) => {
    const listener = meter.openListener(`notes:${what}`);
    listener.charge({ reads });
    return leaky ? () => undefined : () => listener.close();
  };
  const store = createSubscriptionStore({ clock, keepAliveMs: 1_000 });
  const source =
    (reads: number, leaky = false): SubscriptionSource<string> =>
    (observer) => {
      observer.next('value');
      return listen('list', reads, leaky);
    };
  return { clock, meter, notes, listen, store, source };
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Listener costs' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

function Reader({ scope, source }: { scope: object; source: SubscriptionSource<string> }) {
  useSubscription(scope, 'notes:list', source);
  return null;
}

describe('CostTable', () => {
  it('shows what each store key cost, how often it reopened and its open listeners, and the total', () => {
    const { notes, store, source, clock } = setup();
    const app = (readers: number) => (
      <PlatformProvider services={{ notes }} store={store}>
        {Array.from({ length: readers }, (_, i) => (
          <Reader key={i} scope={notes} source={source(3)} />
        ))}
        <CostTable />
      </PlatformProvider>
    );
    const view = render(app(100));
    expect(rows()).toEqual([['notes', 'notes:list', '3 reads', '0', '1']]);
    view.rerender(app(0));
    act(() => clock.advance(1_000));
    view.rerender(app(1));
    expect(rows()).toEqual([['notes', 'notes:list', '6 reads', '1', '1']]);
    expect(screen.getByTestId('cost-total').textContent).toBe('6 reads');
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('warns of a key reopened more often than the churn rule allows, as by a component that subscribes on every render', () => {
    const { notes, listen } = setup();
    function Resubscribing({ tick }: { tick: number }) {
      const [, setSeen] = useState(0);
      // The regression: a new dependency on every render closes the listener and opens it again.
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the deliberate bug: new on every render
      const deps = { tick };
      useEffect(() => {
        setSeen(deps.tick);
        return listen('everything', 3);
      }, [deps]);
      return null;
    }
    const app = (tick: number) => (
      <PlatformProvider services={{ notes }}>
        <Resubscribing tick={tick} />
        <CostTable churn={{ opens: 5, withinMs: 10_000 }} />
      </PlatformProvider>
    );
    const view = render(app(0));
    for (let tick = 1; tick <= 5; tick += 1) view.rerender(app(tick));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^notes notes:everything reopened \d+ times in 10 s/);
    expect(rows()[0]?.[2]).toMatch(/^\d+ reads$/);
  });

  it('warns of a listener still open after the store released the entry that opened it', () => {
    const { notes, store, source, clock } = setup();
    const app = (mounted: boolean) => (
      <PlatformProvider services={{ notes }} store={store}>
        {mounted ? <Reader scope={notes} source={source(2, true)} /> : null}
        <CostTable />
      </PlatformProvider>
    );
    const view = render(app(true));
    expect(screen.queryAllByRole('alert')).toEqual([]);
    view.rerender(app(false));
    act(() => clock.advance(1_000));
    expect(screen.getByRole('alert').textContent).toBe(
      'notes notes:list: 1 listener(s) still open after the component that asked for them is gone.',
    );
  });

  it('says so when no port is metered', () => {
    render(
      <PlatformProvider services={{ plain: {} }}>
        <CostTable />
      </PlatformProvider>,
    );
    expect(screen.getByText('No metered port has been used yet.')).toBeTruthy();
  });
});
