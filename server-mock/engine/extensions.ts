import { dealerOptionsExtension } from '../services/dealerOptions';
import { publicityExtension } from '../services/publicityExtension';
import { alarmTargetsExtension } from './alarmTargetSeed';
import { underpaymentExtension } from './underpaymentSeed';
import { checkManageExtension } from './checkManageSeed';
import { financialCenterExtension } from './financialCenterSeed';
import { stopFeeExtension } from './stopFeeSeed';
import { stopFeeAppealExtension } from '../services/stopFeeAppealFee';
import { underpaymentDeliveryExtension } from '../services/underpaymentDelivery';
import { deviceSeedExtension } from './deviceSeed';
import { systemManageExtension } from './systemManageSeed';
import { parkingManageExtension } from './parkingManageSeed';
import { scheduleExtension } from './scheduleSeed';
import { areaManageExtension } from '../areaManage/areaExtension';
import { roleExtension } from '../roles/roleExtension';
import { monthlyCardIssueExtension } from '../services/monthlyCardIssue';
import { chargeCouponExtension } from './chargeCouponSeed';
import { monthlyRuleExtension } from './monthlyRuleSeed';
import { laneVideoExtension } from '../services/laneVideo';
import type { EngineExtension } from './types';

/** The hand-written additions the engine is built with (curated seeds, option lists, hooks). */
export const ENGINE_EXTENSIONS: EngineExtension[] = [dealerOptionsExtension, publicityExtension, alarmTargetsExtension, underpaymentExtension, stopFeeExtension, stopFeeAppealExtension, deviceSeedExtension, systemManageExtension, parkingManageExtension, checkManageExtension, financialCenterExtension, scheduleExtension, areaManageExtension, roleExtension, monthlyCardIssueExtension, chargeCouponExtension, monthlyRuleExtension, underpaymentDeliveryExtension, laneVideoExtension];
