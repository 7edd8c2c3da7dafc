import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { rule: string; impact: string; nodes: string[] };

/**
 * The violations of the named axe rules, whatever their impact (`region`, `empty-table-header`; decision 078): for a
 * state the standard check `findAxeViolations` does not see, such as an open select's options.
 */
export async function findViolationsOf(page: Page, rules: string[]): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (ids) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'rule', values: ids },
      resultTypes: ['violations'],
    })) as {
      violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
    };
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, rules);
}

/** The impacts the standard check reports: critical, serious and moderate; minor stays out (decision 085). */
const reportedImpacts = ['critical', 'serious', 'moderate'];

/**
 * Runs axe-core in the page (WCAG 2.1 A/AA and best practices, plus the label-in-name rule) and returns
 * the critical, serious and moderate violations (decision 085; only critical and serious before it).
 */
export async function findAxeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (impacts) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })) as { violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> };
    return result.violations
      .filter((violation) => impacts.includes(violation.impact))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, reportedImpacts);
}
