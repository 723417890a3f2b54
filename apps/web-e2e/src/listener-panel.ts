import { expect, type Locator, type Page } from '@playwright/test';

/** The listener panel (its toggle in the toolbar, the panel in its shadow root), as a developer uses it. */
export function listenerPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Listeners' });
  const region = page.getByRole('region', { name: 'Open listeners' });
  const table = region.getByRole('table', { name: 'Subscriptions' });
  const details = region.getByRole('region', { name: 'Subscription details' });
  const filters = region.getByRole('search', { name: 'Filter subscriptions' });
  return {
    toggle,
    region,
    table,
    details,
    filters,
    /** The rows whose text has `text`. */
    row: (text: string | RegExp): Locator => table.getByRole('row').filter({ hasText: text }),
    async open() {
      await toggle.click();
      await expect(region).toBeVisible();
    },
    /** A row's cell under the column header `column`, among the columns the panel shows at its width. */
    async cell(
      row: Locator,
      column: 'Service' | 'Subscription' | 'Readers' | 'Listeners' | 'Status',
    ): Promise<Locator> {
      const headers = await table.getByRole('columnheader').allTextContents();
      return row.getByRole('cell').nth(headers.indexOf(column));
    },
  };
}

/** How many lines each column header of the panel's table takes: 1 each when none wraps. */
export function headerLines(table: Locator): Promise<number[]> {
  return table.getByRole('columnheader').evaluateAll((headers) =>
    headers.map((header) => {
      const range = document.createRange();
      range.selectNodeContents(header);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return tops.size;
    }),
  );
}

/** The contrast ratio (WCAG) of an element's text colour on the background it is painted over. */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    let background: number[] | undefined;
    for (let at: Element | null = node; at && !background; ) {
      const colour = rgb(getComputedStyle(at).backgroundColor);
      if (colour.length === 3 || (colour[3] ?? 0) > 0) background = colour;
      const parent: Node | null = at.parentNode;
      at = parent instanceof ShadowRoot ? parent.host : (parent as Element | null);
    }
    const [light, dark] = [luminance(rgb(getComputedStyle(node).color)), luminance(background ?? [255, 255, 255])].sort(
      (a, b) => b - a,
    );
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}
