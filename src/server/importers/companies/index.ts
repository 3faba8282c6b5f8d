import { registerImporter } from '../registry';
import { COMPANIES_FORMAT, importListingFile } from './companiesCsv';

export {
  COMPANIES_FORMAT,
  importListingCsv,
  importListingFile,
  inferCompanyType,
  parseListingCsv,
  type ListingRow,
  type ParsedListing,
} from './companiesCsv';
export {
  ICB_INDUSTRIES,
  IcbNameIndex,
  ensureIcbIndustries,
  industryNameKey,
  type IcbIndustry,
  type IcbPath,
} from './icb';

registerImporter({
  format: COMPANIES_FORMAT,
  description: 'Danh sách công ty niêm yết "ticker,name,exchange,industry,sector,..." (như VNX.csv)',
  matches: (fileName) => /\.csv$/i.test(fileName),
  importFile: importListingFile,
});
