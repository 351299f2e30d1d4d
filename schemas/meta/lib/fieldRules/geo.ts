import { NUMBER_INVALID, SIX_DECIMALS, rangeBetween } from './messages';
import { decimalPlaces, isDecimalText } from './decimal';
import { checkText } from './value';

/** Coordinates keep at most 6 decimals (spec §9). */
export const COORDINATE_MAX_DECIMALS = 6;

const coordinate =
  (min: number, max: number) =>
  (value: unknown): string | undefined =>
    checkText(value, NUMBER_INVALID, (text) => {
      if (!isDecimalText(text)) return NUMBER_INVALID;
      const n = Number(text);
      if (n < min || n > max) return rangeBetween(min, max);
      if (decimalPlaces(text) > COORDINATE_MAX_DECIMALS) return SIX_DECIMALS;
      return undefined;
    });

/** Longitude: -180~180, at most 6 decimals. */
export const longitude = coordinate(-180, 180);
/** Latitude: -90~90, at most 6 decimals. */
export const latitude = coordinate(-90, 90);
