import { eventInputSchema, featuredInputSchema, type StudioEvent } from '@studio/core/events/events';
import {
  createEvent,
  deleteEvent,
  featureEvent,
  updateEvent,
  type EventOutcome,
} from '@studio/core/events/eventChanges';
import { messages } from '@studio/core/shared/messages';
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

function savedEvent(outcome: EventOutcome): StudioEvent {
  if (outcome.status === 'not-found') throw new HttpError(404, messages.eventNotFound);
  return outcome.event;
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

/** The staff's event calls, in HTTP: core's event changes on the store, which logs each and tells the site. */
export function staffEventRoutes(app: FastifyInstance, store: EventStore): void {
  app.get('/api/admin/events', async () => ({ events: store.listAll() }));

  app.post('/api/admin/events', async (request, reply) => {
    const input = parseWith(eventInputSchema, request.body);
    const outcome = await createEvent(store.changesBy(currentStaff(request).email), input);
    return reply.code(201).send({ event: savedEvent(outcome) });
  });

  app.put('/api/admin/events/:id', async (request) => {
    const id = eventId(request.params);
    const input = parseWith(eventInputSchema, request.body);
    return { event: savedEvent(await updateEvent(store.changesBy(currentStaff(request).email), id, input)) };
  });

  app.patch('/api/admin/events/:id/featured', async (request) => {
    const id = eventId(request.params);
    const { featured } = parseWith(featuredInputSchema, request.body);
    return { event: savedEvent(await featureEvent(store.changesBy(currentStaff(request).email), id, featured)) };
  });

  app.delete('/api/admin/events/:id', async (request, reply) => {
    const outcome = await deleteEvent(store.changesBy(currentStaff(request).email), eventId(request.params));
    if (outcome.status === 'not-found') throw new HttpError(404, messages.eventNotFound);
    return reply.code(204).send();
  });
}
