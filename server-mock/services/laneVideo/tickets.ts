import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a ticket opens: the live view of a camera, or the remote configuration of a lane terminal. */
export type TicketPurpose = 'live' | 'config';

/** The cameras other than the lane cameras a live ticket may open. */
export type LiveSource = 'chargeCamera';

export interface TicketClaims {
  purpose: TicketPurpose;
  deviceId: number;
  /** Where the camera is kept when it is not a lane camera of 设备管理: `chargeCamera`, a charging station's camera. */
  source?: LiveSource;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

/** How long a ticket opens its page (the console hands out a new one each time the row action is used). */
export const TICKET_TTL_MS = 30 * 60 * 1000;
/** The one refusal of a missing, forged, expired or foreign ticket. */
export const TICKET_INVALID_MSG = '链接已失效，请从控制台重新打开';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Short-lived signed tickets for the public lane pages (/video, /remoteConfig): `<claims>.<HMAC-SHA256>`, both
 * base64url. The key is drawn when the mock starts, so a restart voids every ticket.
 */
export class TicketSigner {
  private readonly key: Buffer;

  constructor(key: Buffer = randomBytes(32)) {
    this.key = key;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(purpose: TicketPurpose, deviceId: number, now: number, source?: LiveSource): { ticket: string; expireTime: number } {
    const exp = now + TICKET_TTL_MS;
    const claims: TicketClaims = source ? { purpose, deviceId, source, exp } : { purpose, deviceId, exp };
    const payload = encode(JSON.stringify(claims));
    return { ticket: `${payload}.${this.sign(payload)}`, expireTime: exp };
  }

  /** The claims of a well-signed, unexpired ticket for this purpose; null otherwise. */
  verify(ticket: unknown, purpose: TicketPurpose, now: number): TicketClaims | null {
    if (typeof ticket !== 'string' || ticket.length > 512) return null;
    const [payload, signature, ...rest] = ticket.split('.');
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: Partial<TicketClaims>;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TicketClaims>;
    } catch {
      return null;
    }
    if (claims.purpose !== purpose || !Number.isInteger(claims.deviceId) || typeof claims.exp !== 'number' || claims.exp <= now)
      return null;
    if (claims.source !== undefined && claims.source !== 'chargeCamera') return null;
    return claims as TicketClaims;
  }
}
