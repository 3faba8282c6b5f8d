import type { CatalogGroup } from './types';
import { VN_GROUPS } from './vnGroups';
import { COMMODITY_GROUP } from './commodities';
import { CN_GROUP, US_GROUP } from './world';

/** The whole macro tree: Vietnam's groups (the spec's ten plus two), then US, China, commodities. */
export const MACRO_CATALOG: readonly CatalogGroup[] = [...VN_GROUPS, US_GROUP, CN_GROUP, COMMODITY_GROUP];
