import { describe, expect, it } from 'vitest';
import { TICKET_TTL_MS, TicketSigner } from './tickets';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

describe('TicketSigner', () => {
  const signer = new TicketSigner(Buffer.alloc(32, 7));

  it('opens its device for its purpose until it expires', () => {
    const { ticket, expireTime } = signer.issue('live', 12, NOW);
    expect(expireTime).toBe(NOW + TICKET_TTL_MS);
    expect(signer.verify(ticket, 'live', NOW + TICKET_TTL_MS - 1)).toEqual({ purpose: 'live', deviceId: 12, exp: expireTime });
    expect(signer.verify(ticket, 'live', NOW + TICKET_TTL_MS)).toBeNull();
    expect(signer.verify(ticket, 'config', NOW)).toBeNull();
  });

  it('refuses a ticket with changed claims, another key, or no shape', () => {
    const { ticket } = signer.issue('config', 3, NOW);
    const [, signature] = ticket.split('.');
    const forged = `${Buffer.from(JSON.stringify({ purpose: 'config', deviceId: 4, exp: NOW + TICKET_TTL_MS })).toString('base64url')}.${signature}`;
    expect(signer.verify(forged, 'config', NOW)).toBeNull();
    expect(new TicketSigner(Buffer.alloc(32, 8)).verify(ticket, 'config', NOW)).toBeNull();
    for (const bad of ['', 'a', 'a.b.c', undefined, 42, `${ticket}x`]) expect(signer.verify(bad, 'config', NOW)).toBeNull();
  });
});
