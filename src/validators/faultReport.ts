/** The fault report's rules live with the field rules, shared by the 故障上报 dialog and the platform. */
export {
  FAULT_TITLE_INPUT_MAX,
  FAULT_TITLE_RULE_RANGE,
  FAULT_DESCRIPTION_MAX,
  FAULT_PHOTO_MAX_COUNT,
  FAULT_PHOTO_MAX_BYTES,
  FAULT_PHOTO_EXTENSIONS,
  validateFaultTitle,
  validateFaultDescription,
  validateFaultPhotoFile,
  validateFaultPhotoCount,
  validateFaultReport,
} from '../../schemas/meta/lib/fieldRules/faultReport';
export type { PhotoFile, FaultReportForm, FaultReportErrors } from '../../schemas/meta/lib/fieldRules/faultReport';
