import { registerImporter } from '../registry';
import { EVENTS_FORMAT, importEventsFile } from './eventsImport';

export { EVENTS_FORMAT, importEventsFile, importEventsText, type EventsImportOptions } from './eventsImport';
export {
  checkEventRow,
  dateOf,
  kindOf,
  EVENT_COLUMNS,
  type EventRecord,
  type RawEventRow,
} from './eventRows';
export { readEventsFile, EventsFileError } from './eventsFile';

registerImporter({
  format: EVENTS_FORMAT,
  description:
    'Sự kiện doanh nghiệp (cổ tức, thưởng, quyền mua, đại hội, niêm yết, tạm ngừng), CSV hoặc JSON "ticker,kind,event_date,title,ex_date,record_date,payment_date,end_date,cash_per_share,ratio,price_per_share,shares,fiscal_year,note"',
  matches: (fileName) => /\.(csv|json)$/i.test(fileName),
  importFile: importEventsFile,
});
