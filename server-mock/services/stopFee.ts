/**
 * The hand-written calls of the 停车收费 area (schemas/stopFee.json); its lists and details are the engine's, shaped by
 * engine/stopFeeSeed.ts.
 */
import { registerStopFeeAppealFee } from './stopFeeAppealFee';
import { registerStopFeeCharge } from './stopFeeCharge';
import { registerStopFeeFlows } from './stopFeeFlows';
import { registerStopFeeImages } from './stopFeeImages';
import { registerStopFeeOrders } from './stopFeeOrders';
import type { RegisterService } from './types';

export const registerStopFee: RegisterService = (router, ctx) => {
  registerStopFeeCharge(router, ctx);
  registerStopFeeOrders(router, ctx);
  registerStopFeeAppealFee(router, ctx);
  registerStopFeeFlows(router, ctx);
  registerStopFeeImages(router, ctx);
};
