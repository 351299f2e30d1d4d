/**
 * The hand-written calls of the 停车收费 area (schemas/stopFee.json); its lists and details are the engine's, shaped by
 * services/stopFee/seed.ts.
 */
import { registerStopFeeAppealFee } from './appealFee';
import { registerStopFeeBills } from './bills';
import { registerStopFeeSupplements } from './supplements';
import { registerStopFeeCharge } from './charge';
import { registerStopFeeFlows } from './flows';
import { registerStopFeeImages } from './images';
import { registerStopFeeOrders } from './orders';
import type { RegisterService } from '../types';

export const registerStopFee: RegisterService = (router, ctx) => {
  registerStopFeeCharge(router, ctx);
  registerStopFeeOrders(router, ctx);
  registerStopFeeAppealFee(router, ctx);
  registerStopFeeFlows(router, ctx);
  registerStopFeeImages(router, ctx);
  registerStopFeeBills(router, ctx);
  registerStopFeeSupplements(router, ctx);
};
