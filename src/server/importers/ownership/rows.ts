import type { HolderKind, InsiderAction, InsiderRelation, InsiderStatus } from '@/common/market/events';
import type { CsvRecord } from '../csvRecords';
import type { Rejection } from '../framework';
import {
  readAction,
  readDate,
  readHolderKind,
  readOptionalDate,
  readPercent,
  readRelation,
  readShares,
  readStatus,
  readText,
  readTicker,
  type Cell,
} from './cells';
import type { ColumnKey, ColumnMap, OwnershipFileKind } from './columns';

/** Rows of one file, checked cell by cell; the ticker's existence is checked against the database later. */

interface Base {
  line: number;
  ticker: string;
  source: string;
}
export interface StructureRow extends Base {
  asOf: string;
  holderKind: HolderKind;
  shares: number | null;
  pct: number | null;
}
export interface MajorRow extends StructureRow {
  holderName: string;
}
export interface InsiderRow extends Base {
  personName: string;
  position: string | null;
  relation: InsiderRelation;
  action: InsiderAction;
  registeredShares: number | null;
  registeredFrom: string;
  registeredTo: string | null;
  executedShares: number | null;
  executedOn: string | null;
  sharesBefore: number | null;
  sharesAfter: number | null;
  status: InsiderStatus;
}
export type OwnershipRow =
  | { kind: 'structure'; row: StructureRow }
  | { kind: 'major'; row: MajorRow }
  | { kind: 'insider'; row: InsiderRow };

export interface CheckedRows {
  rows: OwnershipRow[];
  rejections: Rejection[];
  notices: Rejection[];
}

/** Thrown inside a row's reading to reject it with the first bad cell's reason. */
class RowRefused extends Error {}

function take<T>(cell: Cell<T>): T {
  if (!cell.ok) throw new RowRefused(cell.reason);
  return cell.value;
}

function reader(record: CsvRecord, columns: ColumnMap) {
  return (key: ColumnKey): string => {
    const index = columns[key];
    return index === undefined ? '' : (record.cells[index] ?? '').trim();
  };
}

function readStake(get: (key: ColumnKey) => string) {
  const shares = take(readShares(get('shares'), 'Số cổ phiếu'));
  const pct = take(readPercent(get('pct'), 'Tỷ lệ sở hữu (%)'));
  if (shares === null && pct === null) throw new RowRefused('Thiếu cả số cổ phiếu lẫn tỷ lệ sở hữu');
  return { shares, pct };
}

