/**
 * The one series engine of issue 33 (formulas, FRED units, frequency conversion, alignment, moving
 * averages, rebasing, group aggregates): pure, no zod and no React, used by the server and the
 * browser's editor. Shapes in ./types.
 */
export * from './types';
export { parseFormula, FORMULA_FUNCTIONS, FORMULA_MAX_LENGTH } from './parser';
export type { FormulaNode, ParsedFormula, ParseResult } from './parser';
export { computeNode } from './compute';
export { convertFrequency } from './convert';
export type { ConversionOptions, ConversionResult } from './convert';
export { applyUnits, YEAR_AGO_SESSION_SLACK_DAYS } from './units';
export { movingAverage, rebase } from './post';
export { aggregateGroup, median } from './group';
export type { GroupMember } from './group';
export { evaluateFormula } from './evaluate';
export type { EvaluationInput, EvaluationRequest } from './evaluate';
export { FREQUENCY_PHRASE, FREQUENCY_NOUN } from './messages';
export { periodName, ordinalOfX, xOfOrdinal } from './periods';
