import { JSDOM } from 'jsdom';

/** Gives this process a browser-like global `window` and `document` (jsdom), for react-dom. Returns the root element. */
export function installDom(): HTMLElement {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
    url: 'http://127.0.0.1/',
    pretendToBeVisual: true,
  });
  const globals = globalThis as Record<string, unknown>;
  globals['window'] = dom.window;
  globals['document'] = dom.window.document;
  globals['HTMLElement'] = dom.window.HTMLElement;
  // The bench waits for what React commits itself; act() would batch it differently from an app.
  globals['IS_REACT_ACT_ENVIRONMENT'] = false;
  const root = dom.window.document.getElementById('root');
  if (!root) throw new Error('The bench page has no root element.');
  return root;
}
