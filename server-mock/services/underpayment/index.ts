import { registerPlateCalls } from './plates';
import { registerArrearsRecords } from './records';
import type { RegisterService } from '../types';

/**
 * Arrears collection (schemas/underpayment.json): the state changes the generic endpoints cannot express — arrears
 * records (pay, cancel, modify plate, count and money), calls, phone unbinding, the remind list, its priority settings
 * and the check before 一键催缴, and the verification of suspected evasions. Lists, details, the plain add / edit /
 * delete of the sub-modules and the reminders (declared steps, with delivery.ts) are the engine's.
 */
export const registerUnderpayment: RegisterService = (router, ctx) => {
  registerArrearsRecords(router, ctx);
  registerPlateCalls(router, ctx);
};
