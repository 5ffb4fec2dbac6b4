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
  /** Of the JS after use, the framework's floor: React DOM, React and React Router (their own chunks). */
  frameworkGzipBytes: number;
  jsAfterUseFiles: number;
  thirdPartyScripts: string[];
  pressed: string[];
}

/** The chunks the build gives React DOM and React with React Router (web/vite.config.ts): the framework's floor. */
const FRAMEWORK_CHUNK = /\/assets\/react-(dom|router)-[\w-]+\.js$/;

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
    let framework = 0;
    for (const script of used.afterUse) {
      const bytes = await gzipBytes(script);
      afterUse += bytes;
      if (FRAMEWORK_CHUNK.test(new URL(script).pathname)) framework += bytes;
    }
    log(`  pressed: ${used.pressed.join(', ') || 'nothing'}`);
    weights.push({
      route,
      htmlGzipBytes: gzipSync(html, { level: 9 }).length,
      jsAtLoadGzipBytes: atLoad,
      jsAfterUseGzipBytes: afterUse,
      frameworkGzipBytes: framework,
      jsAfterUseFiles: used.afterUse.length,
      thirdPartyScripts: used.thirdParty,
      pressed: used.pressed,
    });
  }
  return weights;
}
