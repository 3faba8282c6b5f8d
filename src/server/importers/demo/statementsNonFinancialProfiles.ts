import type { Theme } from './universe';

/** How a line of business looks in its statements; ranges are drawn once per company. */
export interface IndustryProfile {
  grossMargin: [number, number];
  /** How far the gross margin moves with the business cycle (margin points per unit of cycle). */
  marginCycle: number;
  /** Annual net revenue over total assets. */
  turnover: number;
  /** Annual trend growth of revenue. */
  growth: [number, number];
  /** Quarterly idiosyncratic revenue noise (log deviation). */
  volatility: number;
  /** Revenue sensitivity to the business cycle. */
  cycleBeta: number;
  /** Selling and administrative expenses as shares of revenue. */
  selling: number;
  admin: number;
  season: readonly [number, number, number, number];
  receivableDays: number;
  inventoryDays: number;
  payableDays: number;
  /** Advances from customers as a share of annual revenue (homes sold off plan, tickets). */
  advances: number;
  /** Net fixed assets as a share of the balance sheet. */
  fixedAssets: number;
  /** Share of borrowings that is long-term. */
  longTermDebt: number;
  /** Main revenue line in the notes and its share. */
  revenueLine:
    'REVENUE_FROM_GOODS' | 'REVENUE_FROM_SERVICES' | 'REVENUE_FROM_CONSTRUCTION' | 'REVENUE_FROM_REAL_ESTATE';
}

const FLAT = [1, 1, 1, 1] as const;

const base: IndustryProfile = {
  grossMargin: [0.15, 0.25],
  marginCycle: 0.2,
  turnover: 1,
  growth: [0.03, 0.12],
  volatility: 0.08,
  cycleBeta: 1,
  selling: 0.04,
  admin: 0.04,
  season: FLAT,
  receivableDays: 45,
  inventoryDays: 60,
  payableDays: 40,
  advances: 0.02,
  fixedAssets: 0.3,
  longTermDebt: 0.3,
  revenueLine: 'REVENUE_FROM_GOODS',
};

