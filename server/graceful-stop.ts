import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** After the drain, requests in flight get this long to finish before the process exits anyway. */
export const FINISH_MS = 10_000;

export interface GracefulStopOptions {
  /** How long to go on accepting and answering after the signal (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  finishMs?: number;
  /** Called once, at the signal: readiness answers 503 from then on. */
  onStopping: () => void;
  /** Closes what the process holds besides the listener (Next, Redis), once nothing is in flight. */
  close: () => Promise<unknown>;
  exit?: (code: number) => void;
  log?: (line: string) => void;
}

export interface GracefulStop {
  /** Every request passes here first: once stopping, its connection closes after the answer. */
  onRequest: (req: IncomingMessage, res: ServerResponse) => void;
  /** Starts the stop (SIGTERM, SIGINT); a second call changes nothing. */
  stop: (reason: string) => void;
  readonly stopping: boolean;
}

/**
 * A stop that drops no request. `server.close()` at the signal would stop listening at once, and
 * the kernel resets every connection it had accepted but the busy event loop had not yet taken
 * (measured: 30 of 48 queued requests). Instead, for `drainMs` the server goes on accepting and
 * answering, each answer with `Connection: close`, while readiness says 503 so a balancer moves
 * away, and on until no request is being answered (a queue still worked through, at most
 * `finishMs`); then it stops listening, lets what is in flight finish, closes the rest and exits 0,
 * or exits 1 once `finishMs` more have passed. Repeated signals (a process group signalled, npm
 * forwarding the terminal's Ctrl-C) change nothing.
 */
export function gracefulStop(server: Server, options: GracefulStopOptions): GracefulStop {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? ((line: string) => console.log(line));
  const finishMs = options.finishMs ?? FINISH_MS;
  let stopping = false;
  let inFlight = 0;
  /** Connections accepted whose first request is not read yet: the queue's tail, in Node. */
  const unread = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unread.add(socket);
    socket.once('close', () => unread.delete(socket));
  });
  const idle = () => inFlight === 0 && unread.size === 0;

  const closeListener = () => {
    log(`Stopped listening; ${inFlight} requests in flight get up to ${finishMs / 1000} s`);
    const deadline = setTimeout(() => {
      log(`Stopping with ${inFlight} requests unfinished after ${finishMs / 1000} s`);
      exit(1);
    }, finishMs);
    deadline.unref();
    server.close(() => {
      options.close().finally(() => {
        clearTimeout(deadline);
        exit(0);
      });
    });
    server.closeIdleConnections();
  };

  /** Set while the drain's end waits for the requests in hand: called when none is left. */
  let queueDone: (() => void) | undefined;
  /**
   * The drain's end waits for the requests still being answered: a server still working through a
   * queue (a busy machine, a burst before the signal) may have more of it waiting in the kernel,
   * which closing the listener would reset. At most `finishMs` more.
   */
  const closeWhenQueueDone = () => {
    const finish = () => {
      clearTimeout(giveUp);
      queueDone = undefined;
      closeListener();
    };
    const giveUp = setTimeout(finish, finishMs);
    giveUp.unref();
    queueDone = finish;
    // a turn of the loop first: its poll takes what the kernel holds
    setImmediate(() => idle() && queueDone?.());
  };
  return {
    get stopping() {
      return stopping;
    },
    onRequest(req, res) {
      inFlight += 1;
      unread.delete(req.socket);
      res.once('close', () => {
        inFlight -= 1;
        // one turn of the loop later: its poll takes what the kernel still holds
        if (idle() && queueDone) setImmediate(() => idle() && queueDone?.());
      });
      // The client opens its next connection elsewhere (or here again, while draining).
      if (stopping) res.setHeader('connection', 'close');
    },
    stop(reason) {
      if (stopping) return;
      stopping = true;
      options.onStopping();
      log(
        `${reason}: readiness answers 503; serving for ${options.drainMs} ms more, then finishing requests in flight and stopping`,
      );
      // Idle connections are left open: one accepted while the loop was busy may hold a request
      // not yet read, and closing it would reset that request. Each ends after its next answer.
      if (options.drainMs > 0) setTimeout(closeWhenQueueDone, options.drainMs).unref();
      else closeListener();
    },
  };
}
