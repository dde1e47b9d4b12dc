// Whether an access token still stands, known in memory: its user is active and has the token version the
// token was issued with (docs/product.md#auth-token-revocation). Checking it costs no round trip once a person
// is remembered. Correct across processes as the public cache is: the users trigger
// (auth/session-state-trigger.ts) NOTIFYs every process through its one LISTEN connection
// (cache/change-listener.ts) and the writing process drops the entry as its COMMIT returns
// (db/committed-changes.ts). While that connection is down every check reads the database.
import type { Database } from '../db/database.ts';
import { followCommittedChanges } from '../db/committed-changes.ts';
import type { ChangeListener } from '../cache/change-listener.ts';
import { SESSION_STATE_CHANNEL } from './session-state-trigger.ts';

interface SessionState {
  tokenVersion: number;
  isActive: boolean;
}

/** Bound on remembered people; past it the memory starts over (a miss costs one indexed read). */
const maxPeople = 100_000;

export class SessionStates {
  private readonly states = new Map<number, SessionState | null>();
  /** Bumped by every change: a read that began before one must not store its (maybe stale) result. */
  private generation = 0;
  private readonly unfollow: () => void;

  constructor(
    private readonly db: Database,
    private readonly listener: ChangeListener,
  ) {
    listener.subscribe({
      channel: SESSION_STATE_CHANNEL,
      changed: (payload) => this.forget(Number(payload)),
      forgetAll: () => this.forgetAll(),
    });
    this.unfollow = followCommittedChanges(db, ({ userIds }) => {
      for (const id of userIds)
        if (id === null) this.forgetAll();
        else this.forget(id);
    });
  }

  /** Whether a token of this user with this version still stands (a hit answers without a promise). */
  isLive(userId: number, tokenVersion: number): boolean | Promise<boolean> {
    const known = this.listener.active ? this.states.get(userId) : undefined;
    if (known !== undefined) return stands(known, tokenVersion);
    return this.load(userId).then((state) => stands(state, tokenVersion));
  }

  close(): void {
    this.unfollow();
    this.forgetAll();
  }

  private async load(userId: number): Promise<SessionState | null> {
    const generation = this.generation;
    // Outside any transaction: session_state (drizzle/0003) sees users in platform scope.
    const { rows } = await this.db.$client.query<{ token_version: number; is_active: boolean }>({
      name: 'session-state',
      text: 'select token_version, is_active from session_state($1)',
      values: [userId],
    });
    const row = rows[0];
    const state = row ? { tokenVersion: row.token_version, isActive: row.is_active } : null;
    if (this.listener.active && generation === this.generation) {
      if (this.states.size >= maxPeople) this.states.clear();
      this.states.set(userId, state);
    }
    return state;
  }

  private forget(userId: number) {
    this.generation++;
    if (Number.isInteger(userId)) this.states.delete(userId);
    else this.states.clear();
  }

  private forgetAll() {
    this.generation++;
    this.states.clear();
  }
}

const stands = (state: SessionState | null, tokenVersion: number) =>
  !!state && state.isActive && state.tokenVersion === tokenVersion;
