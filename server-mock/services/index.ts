import type { MockContext } from '../context';
import type { UserRow } from '../db/users';
import { Router } from '../http/router';
import { registerAuth } from './auth';
import { registerBacklog } from './backlog';
import { registerSoftwareUpdates } from './softwareUpdates';
import { registerBasic } from './basic';
import { registerDealer } from './dealer';
import { registerDealerOptions } from './dealerOptions';
import { registerDevice } from './device';
import { registerExportTasks } from './exportTasks';
import { registerLicense } from './license';
import { registerPublicity } from './publicity';
import { registerShellExtras } from './shellExtras';
import { registerSchedule } from './schedule';
import { registerDeviceMap } from './deviceMap';
import type { RegisterService } from './types';
import { registerUser } from './user';
import { registerUserAccount } from './userAccount';
import { registerUserProfile } from './userProfile';
import { registerHikyunUpload } from './hikyunUpload';
import { registerPrivacyConsent } from './privacyConsent';
import { registerImageServer } from './imageServer';
import { registerUnderpayment } from './underpayment';
import { registerStopFee } from './stopFee';
import { registerSharedOptions } from './sharedOptions';
import { registerFinancialCenter } from './financialCenter';
import { registerAreaManage } from '../areaManage/areaService';
import { registerRoles } from '../roles/roleService';
import { registerLaneVideo } from './laneVideo';

/** Every platform service of the mock, one module each. */
export const SERVICES: RegisterService[] = [
  registerAuth,
  registerUser,
  registerBasic,
  registerDealer,
  registerDealerOptions,
  registerLicense,
  registerBacklog,
  registerSoftwareUpdates,
  registerDevice,
  registerPublicity,
  registerShellExtras,
  registerUserAccount,
  registerUserProfile,
  registerHikyunUpload,
  registerPrivacyConsent,
  registerExportTasks,
  registerImageServer,
  registerUnderpayment,
  registerStopFee,
  registerSharedOptions,
  registerFinancialCenter,
  registerSchedule,
  registerDeviceMap,
  registerAreaManage,
  registerRoles,
  registerLaneVideo,
];

export function buildApiRouter(ctx: MockContext): Router<UserRow> {
  const router = new Router<UserRow>();
  for (const register of SERVICES) register(router, ctx);
  // After the hand-written services: the engine serves what they leave of the schemas' endpoints.
  ctx.engine.register(router, ctx);
  return router;
}
