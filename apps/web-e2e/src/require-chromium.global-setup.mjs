import { findChromium } from './chromium.mjs';

/** Fails the run before any test when no browser can be found, saying how to install one. */
export default function requireChromium() {
  const choice = findChromium();
  if (!choice.ok) throw new Error(choice.message);
}
