import type { RequestHandler } from 'express';
import { SAFE_METHODS } from './auth';

/**
 * Read-your-writes with a read replica (db/replica.ts), for the REST façade: a signed-in user's
 * change (any method but GET, HEAD and OPTIONS) that succeeded (below 400; a refusal changes
 * nothing) notes the write before its answer goes out, so that the next heavy read of that user,
 * on any instance, waits for the replica to have it or goes to the primary. GraphQL's mutations
 * do the same in a plugin (graphql/server.ts). Mounted only when a replica is configured.
 */
export function readYourWrites(noteWrite: (userId: string) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    const userId = req.user?.id;
    if (SAFE_METHODS.has(req.method) || !userId) return next();
    const send = res.send.bind(res);
    let settled = false;
    res.send = (body?: unknown) => {
      // express's send calls itself again (an object goes out as JSON through json and send).
      if (settled || res.statusCode >= 400) return send(body);
      settled = true;
      // noteWrite never fails: the answer goes out once the write is noted.
      void noteWrite(userId).then(() => send(body));
      return res;
    };
    next();
  };
}
