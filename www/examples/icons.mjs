// Renders www/icons/icon.svg into the PNG icons of the web app manifest (192 and 512 px) with
// headless Chromium; run after changing the SVG: node www/examples/icons.mjs

import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { launch, WWW } from '../tests/server.js';

const svg = await readFile(path.join(WWW, 'icons', 'icon.svg'), 'utf8');
const browser = await launch();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: path.join(WWW, 'icons', `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
