import { registerPlateCalls } from './underpaymentPlates';
import { registerArrearsRecords } from './underpaymentRecords';
import { registerReminders } from './underpaymentRemind';
import type { RegisterService } from './types';

/**
 * Arrears collection (schemas/underpayment.json): the state changes the generic endpoints cannot express — arrears
 * records (pay, cancel, modify plate, count and money), reminders and their results, calls, phone unbinding, the
 * remind list and its priority settings, and the verification of suspected evasions. Lists, details and the plain
 * add / edit / delete of the sub-modules are the engine's.
 */
export const registerUnderpayment: RegisterService = (router, ctx) => {
  registerArrearsRecords(router, ctx);
  registerReminders(router, ctx);
  registerPlateCalls(router, ctx);
};
