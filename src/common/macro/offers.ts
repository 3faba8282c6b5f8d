import type { MacroFrequency } from '../constants/market';
import { MACRO_VALUE_TYPES, type MacroValueType } from '../macroMenu';
import { periodsFrom } from './calendar';
import { offeredValueTypes } from './valueTypes';

/**
 * What a series can show, from three things: its unit and the period (offeredValueTypes), the menu
 * indicator's value-type list (written for the indicator's own frequency; its previous-period change,
 * mom or qoq, becomes the previous-period change of the period shown), and the data stored (without
 * levels only the published changes at the series' own frequency can be shown).
 */
export interface SeriesOffer {
  unit: string;
  /** The series' own frequency. */
  frequency: MacroFrequency;
  /** The menu indicator's value types (empty: levels only). */
  menuValueTypes: readonly string[];
  /** The value types stored for the series (value, yoy, mom, ytd ...). */
  storedTypes: readonly string[];
}

/** Levels stored, or nothing stored yet (the series then offers what its unit and menu allow, without points). */
function hasLevels(offer: SeriesOffer): boolean {
  return offer.storedTypes.length === 0 || offer.storedTypes.includes('value');
}

/** Own frequency, plus the longer ones when there are levels to aggregate. */
export function seriesPeriods(offer: SeriesOffer): MacroFrequency[] {
  return hasLevels(offer) ? periodsFrom(offer.frequency) : [offer.frequency];
}

function menuAllows(menuValueTypes: readonly string[], valueType: MacroValueType): boolean {
  if (valueType === 'value') return true;
  if (valueType === 'mom' || valueType === 'qoq') {
    return menuValueTypes.includes('mom') || menuValueTypes.includes('qoq');
  }
  return menuValueTypes.includes(valueType);
}

/** The value types a series offers at a period, in MACRO_VALUE_TYPES order (empty: period not offered). */
export function seriesValueTypes(offer: SeriesOffer, period: MacroFrequency): MacroValueType[] {
  if (!seriesPeriods(offer).includes(period)) return [];
  const unitTypes = offeredValueTypes(offer.unit, period);
  return MACRO_VALUE_TYPES.filter(
    (type) =>
      unitTypes.includes(type) &&
      menuAllows(offer.menuValueTypes, type) &&
      (hasLevels(offer) || offer.storedTypes.includes(type)),
  );
}
