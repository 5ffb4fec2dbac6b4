/**
 * A lean HTTP/1.1 client for load: one kept-alive connection per concurrent caller, each sending one request at a
 * time and reading its answer by `Content-Length`. `node:http`'s client costs the bench's process about 0.25 ms a
 * request (its agent, streams and events); with 50 answers arriving together, the last waits for the 49 before it to
 * be handled, and that wait, which is the client's and not the server's, lands in the latencies measured. This one
 * costs a small fraction of that, so what is measured is the server's answer.
 */
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  /** From the request's first byte written to its answer's last byte read. */
  ms: number;
  text: string;
}

export interface KeepAliveConnection {
  /** Sends one request (a body of JSON) and resolves with its answer; one at a time per connection. */
  post(path: string, body: string, headers: Record<string, string>): Promise<Answer>;
  close(): void;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const TIMEOUT_MS = 30_000;

export async function openConnection(host: string, port: number): Promise<KeepAliveConnection> {
  const socket: Socket = await new Promise((resolve, reject) => {
    const opened = connect({ host, port, noDelay: true }, () => resolve(opened));
    opened.once('error', reject);
  });
  let pending: { started: number; resolve: (answer: Answer) => void; reject: (error: Error) => void } | null = null;
  let received: Buffer = Buffer.alloc(0);

  const fail = (error: Error) => {
    const waiting = pending;
    pending = null;
    waiting?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the server closed the connection')));
  socket.on('data', (chunk: Buffer) => {
    received = received.length ? Buffer.concat([received, chunk]) : chunk;
    const end = received.indexOf(HEADER_END);
    if (end < 0 || !pending) return;
    const head = received.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
    const total = end + HEADER_END.length + Number(length[1]);
    if (received.length < total) return;
    const text = received.subarray(end + HEADER_END.length, total).toString('utf8');
    received = received.subarray(total);
    const done = pending;
    pending = null;
    done.resolve({ status, ms: performance.now() - done.started, text });
  });

  return {
    post(path, body, headers) {
      if (pending) return Promise.reject(new Error('one request at a time on a connection'));
      if (socket.destroyed) return Promise.reject(new Error('the connection is closed'));
      const lines = [
        `POST ${path} HTTP/1.1`,
        `Host: ${host}:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => socket.destroy(new Error('timed out')), TIMEOUT_MS);
        pending = {
          started: performance.now(),
          resolve: (answer) => (clearTimeout(timer), resolve(answer)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        };
        socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      });
    },
    close: () => socket.destroy(),
  };
}
