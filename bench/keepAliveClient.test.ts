import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from './keepAliveClient.ts';

let server: Server;
let port: number;
const seen: { headers: Record<string, string | string[] | undefined>; body: string; socket: number }[] = [];
const sockets = new Map<unknown, number>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (!sockets.has(request.socket)) sockets.set(request.socket, sockets.size);
      seen.push({ headers: request.headers, body, socket: sockets.get(request.socket)! });
      if (request.url === '/close') return request.socket.destroy();
      const answer = JSON.stringify({ echoed: JSON.parse(body) as unknown, note: 'é'.repeat(40_000) });
      response.writeHead(request.url === '/full' ? 409 : 201, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(answer),
      });
      // In two writes, so the answer arrives in more than one piece.
      const bytes = Buffer.from(answer);
      response.write(bytes.subarray(0, 1000));
      setImmediate(() => response.end(bytes.subarray(1000)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('keepAliveClient', () => {
  it('sends each request with its body and headers on one kept-alive connection, and reads each whole answer', async () => {
    const connection = await openConnection('127.0.0.1', port);
    const first = await connection.post('/book', JSON.stringify({ n: 1 }), { 'x-forwarded-for': '10.0.0.1' });
    const second = await connection.post('/full', JSON.stringify({ n: 2 }), { 'x-forwarded-for': '10.0.0.2' });
    connection.close();
    expect(first.status).toBe(201);
    expect(JSON.parse(first.text)).toEqual({ echoed: { n: 1 }, note: 'é'.repeat(40_000) });
    expect(first.ms).toBeGreaterThan(0);
    expect(second.status).toBe(409);
    expect(JSON.parse(second.text).echoed).toEqual({ n: 2 });
    const [a, b] = seen.slice(-2);
    expect(a!.headers['x-forwarded-for']).toBe('10.0.0.1');
    expect(a!.headers['content-type']).toBe('application/json');
    expect(b!.socket).toBe(a!.socket);
  });

  it('fails a request whose connection the server closes, and refuses to send on it again', async () => {
    const connection = await openConnection('127.0.0.1', port);
    await expect(connection.post('/close', '{}', {})).rejects.toThrow(/closed/);
    await expect(connection.post('/book', '{}', {})).rejects.toThrow(/closed/);
  });
});
