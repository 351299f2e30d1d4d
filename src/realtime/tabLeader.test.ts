import { describe, expect, it } from 'vitest';
import { whileLeader, type LocksLike } from './tabLeader';

/** Web Locks in one process: exclusive, queued in request order, requests abortable while waiting. */
class FakeLocks implements LocksLike {
  private held = new Map<string, Array<() => void>>();
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const run = () => {
        callback().then(() => {
          const queue = this.held.get(name)!;
          queue.shift();
          if (queue.length) queue[0]();
          else this.held.delete(name);
          resolve(undefined);
        });
      };
      const queue = this.held.get(name) ?? [];
      this.held.set(name, queue);
      queue.push(run);
      options.signal.addEventListener('abort', () => {
        const i = queue.indexOf(run);
        if (i > 0) {
          queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      if (queue.length === 1) run();
    });
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('whileLeader', () => {
  it('lets one tab lead at a time and hands over when the leader gives up', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const lead = (tab: string) => () => {
      log.push(`${tab} leads`);
      return () => log.push(`${tab} stops`);
    };
    const giveUpA = whileLeader('alarm', lead('A'), locks);
    const giveUpB = whileLeader('alarm', lead('B'), locks);
    await flush();
    expect(log).toEqual(['A leads']);
    giveUpA();
    await flush();
    expect(log).toEqual(['A leads', 'A stops', 'B leads']);
    giveUpB();
    await flush();
    expect(log).toEqual(['A leads', 'A stops', 'B leads', 'B stops']);
  });

  it('a waiting tab that gives up never leads', async () => {
    const locks = new FakeLocks();
    const log: string[] = [];
    const giveUpA = whileLeader('alarm', () => (log.push('A'), () => log.push('A stops')), locks);
    const giveUpB = whileLeader('alarm', () => (log.push('B'), () => log.push('B stops')), locks);
    await flush();
    giveUpB();
    giveUpA();
    await flush();
    expect(log).toEqual(['A', 'A stops']);
  });

  it('without Web Locks every tab leads its own socket', () => {
    const log: string[] = [];
    const giveUp = whileLeader('alarm', () => (log.push('lead'), () => log.push('stop')), null);
    expect(log).toEqual(['lead']);
    giveUp();
    expect(log).toEqual(['lead', 'stop']);
  });
});
