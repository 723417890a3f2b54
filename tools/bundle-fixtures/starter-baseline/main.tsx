/*
 * The web app's starter view as it first paints, built without any platform
 * library: no settings parsing, no adapter, no provider. The bundle budget
 * compares the app's entry chunk with this page's.
 *
 * It imports the app's own components, so that it measures the same view and
 * never drifts from it.
 */
/* eslint-disable @nx/enforce-module-boundaries */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountPending, AppCheckPending } from '../../../apps/web/src/starter/service-placeholders';
import { StarterView } from '../../../apps/web/src/starter/starter-view';
import '../../../apps/web/src/styles.css';
/* eslint-enable @nx/enforce-module-boundaries */

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');

createRoot(container).render(
  <StrictMode>
    <StarterView
      driver="memory"
      projectId="demo-platform"
      account={<AccountPending />}
      appCheckStatus={<AppCheckPending />}
    />
  </StrictMode>,
);
