import { staffApi, type RunningSite } from '../e2e/lib/site.ts';
import { median } from './figures.ts';
import { log } from './log.ts';

/** From a save (an event's title changed) to a fresh request showing it, over several saves. */
export interface PublishResult {
  saves: number;
  medianMs: number;
  maxMs: number;
}

/**
 * How long a save takes to show: the event's title is changed through the staff API, then the event's page is
 * asked for until its HTML carries the new title (the first request after the save should already).
 */
export async function measurePublish(site: RunningSite, eventId: string): Promise<PublishResult> {
  const staff = await staffApi(site);
  const pageUrl = `${site.url}/events/${eventId}`;
  const event = ((await staff.call('GET', '/api/admin/events')) as { events: Record<string, unknown>[] }).events.find(
    (candidate) => candidate.id === eventId,
  );
  if (!event) throw new Error(`event ${eventId} is missing`);
  const { id: _id, created_at: _created, updated_at: _updated, ...input } = event;
  const times: number[] = [];
  for (let save = 1; save <= 5; save += 1) {
    const title = `Open Mat Session (save ${save})`;
    const started = performance.now();
    await staff.call('PUT', `/api/admin/events/${eventId}`, { ...input, date: String(input.date).slice(0, 10), title });
    for (;;) {
      if (
        (await (await fetch(pageUrl)).text()).includes(`<h1 class="page-hero__title event-hero__title">${title}</h1>`)
      )
        break;
      if (performance.now() - started > 10_000) throw new Error(`the page did not show "${title}" within 10 s`);
    }
    times.push(performance.now() - started);
  }
  log(`save to visible: ${times.map((ms) => Math.round(ms)).join(', ')} ms`);
  return { saves: times.length, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
}
