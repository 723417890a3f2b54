import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Runs axe-core on `page` (or only on `include`, a CSS selector) and fails on any serious or critical violation,
 * attaching axe's full report to the test.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  await testInfo.attach(`axe ${include ?? 'page'}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  expect(
    serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([]);
}
