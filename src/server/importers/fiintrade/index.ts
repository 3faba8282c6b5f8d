import { registerImporter } from '../registry';
import { FIINTRADE_FORMAT, importFiinTradeFile } from './importFile';
import { parseFileName } from './parse';

export { importFiinTradeFile, FIINTRADE_FORMAT, FIINTRADE_SOURCE } from './importFile';

registerImporter({
  format: FIINTRADE_FORMAT,
  description: 'FiinTrade/FiinPro Excel statements: {BalanceSheet,IncomeStatement,CashFlow}_<MÃ>_<n>.xlsx',
  matches: (fileName) => parseFileName(fileName) !== null,
  importFile: importFiinTradeFile,
});
