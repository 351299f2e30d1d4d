import type { SocketLike } from '../realtime/alarmSocket';

/** A WebSocket stand-in for tests: records what was sent and lets the test open, speak and drop it. */
export class FakeSocket implements SocketLike {
  static created: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  static create = (url: string) => new FakeSocket(url);

  static open(): FakeSocket[] {
    return FakeSocket.created.filter((s) => s.readyState === 1);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close(code = 1000) {
    if (this.readyState === 3) return;
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code });
  }

  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }

  serverSends(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The connection is cut (no close frame: 1006), as when the server dies. */
  serverDrops(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
