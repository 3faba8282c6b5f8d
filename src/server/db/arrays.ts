import { sql, type SQL } from 'drizzle-orm';

/**
 * Arrays as one bind parameter each (an array literal with a cast): drizzle would spread a JS array
 * into one parameter per element, which breaks `= any(...)` and `unnest(...)` on large lists.
 */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** Finite numbers only (a NaN or an infinity has no place in a stored figure). */
export function floatArray(values: readonly number[]): SQL {
  for (const value of values) if (!Number.isFinite(value)) throw new Error('floatArray: not a finite number');
  return sql`${`{${values.map(String).join(',')}}`}::float8[]`;
}
