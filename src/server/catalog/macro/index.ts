export { MACRO_CATALOG } from './catalog';
export { seedMacroCatalog, seedMacroMenu, type CatalogSeedSummary } from './seed';
export { vnGroupCode } from './vnGroups';
export * from './types';
