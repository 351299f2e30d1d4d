import type { WebSocket } from 'ws';

interface Entry {
  socket: WebSocket;
  userId: string;
  account: string;
  token: string;
}

/** The open alarm sockets, so admin calls can push alarms and logout can drop a token's sockets. */
export class SocketRegistry {
  private readonly entries = new Set<Entry>();

  add(socket: WebSocket, who: Omit<Entry, 'socket'>): void {
    const entry = { socket, ...who };
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