// Margins and turnover from the typical published figures of each Vietnamese sector.
// prettier-ignore
export const INDUSTRY_PROFILES: Partial<Record<Theme, IndustryProfile>> = {
  real_estate: { ...base, grossMargin: [0.3, 0.5], marginCycle: 0.5, turnover: 0.2, growth: [0.05, 0.18], volatility: 0.16, cycleBeta: 2, selling: 0.04, admin: 0.05, season: [0.7, 0.9, 0.9, 1.5], receivableDays: 120, inventoryDays: 1400, payableDays: 120, advances: 0.45, fixedAssets: 0.04, longTermDebt: 0.6, revenueLine: 'REVENUE_FROM_REAL_ESTATE' },
  industrial_park: { ...base, grossMargin: [0.4, 0.6], marginCycle: 0.3, turnover: 0.15, growth: [0.05, 0.15], volatility: 0.16, cycleBeta: 1.5, selling: 0.02, admin: 0.06, season: [0.8, 0.9, 1, 1.3], receivableDays: 90, inventoryDays: 1100, payableDays: 90, advances: 0.8, fixedAssets: 0.08, longTermDebt: 0.7, revenueLine: 'REVENUE_FROM_REAL_ESTATE' },
  construction: { ...base, grossMargin: [0.04, 0.1], marginCycle: 0.1, turnover: 0.9, growth: [0.0, 0.15], volatility: 0.15, cycleBeta: 1.5, selling: 0.002, admin: 0.02, season: [0.8, 1, 1, 1.2], receivableDays: 150, inventoryDays: 60, payableDays: 120, advances: 0.1, fixedAssets: 0.08, longTermDebt: 0.2, revenueLine: 'REVENUE_FROM_CONSTRUCTION' },
  building_materials: { ...base, grossMargin: [0.15, 0.3], marginCycle: 0.3, turnover: 1.0, volatility: 0.1, cycleBeta: 1.2, selling: 0.05, season: [0.8, 1.05, 1, 1.15], receivableDays: 45, inventoryDays: 75, payableDays: 45, advances: 0.01, fixedAssets: 0.35, longTermDebt: 0.4 },
  steel: { ...base, grossMargin: [0.08, 0.2], marginCycle: 1.0, turnover: 1.0, growth: [0.05, 0.2], volatility: 0.12, cycleBeta: 1.5, selling: 0.02, admin: 0.015, season: [0.9, 1.05, 0.95, 1.1], receivableDays: 30, inventoryDays: 120, payableDays: 45, fixedAssets: 0.4, longTermDebt: 0.35 },
  dairy_food: { ...base, grossMargin: [0.38, 0.45], marginCycle: 0.1, turnover: 1.2, growth: [0.04, 0.12], volatility: 0.05, cycleBeta: 0.5, selling: 0.2, admin: 0.04, season: [0.95, 1.05, 1, 1], receivableDays: 25, inventoryDays: 60, fixedAssets: 0.3, longTermDebt: 0.2 },
  beer: { ...base, grossMargin: [0.25, 0.35], marginCycle: 0.1, turnover: 1.1, growth: [0.02, 0.1], volatility: 0.06, cycleBeta: 0.8, selling: 0.1, admin: 0.03, season: [1.1, 1, 0.85, 1.05], receivableDays: 10, inventoryDays: 45, fixedAssets: 0.3, longTermDebt: 0.1 },
  seafood: { ...base, grossMargin: [0.1, 0.2], marginCycle: 0.4, volatility: 0.12, selling: 0.04, admin: 0.02, season: [0.85, 1, 1.05, 1.1], receivableDays: 60, inventoryDays: 120, payableDays: 30, longTermDebt: 0.2 },
  retail: { ...base, grossMargin: [0.17, 0.24], marginCycle: 0.1, turnover: 2.2, growth: [0.08, 0.25], volatility: 0.06, cycleBeta: 0.8, selling: 0.12, admin: 0.025, season: [1.05, 0.95, 0.95, 1.05], receivableDays: 5, inventoryDays: 70, payableDays: 45, advances: 0.005, fixedAssets: 0.15, longTermDebt: 0.1 },
  technology: { ...base, grossMargin: [0.35, 0.4], marginCycle: 0.1, turnover: 0.8, growth: [0.1, 0.2], volatility: 0.05, cycleBeta: 0.5, selling: 0.07, admin: 0.12, season: [0.9, 1, 1, 1.1], receivableDays: 70, inventoryDays: 30, payableDays: 50, advances: 0.05, fixedAssets: 0.2, longTermDebt: 0.15, revenueLine: 'REVENUE_FROM_SERVICES' },
  oil_gas: { ...base, grossMargin: [0.05, 0.15], marginCycle: 0.6, turnover: 1.6, growth: [0.0, 0.1], volatility: 0.12, cycleBeta: 1.2, selling: 0.03, admin: 0.01, receivableDays: 20, inventoryDays: 30, payableDays: 30, longTermDebt: 0.4 },
  gas: { ...base, grossMargin: [0.15, 0.25], marginCycle: 0.3, volatility: 0.08, cycleBeta: 0.8, selling: 0.02, admin: 0.02, receivableDays: 40, inventoryDays: 15, fixedAssets: 0.4, longTermDebt: 0.4 },
  power: { ...base, grossMargin: [0.15, 0.3], marginCycle: 0.2, turnover: 0.45, growth: [0.02, 0.1], volatility: 0.1, cycleBeta: 0.5, selling: 0.002, admin: 0.03, season: [0.9, 1.1, 1, 1], receivableDays: 70, inventoryDays: 20, advances: 0, fixedAssets: 0.6, longTermDebt: 0.8 },
  logistics: { ...base, grossMargin: [0.25, 0.4], marginCycle: 0.2, turnover: 0.4, volatility: 0.07, cycleBeta: 0.8, selling: 0.01, admin: 0.08, inventoryDays: 10, fixedAssets: 0.5, longTermDebt: 0.6, revenueLine: 'REVENUE_FROM_SERVICES' },
  airport: { ...base, grossMargin: [0.45, 0.6], marginCycle: 0.8, turnover: 0.3, growth: [0.05, 0.12], volatility: 0.05, cycleBeta: 2, selling: 0.005, admin: 0.06, inventoryDays: 5, fixedAssets: 0.5, longTermDebt: 0.6, revenueLine: 'REVENUE_FROM_SERVICES' },
  airline: { ...base, grossMargin: [0.08, 0.16], marginCycle: 1.0, turnover: 0.8, growth: [0.05, 0.15], volatility: 0.1, cycleBeta: 3, selling: 0.03, admin: 0.03, season: [1.1, 0.95, 1.05, 0.9], receivableDays: 20, inventoryDays: 10, advances: 0.1, fixedAssets: 0.45, longTermDebt: 0.6, revenueLine: 'REVENUE_FROM_SERVICES' },
  fertilizer: { ...base, grossMargin: [0.15, 0.3], marginCycle: 0.8, turnover: 0.9, growth: [0.0, 0.1], volatility: 0.12, cycleBeta: 0.8, selling: 0.05, admin: 0.03, season: [1.05, 1.1, 0.9, 0.95], receivableDays: 20, inventoryDays: 70, payableDays: 30, fixedAssets: 0.4, longTermDebt: 0.4 },
  textile: { ...base, grossMargin: [0.1, 0.18], marginCycle: 0.3, turnover: 1.3, volatility: 0.08, selling: 0.03, admin: 0.04, season: [0.85, 1, 1.05, 1.1], receivableDays: 50, inventoryDays: 80, payableDays: 50, fixedAssets: 0.35, longTermDebt: 0.4 },
  pharma: { ...base, grossMargin: [0.4, 0.5], marginCycle: 0.1, turnover: 0.9, growth: [0.05, 0.12], volatility: 0.05, cycleBeta: 0.3, selling: 0.18, admin: 0.07, receivableDays: 60, inventoryDays: 110, fixedAssets: 0.3, longTermDebt: 0.2 },
};

export function industryProfile(theme: Theme): IndustryProfile {
  return INDUSTRY_PROFILES[theme] ?? base;
}
