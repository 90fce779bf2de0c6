import Emittery from 'emittery';
import type { EntityManager } from 'typeorm';

/** What the security record (issue 30) writes down for a user. */
export type SecurityEventKind =
  | 'sign_in_new_device' | 'second_step_failed' | 'password_changed' | 'email_changed'
  | 'passkey_added' | 'passkey_removed' | 'token_created' | 'token_revoked'
  | 'two_step_enabled' | 'two_step_disabled';

/**
 * What a module announces so that modules above it can react without being imported by it (an
 * import runs only downward: DESIGN.md, "Layers of the API"). `emit` awaits every listener and
 * fails when one fails, so a reaction is part of the change: a listener that must write in the
 * change's transaction gets its EntityManager as `db`.
 */
export interface AppEvents {
  /** The user's time zone or day start changed (users); reminders plan their next times again. */
  clockChanged: { db: Pick<EntityManager, 'query' | 'getRepository'>; userId: string };
  /** Something happened to the user's sign-in or credentials (issue 30): the security record notes it and emails where it must. */
  securityEvent: { db: Pick<EntityManager, 'query' | 'getRepository'>; userId: string; kind: SecurityEventKind; detail?: string; ip?: string; userAgent?: string };
}

/** The process's one event bus, built by the composition root and handed to the services. */
export type EventBus = Emittery<AppEvents>;

export function createEventBus(): EventBus {
  return new Emittery<AppEvents>();
}
