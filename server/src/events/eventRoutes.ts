import { eventInputSchema, featuredInputSchema } from '@studio/core/events';
import { messages } from '@studio/core/messages';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../auth/staffGuard.ts';
import { HttpError, parseWith } from '../http/httpErrors.ts';
import type { EventStore } from './eventStore.ts';

/** Ids are server-made UUIDs; anything else cannot name an event. */
const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function eventId(params: unknown): string {
  const id = (params as { id?: string }).id ?? '';
  if (!EVENT_ID.test(id)) throw new HttpError(404, messages.eventNotFound);
  return id;
}

export function publicEventRoutes(app: FastifyInstance, store: EventStore): void {
  // Served from the serialised cache: the busiest public call does no database or JSON work.
  app.get('/api/events', async (_request, reply) => {
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(store.upcoming().json);
  });

  app.get('/api/events/:id', async (request, reply) => {
    const found = store.withOthers(eventId(request.params));
    if (!found) throw new HttpError(404, messages.eventNotFound);
    void reply.header('cache-control', 'no-cache');
    return found;
  });
}

/** The staff's event calls, in HTTP: the store records each change in the activity log and tells the site. */
export function staffEventRoutes(app: FastifyInstance, store: EventStore): void {
  app.get('/api/admin/events', async () => ({ events: store.listAll() }));

  app.post('/api/admin/events', async (request, reply) => {
    const input = parseWith(eventInputSchema, request.body);
    const event = store.create(input, currentStaff(request).email);
    return reply.code(201).send({ event });
  });

  app.put('/api/admin/events/:id', async (request) => {
    const id = eventId(request.params);
    const input = parseWith(eventInputSchema, request.body);
    const event = store.update(id, input, currentStaff(request).email);
    if (!event) throw new HttpError(404, messages.eventNotFound);
    return { event };
  });

  app.patch('/api/admin/events/:id/featured', async (request) => {
    const id = eventId(request.params);
    const { featured } = parseWith(featuredInputSchema, request.body);
    const event = store.setFeatured(id, featured, currentStaff(request).email);
    if (!event) throw new HttpError(404, messages.eventNotFound);
    return { event };
  });

  app.delete('/api/admin/events/:id', async (request, reply) => {
    if (!store.remove(eventId(request.params), currentStaff(request).email))
      throw new HttpError(404, messages.eventNotFound);
    return reply.code(204).send();
  });
}
