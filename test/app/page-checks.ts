import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, evaluated in the page (not a script tag: the dashboard's policy allows its own scripts only). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.1 A and AA rules and best practices). */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

/** How far the page is wider than its viewport (0: nothing overflows horizontally), and the widest offenders when it is. */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const widest = overflow <= 0 ? [] : [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${element.className} right=${Math.round(element.getBoundingClientRect().right)}`);
    return { overflow, widest };
  });
}

/** The page's background colour as [r, g, b] (the body's, else the root's). */
export async function backgroundColour(page: Page): Promise<[number, number, number]> {
  const colour = await page.evaluate(() => {
    const body = getComputedStyle(document.body).backgroundColor;
    return body === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : body;
  });
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  return [r ?? -1, g ?? -1, b ?? -1];
}
