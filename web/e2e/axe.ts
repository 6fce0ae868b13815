import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG rules axe checks here: 2.0 and 2.1, levels A and AA, and 2.2's AA target size for touch. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  rule: string;
  impact: string | null;
  /** Each element that breaks it: a selector, the start of its HTML and axe's reason. */
  targets: string[];
}

/** What axe-core finds against WCAG 2.1 A and AA on the page as it is now. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // Evaluated through DevTools, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Node = { target: string[]; html: string; failureSummary?: string };
    const { violations } = await (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: Node[] }[] }>;
        };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.map(
        (node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 120)}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`,
      ),
    }));
  }, TAGS);
}
