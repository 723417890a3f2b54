import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePlatform } from '../use-platform.js';
import { CostTable } from './cost-table.js';
import { DEVTOOLS_CSS } from './devtools-styles.js';
import { inspect, type StoreInspection } from './inspect.js';
import { ListenersTab } from './listeners-tab.js';
import { ShadowHost } from './shadow-host.js';
import { useDevtoolsTheme } from './use-devtools-theme.js';
import { usePanelHeight } from './use-panel-height.js';

/** Props of {@link PlatformDevtools}. */
export interface PlatformDevtoolsProps {
  /** A class for the element that hosts the panel (its styles stay inside the panel's shadow root). */
  readonly className?: string;
  /** An id for that element, for a toggle's `aria-controls`. */
  readonly id?: string;
  /** Called by the panel's Close button; without it the panel shows none. */
  readonly onClose?: () => void;
}

/** One tab of the panel: its label, and what it shows over the store's inspection. */
interface DevtoolsTab {
  readonly id: string;
  readonly label: string;
  readonly render: (inspection: StoreInspection) => ReactNode;
}

/** The panel's tabs, in order; another view of the store is one more entry (the tab bar shows once there are two). */
const TABS: readonly DevtoolsTab[] = [
  { id: 'listeners', label: 'Listeners', render: (inspection) => <ListenersTab inspection={inspection} /> },
  { id: 'cost', label: 'Cost', render: () => <CostTable /> },
];

/**
 * The listener panel: every open subscription of the nearest provider's store, live, docked at the bottom of the
 * window and resizable from its top edge, in its own shadow root and stylesheet (light or dark, following the system
 * until toggled). Each row shows its service, what it reads (path and query; the raw key in its details), its readers,
 * its backend listeners (one per loaded page of an infinite list) and its status; filters narrow them by service,
 * status and key; picking one shows its details: value, last error (with Retry), keep-alive and history. The Cost tab
 * shows what each key of a metered port cost, its reopens, and warnings of churn and of listeners left open. Render it
 * inside a `PlatformProvider`; load it lazily (`import('@platform/react/devtools')`) so that builds that never ask for
 * it contain none of it.
 */
export function PlatformDevtools({ className, id, onClose }: PlatformDevtoolsProps) {
  const { store, services } = usePlatform();
  const inspection = useMemo(() => inspect(store, services), [store, services]);
  const rows = useSyncExternalStore(inspection.subscribe, inspection.get, inspection.get);
  const { theme, toggle } = useDevtoolsTheme();
  const { height, separator } = usePanelHeight();
  const [tab, setTab] = useState(TABS[0]?.id);
  const current = TABS.find((candidate) => candidate.id === tab) ?? TABS[0];
  return (
    <ShadowHost
      css={DEVTOOLS_CSS}
      {...(id === undefined ? {} : { id })}
      {...(className === undefined ? {} : { className })}
    >
      <section className="root" data-theme={theme} style={{ height }} aria-label="Open listeners">
        <div className="resize" {...separator} />
        <div className="header">
          <h2 className="title">
            Open listeners{' '}
            <span className="count" data-testid="subscription-count">
              {rows.length}
            </span>
          </h2>
          {TABS.length > 1 && (
            <div className="tabs" role="tablist" aria-label="Views">
              {TABS.map((candidate) => (
                <button
                  key={candidate.id}
                  type="button"
                  role="tab"
                  id={`platform-devtools-tab-${candidate.id}`}
                  aria-selected={candidate.id === current?.id}
                  aria-controls="platform-devtools-view"
                  onClick={() => setTab(candidate.id)}
                >
                  {candidate.label}
                </button>
              ))}
            </div>
          )}
          <span className="spacer" />
          <button
            type="button"
            aria-label={theme === 'dark' ? 'Use the light theme' : 'Use the dark theme'}
            title="Theme"
            onClick={toggle}
          >
            {theme === 'dark' ? '☀' : '☾'}
          </button>
          {onClose && (
            <button type="button" onClick={onClose}>
              Close
            </button>
          )}
        </div>
        <div
          className="body"
          id="platform-devtools-view"
          {...(TABS.length > 1
            ? { role: 'tabpanel', 'aria-labelledby': `platform-devtools-tab-${current?.id ?? ''}` }
            : {})}
        >
          {current?.render(inspection)}
        </div>
      </section>
    </ShadowHost>
  );
}
