import type { z } from 'zod';

/**
 * What a request field wants, in plain Vietnamese, for every route's input parsing (parseOrThrow):
 * zod's own Vietnamese locale reads "Đầu vào không hợp lệ: mong đợi số, nhận được NaN", which says
 * nothing to a user. Messages a schema sets itself (the account contracts' wording) always win; these
 * are the defaults. A schema that knows its field's meaning says it with `.describe('năm, ví dụ
 * 2020')`, and that hint leads the message ("start: năm, ví dụ 2020").
 */

type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

const TYPE_WORDS: Record<string, string> = {
  number: 'một số',
  int: 'một số nguyên',
  bigint: 'một số nguyên',
  string: 'một đoạn chữ',
  boolean: 'true hoặc false',
  array: 'một danh sách',
  object: 'một đối tượng JSON',
  date: 'một ngày',
  nan: 'một số',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'một địa chỉ e-mail',
  url: 'một địa chỉ web (URL)',
  uuid: 'một mã UUID',
  date: 'một ngày dạng YYYY-MM-DD',
  datetime: 'một thời điểm dạng ISO 8601',
  time: 'một giờ dạng HH:mm',
};

function sizeUnit(origin: unknown): string {
  if (origin === 'string') return ' ký tự';
  if (origin === 'array' || origin === 'set') return ' phần tử';
  if (origin === 'file') return ' byte';
  return '';
}

function listValues(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join(', ');
}

/** The plain message of one issue (used as the per-parse error map, so explicit schema messages win). */
export function plainIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined && 'input' in issue) return 'cần có giá trị';
      return `cần ${TYPE_WORDS[issue.expected] ?? 'một giá trị đúng kiểu'}`;
    }
    case 'too_small': {
      const unit = sizeUnit(issue.origin);
      const bound = String(issue.minimum);
      if (unit) return `cần ít nhất ${bound}${unit}`;
      return issue.inclusive === false ? `cần lớn hơn ${bound}` : `cần từ ${bound} trở lên`;
    }
    case 'too_big': {
      const unit = sizeUnit(issue.origin);
      const bound = String(issue.maximum);
      if (unit) return `tối đa ${bound}${unit}`;
      return issue.inclusive === false ? `cần nhỏ hơn ${bound}` : `tối đa ${bound}`;
    }
    case 'invalid_format':
      return `cần ${FORMAT_WORDS[issue.format] ?? 'đúng định dạng'}`;
    case 'not_multiple_of':
      return `cần là bội số của ${String(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `cần là ${listValues(issue.values)}`
        : `cần là một trong: ${listValues(issue.values)}`;
    case 'unrecognized_keys':
      return `có trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'không đúng dạng nào được chấp nhận';
    case 'invalid_key':
      return 'có khoá không hợp lệ';
    case 'invalid_element':
      return 'có phần tử không hợp lệ';
    default:
      return 'không hợp lệ';
  }
}

/** Unwraps optional, nullable, default, catch, pipe and similar wrappers one level; null when none. */
function innerSchema(schema: z.core.$ZodType): z.core.$ZodType | null {
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const inner = def.innerType ?? def.in;
  return inner && typeof inner === 'object' ? (inner as z.core.$ZodType) : null;
}

function describedAs(schema: z.core.$ZodType): string | undefined {
  const description = (schema as { description?: unknown }).description;
  return typeof description === 'string' && description ? description : undefined;
}

/** The `.describe()` hint of the field at `path` (through wrappers, objects and arrays), if any. */
export function fieldHint(schema: z.core.$ZodType, path: readonly PropertyKey[]): string | undefined {
  let current: z.core.$ZodType | null = schema;
  let depth = 0;
  while (current) {
    const hint = describedAs(current);
    if (depth === path.length && hint) return hint;
    const def = current._zod.def as unknown as Record<string, unknown>;
    if (depth < path.length && def.type === 'object') {
      const shape = def.shape as Record<string, z.core.$ZodType> | undefined;
      current = shape?.[String(path[depth])] ?? null;
      depth += 1;
    } else if (depth < path.length && def.type === 'array') {
      current = (def.element as z.core.$ZodType | undefined) ?? null;
      depth += 1;
    } else {
      current = innerSchema(current);
    }
  }
  return undefined;
}

/** The message a user reads for an issue: the schema's own, else the field's hint and the plain rule. */
export function issueMessage(schema: z.core.$ZodType, issue: z.core.$ZodIssue): string {
  const plain = plainIssueMessage(issue);
  if (issue.message !== plain) return issue.message;
  const hint = fieldHint(schema, issue.path);
  if (!hint) return plain;
  // A value of the wrong kind: the hint says what is wanted. Otherwise the rule it broke as well.
  return issue.code === 'invalid_type' ? hint : `${hint} (${plain})`;
}
