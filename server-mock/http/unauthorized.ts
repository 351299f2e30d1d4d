import type { FastifyReply } from 'fastify';
import { fail } from './envelope';
import { sendJson } from './reply';

export const UNAUTHORIZED_MSG = '登录已失效，请重新登录';

/** The platform's answer to a missing, unknown or expired token: HTTP 401 with the envelope. */
export function unauthorizedBody() {
  return fail('401', UNAUTHORIZED_MSG);
}

export function sendUnauthorized(reply: FastifyReply) {
  return sendJson(reply, 401, unauthorizedBody());
}
