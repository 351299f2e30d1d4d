import type { WebSocket } from 'ws';

interface Entry {
  socket: WebSocket;
  userId: string;
  account: string;
  token: string;
  /** Live topics the client subscribed to (ws.ts `subscribe`): only these sockets get a topic's frames. */
  topics: Set<string>;
}

/** The open alarm sockets, so admin calls can push alarms and logout can drop a token's sockets. */
export class SocketRegistry {
  private readonly entries = new Set<Entry>();

  add(socket: WebSocket, who: Omit<Entry, 'socket' | 'topics'>): void {
    const entry = { socket, ...who, topics: new Set<string>() };
    this.entries.add(entry);
    socket.on('close', () => this.entries.delete(entry));
  }

  get size(): number {
    return this.entries.size;
  }

  /** Open sockets of `account` (all when absent). */
  count(account?: string): number {
    return this.select(account).filter((e) => e.socket.readyState === e.socket.OPEN).length;
  }

  private select(account?: string): Entry[] {
    return [...this.entries].filter((e) => !account || e.account === account);
  }

  /** Sends a JSON message to the sockets of `account` (all when absent); returns how many got it. */
  push(message: unknown, account?: string): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const e of this.select(account)) {
      if (e.socket.readyState === e.socket.OPEN) {
        e.socket.send(text);
        sent++;
      }
    }
    return sent;
  }

  /** Sets the live topics of `socket` (the whole list each time; an empty list stops them). */
  subscribe(socket: WebSocket, topics: readonly string[]): void {
    for (const e of this.entries) if (e.socket === socket) e.topics = new Set(topics);
  }

  /** Whether any open socket wants `topic` (a source may skip work nobody watches). */
  watched(topic: string): boolean {
    for (const e of this.entries) if (e.topics.has(topic) && e.socket.readyState === e.socket.OPEN) return true;
    return false;
  }

  /** Sends a JSON message to the sockets subscribed to `topic`; returns how many got it. */
  publish(topic: string, message: unknown): number {
    let text: string | null = null;
    let sent = 0;
    for (const e of this.entries) {
      if (!e.topics.has(topic) || e.socket.readyState !== e.socket.OPEN) continue;
      text ??= JSON.stringify(message);
      e.socket.send(text);
      sent++;
    }
    return sent;
  }

  closeToken(token: string, code: number, reason: string): void {
    for (const e of this.entries) if (e.token === token) e.socket.close(code, reason);
  }

  closeUser(userId: string, code: number, reason: string): void {
    for (const e of this.entries) if (e.userId === userId) e.socket.close(code, reason);
  }

  closeAll(code: number, reason: string): void {
    for (const e of this.entries) e.socket.close(code, reason);
  }

  /** Cuts connections without a closing handshake (the client sees 1006), as a network failure would. */
  drop(account?: string): number {
    const victims = this.select(account);
    for (const e of victims) e.socket.terminate();
    return victims.length;
  }
}