function readInsider(
  get: (key: ColumnKey) => string,
  base: Base,
  notice: (reason: string) => void,
): InsiderRow {
  const registeredShares = take(readShares(get('registered_shares'), 'Khối lượng đăng ký'));
  const registeredFrom = take(readDate(get('registered_from'), 'Ngày bắt đầu đăng ký'));
  const registeredTo = take(readOptionalDate(get('registered_to'), 'Ngày kết thúc đăng ký'));
  if (registeredTo !== null && registeredTo < registeredFrom)
    throw new RowRefused(`Ngày kết thúc đăng ký ${registeredTo} trước ngày bắt đầu ${registeredFrom}`);
  const executedShares = take(readShares(get('executed_shares'), 'Khối lượng thực hiện'));
  const executedOn = take(readOptionalDate(get('executed_on'), 'Ngày thực hiện'));
  const sharesBefore = take(readShares(get('shares_before'), 'Số cổ phiếu trước giao dịch'));
  const sharesAfter = take(readShares(get('shares_after'), 'Số cổ phiếu sau giao dịch'));
  const action = take(readAction(get('action')));
  const statusText = get('status');
  // Without a status column or cell: done once a result is reported, else registered.
  const status: InsiderStatus =
    statusText === '' ? (executedShares !== null ? 'done' : 'registered') : take(readStatus(statusText));
  if (status === 'done' && executedShares === null)
    throw new RowRefused('Trạng thái "Đã thực hiện" nhưng thiếu khối lượng thực hiện');
  if (status === 'registered' && executedShares !== null && executedShares > 0)
    throw new RowRefused('Có khối lượng thực hiện nhưng trạng thái vẫn là "Đã đăng ký"');
  if (executedOn !== null && executedOn < registeredFrom)
    throw new RowRefused(`Ngày thực hiện ${executedOn} trước ngày bắt đầu đăng ký ${registeredFrom}`);
  if (executedShares !== null && registeredShares !== null && executedShares > registeredShares)
    notice(
      `Khối lượng thực hiện ${String(executedShares)} vượt khối lượng đăng ký ${String(registeredShares)}`,
    );
  if (sharesBefore !== null && sharesAfter !== null && executedShares !== null) {
    const expected = action === 'buy' ? sharesBefore + executedShares : sharesBefore - executedShares;
    if (expected !== sharesAfter)
      notice(
        `Số cổ phiếu sau giao dịch ${String(sharesAfter)} khác trước giao dịch ± khối lượng thực hiện (${String(expected)})`,
      );
  }
  const position = get('position');
  return {
    ...base,
    personName: take(readText(get('person_name'), 'tên người giao dịch')),
    position: position === '' ? null : take(readText(position, 'Chức vụ')),
    relation: take(readRelation(get('relation'))),
    action,
    registeredShares,
    registeredFrom,
    registeredTo,
    executedShares,
    executedOn,
    sharesBefore,
    sharesAfter,
    status,
  };
}

function readRow(
  kind: OwnershipFileKind,
  get: (key: ColumnKey) => string,
  line: number,
  notice: (reason: string) => void,
): OwnershipRow {
  const base: Base = {
    line,
    ticker: take(readTicker(get('ticker'))),
    source: take(readText(get('source'), 'nguồn (source)', 100)),
  };
  if (kind === 'insider') return { kind, row: readInsider(get, base, notice) };
  const asOf = take(readDate(get('as_of'), 'Ngày'));
  const holderKind = take(readHolderKind(get('holder_kind')));
  const stake = readStake(get);
  if (kind === 'structure') return { kind, row: { ...base, asOf, holderKind, ...stake } };
  const holderName = take(readText(get('holder_name'), 'tên cổ đông'));
  return { kind, row: { ...base, asOf, holderKind, holderName, ...stake } };
}

/** The key a row is stored under; a second row with the same key in one file is rejected. */
function keyOf(item: OwnershipRow): string {
  const { row } = item;
  if (item.kind === 'structure')
    return [row.ticker, item.row.asOf, item.row.holderKind, row.source].join('|');
  if (item.kind === 'major') return [row.ticker, item.row.holderName, item.row.asOf, row.source].join('|');
  return [row.ticker, item.row.personName, item.row.action, item.row.registeredFrom, row.source].join('|');
}

/** Reads every data record; a bad one is rejected with its line and reason, the others kept. */
export function checkRows(
  kind: OwnershipFileKind,
  records: readonly CsvRecord[],
  columns: ColumnMap,
): CheckedRows {
  const result: CheckedRows = { rows: [], rejections: [], notices: [] };
  const firstLine = new Map<string, number>();
  for (const record of records) {
    const rowNotices: string[] = [];
    try {
      const item = readRow(kind, reader(record, columns), record.line, (reason) => rowNotices.push(reason));
      const key = keyOf(item);
      const earlier = firstLine.get(key);
      if (earlier !== undefined)
        throw new RowRefused(`Trùng với dòng ${String(earlier)}; giữ dòng ${String(earlier)}, bỏ dòng này`);
      firstLine.set(key, record.line);
      result.rows.push(item);
      for (const reason of rowNotices) result.notices.push({ row: record.line, reason });
    } catch (error) {
      if (!(error instanceof RowRefused)) throw error;
      result.rejections.push({ row: record.line, reason: error.message });
    }
  }
  return result;
}
