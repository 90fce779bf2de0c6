import Emittery from 'emittery';
import type { EntityManager } from 'typeorm';

/**
 * What a module announces so that modules above it can react without being imported by it (an
 * import runs only downward: DESIGN.md, "Layers of the API"). `emit` awaits every listener and
 * fails when one fails, so a reaction is part of the change: a listener that must write in the
 * change's transaction gets its EntityManager as `db`.
 */
export interface AppEvents {
  /** The user's time zone or day start changed (users); reminders plan their next times again. */
  clockChanged: { db: Pick<EntityManager, 'query' | 'getRepository'>; userId: string };
}

/** The process's one event bus, built by the composition root and handed to the services. */
export type EventBus = Emittery<AppEvents>;

export function createEventBus(): EventBus {
  return new Emittery<AppEvents>();
}
