import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import type { SocketContext } from '../../platform/realtime/realtime.js';
import type { AppServices } from '../../platform/services.js';
import { openDesign } from './design.service.js';
import {
  changeEditors,
  closeRow,
  dropProcessRows,
  openRow,
  PRESENCE_REFRESH_MS,
  refreshRows,
} from './design-presence.store.js';

/**
 * Who has a design open in the designer (issue 16 item 5; docs/decisions/074-design-presence.md). The
 * designer sends DesignOpen {designId} when it opens a design (and again after a reconnect) and DesignClose
 * when it closes; every socket with the design open receives DesignEditors {designId, revision, editors}
 * whenever the list changes, and DesignSaved when someone saves the design. The list lives in the database
 * (a row per socket and design), so every process behind the Redis hub reads the same one.
 */

/** The topic a design's editors' sockets subscribe to, on whichever process they are. */
export const designTopic = (designId: string) => `design:${designId}`;

// Ids are varchar(50); anything longer cannot be a design and is refused before a query.
const MAX_ID_LENGTH = 50;
// One tab has one designer open; a few more cover tabs that reuse a socket. More is a client gone wrong.
const MAX_OPEN_PER_SOCKET = 20;

type ErrorReport = (error: unknown, what: string) => void;

class DesignPresence {
  /** this process among those sharing the database: its rows are the ones it refreshes */
  readonly processId = randomUUID();
  /** this process's sockets and the designs each has open */
  private readonly open = new Map<string, Set<string>>();
  private stopping = false;

  /** where failures nobody awaits go: the app's log once its plugin has run */
  report: ErrorReport = () => {};

  constructor(private readonly services: AppServices) {}

  async designOpen(socket: SocketContext, frame: Record<string, unknown>): Promise<void> {
    const designId = designIdOf(frame);
    await openDesign(socket.context, designId);
    const { socketId } = socket;
    let designs = this.open.get(socketId);
    if (!designs) {
      designs = new Set();
      this.open.set(socketId, designs);
      socket.onClose(() => this.socketClosed(socketId));
    }
    if (!designs.has(designId) && designs.size >= MAX_OPEN_PER_SOCKET)
      throw badRequest('visualdev.presenceTooMany', { max: MAX_OPEN_PER_SOCKET });
    designs.add(designId);
    socket.subscribe(designTopic(designId), true);
    const now = this.services.clock.now();
    const row = {
      socketId,
      visualdevId: designId,
      processId: this.processId,
      userId: socket.context.user.id,
      openedAt: now,
      seenAt: now,
    };
    await this.announce(designId, (trx) => openRow(trx, row));
    // The socket closed while the row was being written: its close found nothing to delete yet.
    if (!this.open.has(socketId)) await this.announce(designId, (trx) => closeRow(trx, socketId, designId));
  }

  async designClose(socket: SocketContext, frame: Record<string, unknown>): Promise<void> {
    const designId = designIdOf(frame);
    const designs = this.open.get(socket.socketId);
    // Closing a design this socket does not have open changes nothing (a second close, a close after a
    // refused open): it is not an error for a client tidying up.
    if (!designs?.delete(designId)) return;
    socket.subscribe(designTopic(designId), false);
    await this.announce(designId, (trx) => closeRow(trx, socket.socketId, designId));
  }

  /** Keeps this process's rows alive and tells the editors of designs whose other process went away. */
  async refresh(): Promise<void> {
    const gone = await refreshRows(this.services.db, this.processId, this.services.clock.now());
    for (const designId of gone) await this.announce(designId, async () => {});
  }

  /** The process is stopping: its rows go at once rather than when they expire. */
  async stop(): Promise<void> {
    this.stopping = true;
    const designs = await dropProcessRows(this.services.db, this.processId);
    for (const designId of designs) await this.announce(designId, async () => {});
  }

  /** Someone saved the design: its editors learn who, when and which version, before they save over it. */
  async saved(ctx: RequestContext, designId: string): Promise<void> {
    const design = await ctx.services.db
      .selectFrom('baseVisualdev')
      .select(['version', 'lastModifyTime'])
      .where('id', '=', designId)
      .executeTakeFirst();
    if (!design) return;
    await this.services.realtime.hub.publish(
      { topic: designTopic(designId) },
      {
        method: 'DesignSaved',
        designId,
        version: design.version,
        userId: ctx.user.id,
        name: ctx.user.realName,
        at: design.lastModifyTime ?? ctx.clock.now(),
      },
    );
  }

  private socketClosed(socketId: string): void {
    const designs = this.open.get(socketId);
    this.open.delete(socketId);
    if (!designs || this.stopping) return;
    for (const designId of designs)
      this.announce(designId, (trx) => closeRow(trx, socketId, designId)).catch((error) =>
        this.report(error, 'design presence close failed'),
      );
  }

  private async announce(designId: string, change: Parameters<typeof changeEditors>[3]): Promise<void> {
    const frame = await changeEditors(this.services.db, designId, this.services.clock.now(), change);
    await this.services.realtime.hub.publish({ topic: designTopic(designId) }, frame);
  }
}

function designIdOf(frame: Record<string, unknown>): string {
  const id = frame.designId;
  if (typeof id !== 'string' || !id.trim() || id.length > MAX_ID_LENGTH)
    throw badRequest('visualdev.presenceBadId');
  return id.trim();
}

const presences = new WeakMap<AppServices, DesignPresence>();

const presenceOf = (services: AppServices): DesignPresence => {
  const presence = presences.get(services);
  if (!presence) throw new Error('design presence is not set up (visualdev module setup)');
  return presence;
};

/** The module's setup: the two client methods of the designer. */
export function registerDesignPresence(services: AppServices): void {
  const presence = new DesignPresence(services);
  presences.set(services, presence);
  services.realtime.methods.set('DesignOpen', (socket, frame) => presence.designOpen(socket, frame));
  services.realtime.methods.set('DesignClose', (socket, frame) => presence.designClose(socket, frame));
}

/** A route plugin without routes: failures go to the app's log, and a stopping app takes its rows away. */
export async function designPresenceLifecycle(app: FastifyInstance): Promise<void> {
  const presence = presenceOf(app.services);
  presence.report = (error, what) => app.log.warn({ err: error }, what);
  app.addHook('onClose', async () => {
    await presence.stop().catch((error) => app.log.warn({ err: error }, 'design presence stop failed'));
  });
}

/** The module's start: this process's rows are refreshed, and those of processes gone are cleared. */
export function startDesignPresence(services: AppServices, onError: (error: unknown) => void): void {
  const presence = presenceOf(services);
  const timer = setInterval(() => presence.refresh().catch(onError), PRESENCE_REFRESH_MS);
  timer.unref();
}

/** Tells the design's editors that it was saved (the save route, after the save). */
export function announceDesignSaved(ctx: RequestContext, designId: string): Promise<void> {
  const presence = presenceOf(ctx.services);
  // The save is done and stored; a notice that fails to go out must not turn it into an error.
  return presence.saved(ctx, designId).catch((error) => presence.report(error, 'design saved notice failed'));
}

/** For tests: one refresh round now, as the timer of a running server does it. */
export const refreshDesignPresence = (services: AppServices) => presenceOf(services).refresh();
