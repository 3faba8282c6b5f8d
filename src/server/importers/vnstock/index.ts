import { registerImporter } from '../registry';
import { importVnstockFile, VNSTOCK_FORMAT } from './importFile';
import { parseFileName } from './parse';

export { importVnstockFile, NO_TEMPLATE_ITEM, VNSTOCK_FORMAT, VNSTOCK_SOURCES } from './importFile';

registerImporter({
  format: VNSTOCK_FORMAT,
  description:
    'vnstock yearly statements (VCI in VND, KBS in thousand VND): <mã>_{balance_sheet,income_statement,cash_flow}_{vci,kbs}_year.csv, and the deposit lines of <mã>_ratios_vci_year.csv',
  // KBS ratios files hold ratios only: a folder walk leaves them out. VCI's carry a bank's deposits.
  matches: (fileName) => {
    const parsed = parseFileName(fileName);
    return parsed !== null && (parsed.kind !== 'ratios' || parsed.source === 'vci');
  },
  importFile: importVnstockFile,
});
