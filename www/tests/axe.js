// axe-core (npm devDependency) run inside the page: the violations of impact serious or critical.

import path from 'node:path';
import { WWW } from './server.js';

const AXE = path.join(WWW, 'node_modules', 'axe-core', 'axe.min.js');

/** The serious and critical violations axe finds in the page as it is, each in one line. */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.join('; ')})`);
}
