import type { MockContext } from '../context';
import type { UserRow } from '../db/users';
import { Router } from '../http/router';
import { registerAuth } from './auth';
import { registerBacklog } from './shell/backlog';
import { registerSoftwareUpdates } from './shell/softwareUpdates';
import { registerBasic } from './shell/platform';
import { registerDealer } from './shell/dealer';
import { registerDealerOptions } from './sharedOptions/parks';
import { registerDevice } from './device';
import { registerExportTasks } from './exportTasks';
import { registerImports } from './imports';
import { registerLicense } from './license';
import { registerPublicity } from './publicity';
import { registerShellExtras } from './shell/extras';
import { registerSchedule } from './schedule';
import { registerDeviceMap } from './deviceMap';
import type { RegisterService } from './types';
import { registerUser } from './user';
import { registerUserAccount } from './user/account';
import { registerUserProfile } from './user/profile';
import { registerHikyunUpload } from './upload/hikyun';
import { registerPrivacyConsent } from './user/privacyConsent';
import { registerImageServer } from './upload/imageServer';
import { registerUnderpayment } from './underpayment';
import { registerStopFee } from './stopFee';
import { registerCustomerManage } from './customerManage';
import { registerSharedOptions } from './sharedOptions';
import { registerFinancialCenter } from './financialCenter';
import { registerAreaManage } from '../areaManage/areaService';
import { registerRoles } from '../roles/roleService';
import { registerLaneVideo } from './laneVideo';
import { registerTelemetry } from './telemetry';
import { registerWorkingDayConfig } from './workingDayConfig';
import { registerSystemSettings } from './systemSettings';
import { registerDictOptions } from './systemManage/dictOptions';
import { registerMarketing } from './marketing';
import { registerMonthlyCardBatch } from './specificCar/monthlyCardLifecycle';
import { registerChargingMonitor } from './chargingPlatform/monitor';

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
  registerImports,
  registerImageServer,
  registerUnderpayment,
  registerStopFee,
  registerCustomerManage,
  registerSharedOptions,
  registerDictOptions,
  registerFinancialCenter,
  registerSchedule,
  registerDeviceMap,
  registerAreaManage,
  registerRoles,
  registerLaneVideo,
  registerTelemetry,
  registerWorkingDayConfig,
  registerSystemSettings,
  registerMarketing,
  registerMonthlyCardBatch,
  registerChargingMonitor,
];

export function buildApiRouter(ctx: MockContext): Router<UserRow> {
  const router = new Router<UserRow>();
  for (const register of SERVICES) register(router, ctx);
  // After the hand-written services: the engine serves what they leave of the schemas' endpoints.
  ctx.engine.register(router, ctx);
  return router;
}
