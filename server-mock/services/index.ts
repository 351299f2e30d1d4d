import type { MockContext } from '../context';
import type { UserRow } from '../db/users';
import { Router } from '../http/router';
import { registerAuth } from './auth';
import { registerBacklog } from './backlog';
import { registerBasic } from './basic';
import { registerDealer } from './dealer';
import { registerDevice } from './device';
import { registerLicense } from './license';
import type { RegisterService } from './types';
import { registerUser } from './user';

/** Every platform service of the mock, one module each. */
export const SERVICES: RegisterService[] = [registerAuth, registerUser, registerBasic, registerDealer, registerLicense, registerBacklog, registerDevice];

export function buildApiRouter(ctx: MockContext): Router<UserRow> {
  const router = new Router<UserRow>();
  for (const register of SERVICES) register(router, ctx);
  return router;
}
