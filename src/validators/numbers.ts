/** The numbers rules live with the shared field rules (schemas/meta/lib/fieldRules), used by the form and the mock alike. */
export {
  RANGE_NUMBER_DEFAULT,
  RANGE_INTEGER_DEFAULT,
  RANGE_NUMBER_MAX_DECIMALS,
  number,
  integer,
  rangeNumber,
  rangeInteger,
  readRangeArgs,
} from '../../schemas/meta/lib/fieldRules/numbers';
