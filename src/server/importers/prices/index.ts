import { registerImporter } from '../registry';
import { OHLCV_FORMAT, importOhlcvFile } from './ohlcvCsv';

export {
  OHLCV_FORMAT,
  OHLCV_HEADER,
  THOUSAND_VND,
  importOhlcvCsv,
  importOhlcvFile,
  isMarketIndex,
  parseOhlcvCsv,
  tickerFromFileName,
  type OhlcvRow,
  type OhlcvSource,
  type ParsedOhlcv,
} from './ohlcvCsv';

registerImporter({
  format: OHLCV_FORMAT,
  description:
    'Giá ngày OHLCV, mỗi mã một tệp <MÃ>.csv "Date,Open,High,Low,Close,Volume", giá nghìn đồng (chỉ số: điểm)',
  // VNX.csv (the listing) lives beside the per-ticker folder; its header check would reject it anyway.
  matches: (fileName) => /^[A-Za-z0-9]{2,12}\.csv$/.test(fileName),
  importFile: importOhlcvFile,
});
