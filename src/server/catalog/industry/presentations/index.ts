import type { PresentationSpec } from '../types';
import { ELECTRIC } from './electric';
import { SHRIMP } from './shrimp';
import { STEEL } from './steel';

/** The industry presentations (issue 10), one file each. */
export const PRESENTATIONS: readonly PresentationSpec[] = [SHRIMP, ELECTRIC, STEEL];
