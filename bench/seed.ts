/** The data the bench's site holds while it is measured: 50 events and an uploaded image for every slot. */
import { PUBLIC_IMAGE_KEYS } from '@studio/core/content/slots';
import sharp from 'sharp';
import { dayFromToday, staffApi, type RunningSite } from '../e2e/lib/site.ts';
import { log } from './log.ts';

export const EVENT_COUNT = 50;

/** A photo-like test picture (gradient plus shapes) so uploads go through the real variant pipeline. */
function samplePhoto(label: number): Promise<Buffer> {
  const hue = (label * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},70%,55%)"/>
    </linearGradient></defs>
    <rect width="1800" height="1200" fill="url(#g)"/>
    <circle cx="${600 + label * 40}" cy="600" r="320" fill="hsl(${(hue + 180) % 360},60%,50%)" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function withRetry<T>(what: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      // Writes are rate limited; wait and go on rather than fail the whole run.
      if (attempt >= 20 || !String(error).includes('429')) throw error;
      log(`${what}: rate limited, waiting`);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
}

/** Seeds the site; returns the first event's id (the event page the bench measures). */
export async function seed(site: RunningSite): Promise<string> {
  const staff = await staffApi(site);
  log(`seeding ${EVENT_COUNT} events and ${PUBLIC_IMAGE_KEYS.length} slot images ...`);
  let firstId = '';
  for (let index = 0; index < EVENT_COUNT; index += 1) {
    const event = await withRetry('event', () =>
      staff.createEvent({
        title: `Open Mat Session ${index + 1}`,
        description: 'Sparring, drills and pad work for every level. Bring gloves, shin guards and water.',
        date: dayFromToday(1 + index),
        featured: index < 3,
        price: index % 2 === 0 ? 10 : null,
      }),
    );
    firstId ||= event.id;
  }
  for (const [index, key] of PUBLIC_IMAGE_KEYS.entries()) {
    const photo = await samplePhoto(index);
    await withRetry('image', async () => {
      const form = new FormData();
      form.append('target', key);
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `${key}.png`);
      const response = await fetch(`${site.url}/api/admin/images`, {
        method: 'POST',
        headers: { cookie: staff.cookie, origin: site.url },
        body: form,
      });
      if (!response.ok) throw new Error(`upload ${key} -> ${response.status} ${await response.text()}`);
    });
  }
  return firstId;
}
