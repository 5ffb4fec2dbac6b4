/** What each public route weighs: its HTML, and the JS it loads before and after a visitor uses it on a phone. */
import { gzipSync } from 'node:zlib';
import { gzipBytes } from './assetBytes.ts';
import { jsAfterUse, type JsAfterUse } from './jsAfterUse.ts';
import { log } from './log.ts';

/** What a route weighs: its HTML, and the JS it loads before and after a visitor uses it (gzip). */
export interface WeightResult {
  route: string;
  htmlGzipBytes: number;
  jsAtLoadGzipBytes: number;
  jsAfterUseGzipBytes: number;
  jsAfterUseFiles: number;
  thirdPartyScripts: string[];
  pressed: string[];
}

/** The HTML's gzip size (as the site serves it to a browser, before compression) and the JS before and after use. */
export async function measureWeights(
  origin: string,
  routes: string[],
  blockedHosts: string[],
): Promise<WeightResult[]> {
  const weights: WeightResult[] = [];
  for (const route of routes) {
    const url = `${origin}${route}`;
    log(`JavaScript after use on a phone: ${route} ...`);
    const html = Buffer.from(await (await fetch(url)).arrayBuffer());
    const used: JsAfterUse = await jsAfterUse(url, blockedHosts);
    let atLoad = 0;
    for (const script of used.atLoad) atLoad += await gzipBytes(script);
    let afterUse = 0;
    for (const script of used.afterUse) afterUse += await gzipBytes(script);
    log(`  pressed: ${used.pressed.join(', ') || 'nothing'}`);
    weights.push({
      route,
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
      jsAtLoadGzipBytes: atLoad,
      jsAfterUseGzipBytes: afterUse,
      jsAfterUseFiles: used.afterUse.length,
      thirdPartyScripts: used.thirdParty,
      pressed: used.pressed,
    });
  }
  return weights;
}
