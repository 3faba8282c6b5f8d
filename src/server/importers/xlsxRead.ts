import * as XLSX from '@e965/xlsx';

/** A workbook that cannot be read: the reason is Vietnamese, without the library's own wording. */
export class WorkbookReadError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'WorkbookReadError';
  }
}

const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;

/**
 * Runs a synchronous library call with the console silenced: SheetJS prints a line per damaged zip
 * entry ("Bad compressed size", thousands for a cut-off file) before throwing. The call is
 * synchronous, so nothing else can log in between and lose its output.
 */
function quietly<T>(work: () => T): T {
  // Own descriptors (a console's methods may live on its prototype: then the silencer is deleted).
  const saved = CONSOLE_LEVELS.map(
    (level) => [level, Object.getOwnPropertyDescriptor(console, level)] as const,
  );
  for (const level of CONSOLE_LEVELS) console[level] = () => undefined;
  try {
    return work();
  } finally {
    for (const [level, descriptor] of saved) {
      if (descriptor) Object.defineProperty(console, level, descriptor);
      else Reflect.deleteProperty(console, level);
    }
  }
}

/**
 * Reads an .xlsx workbook. Any failure of the library (a cut-off or damaged zip, a file that is not
 * a workbook) becomes one WorkbookReadError with a Vietnamese reason.
 */
export function readWorkbook(buffer: Buffer): XLSX.WorkBook {
  if (buffer.length === 0) throw new WorkbookReadError('tệp Excel rỗng (0 byte)');
  try {
    return quietly(() => XLSX.read(buffer, { cellFormula: true }));
  } catch {
    const zip = buffer.subarray(0, 2).toString('latin1') === 'PK';
    throw new WorkbookReadError(
      zip
        ? 'tệp Excel bị hỏng hoặc bị cắt cụt (không giải nén được); tải hoặc sao chép lại tệp đầy đủ rồi nhập lại'
        : 'tệp không phải bảng tính Excel .xlsx đọc được (bị hỏng hoặc bị cắt cụt, hoặc sai định dạng)',
    );
  }
}

/** A formula cell of a sheet that carries no value computed by Excel (the file was never recalculated). */
export interface UncomputedFormula {
  /** Zero-based row and column in the sheet. */
  row: number;
  column: number;
  /** "B12" */
  address: string;
  formula: string;
}

/**
 * Formula cells without a cached value. A reader that only looks at values sees them as empty,
 * so they would vanish silently; importers report them instead.
 */
export function uncomputedFormulas(sheet: XLSX.WorkSheet): UncomputedFormula[] {
  const found: UncomputedFormula[] = [];
  for (const [address, cell] of Object.entries(sheet)) {
    if (address.startsWith('!')) continue;
    const { f, v } = cell as XLSX.CellObject;
    if (typeof f !== 'string' || v !== undefined) continue;
    const { r, c } = XLSX.utils.decode_cell(address);
    found.push({ row: r, column: c, address, formula: f });
  }
  return found;
}
