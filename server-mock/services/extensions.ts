import { dealerOptionsExtension } from './sharedOptions/parks';
import { publicityExtension } from './publicity/extension';
import { alarmTargetsExtension } from './alarmTargets/seed';
import { underpaymentExtension } from './underpayment/seed';
import { checkManageExtension } from './checkManage/seed';
import { financialCenterExtension } from './financialCenter/seed';
import { stopFeeExtension } from './stopFee/seed';
import { stopFeeAppealExtension } from './stopFee/appealFee';
import { stopFeeBillsExtension } from './stopFee/bills';
import { stopFeeSupplementExtension } from './stopFee/supplements';
import { customerManageExtension } from './customerManage';
import { underpaymentDeliveryExtension } from './underpayment/delivery';
import { deviceSeedExtension } from './device/seed';
import { systemManageExtension } from './systemManage/seed';
import { parkingManageExtension } from './parkingManage/seed';
import { deviceManagementExtension } from './deviceManagement/seed';
import { scheduleExtension } from './schedule/seed';
import { areaManageExtension } from '../areaManage/areaExtension';
import { roleExtension } from '../roles/roleExtension';
import { operatorAccountsExtension } from './operatorManage/accounts';
import { employeeManageExtension } from './employeeManage/seed';
import { subOperatorExtension } from './operatorManage/subOperators';
import { monthlyCardIssueExtension } from './specificCar/monthlyCardIssue';
import { chargeCouponExtension } from './chargeCoupon/seed';
import { monthlyRuleExtension } from './specificCar/monthlyRuleSeed';
import { specialVehicleExtension } from './specificCar/specialVehicleSeed';
import { monthlyApplyExtension } from './specificCar/monthlyApplies';
import { storedValueCardExtension } from './specificCar/storedValueCards';
import { monthlyCardLifecycleExtension } from './specificCar/monthlyCardLifecycle';
import { specialGroupsExtension } from './specificCar/groups';
import { laneVideoExtension } from './laneVideo';
import { telemetryExtension } from './telemetry/seed';
import { workingDayConfigExtension } from './workingDayConfig/seed';
import { systemSettingsExtension } from './systemSettings/seed';
import { parkingLockExtension } from './parkingLock/seed';
import { bookManagementSeedExtension } from './bookManagement/seed';
import { bookManagementRulesExtension } from './bookManagement/rules';
import { staggerShareExtension } from './staggerShare';
import { marketingExtension } from './marketing';
import { chargingPlatformExtension } from './chargingPlatform/seed';
import { businessExtension } from './business';
import type { EngineExtension } from '../engine/types';

/** The hand-written additions the engine is built with (curated seeds, option lists, hooks). */
export const ENGINE_EXTENSIONS: EngineExtension[] = [
  dealerOptionsExtension,
  publicityExtension,
  alarmTargetsExtension,
  underpaymentExtension,
  stopFeeExtension,
  stopFeeAppealExtension,
  stopFeeBillsExtension,
  stopFeeSupplementExtension,
  customerManageExtension,
  deviceSeedExtension,
  systemManageExtension,
  parkingManageExtension,
  deviceManagementExtension,
  checkManageExtension,
  financialCenterExtension,
  scheduleExtension,
  areaManageExtension,
  roleExtension,
  operatorAccountsExtension,
  employeeManageExtension,
  subOperatorExtension,
  monthlyCardIssueExtension,
  chargeCouponExtension,
  monthlyRuleExtension,
  specialVehicleExtension,
  monthlyApplyExtension,
  storedValueCardExtension,
  monthlyCardLifecycleExtension,
  specialGroupsExtension,
  underpaymentDeliveryExtension,
  laneVideoExtension,
  telemetryExtension,
  workingDayConfigExtension,
  systemSettingsExtension,
  parkingLockExtension,
  bookManagementSeedExtension,
  bookManagementRulesExtension,
  staggerShareExtension,
  marketingExtension,
  chargingPlatformExtension,
  businessExtension,
];
