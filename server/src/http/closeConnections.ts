import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Lets a closing server end each connection as soon as it has no answer left to write. Node closes the keep-alive
 * connections that are idle at the moment `close()` is called, but not one a client has opened without sending a
 * request yet, nor one whose answer finishes a moment later: either would hold the server open for the whole
 * keep-alive timeout (72 s in Fastify). Returns the function that starts closing; requests in flight still finish.
 */
export function closeConnectionsWhenIdle(server: Server): () => void {
  const answersPending = new Map<Socket, number>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    answersPending.set(socket, 0);
    socket.once('close', () => answersPending.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket: Socket = request.socket;
    answersPending.set(socket, (answersPending.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answersPending.get(socket) ?? 1) - 1;
      answersPending.set(socket, left);
      if (closing && left === 0) socket.destroy();
    });
  });

  return () => {
    closing = true;
    for (const [socket, pending] of answersPending) if (pending === 0) socket.destroy();
  };
}
