/**
 * The modules a page's browser code can reach, read from the source with regular expressions (no
 * compiler): static imports and re-exports, side-effect imports and dynamic `import()`. Type-only
 * imports are skipped (they leave no code), and so are `@/server/` and `@/ssr/` imports, which Next
 * strips from the browser bundle because only getServerSideProps uses them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT_FROM = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Import specifiers of one file's code, type-only ones left out; `dynamic` adds the `import()` ones. */
export function importSpecifiers(source: string, { dynamic = true }: { dynamic?: boolean } = {}): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(IMPORT_FROM)) if (!match[1] && match[2]) specs.push(match[2]);
  if (dynamic) for (const match of source.matchAll(DYNAMIC_IMPORT)) if (match[1]) specs.push(match[1]);
  return specs;
}

function resolveFile(base: string): string | undefined {
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export interface ReachedPackage {
  /** The bare specifier, as imported ('antd', 'antd/locale/vi_VN'). */
  specifier: string;
  /** The files from the entry to the one importing it, relative to the root. */
  chain: string[];
}

export interface WalkOptions {
  /** Drops a specifier (and what is behind it) from the walk. */
  ignore?: (specifier: string) => boolean;
  /** Files whose imports are not followed (a boundary the caller checks otherwise). */
  stopAt?: (file: string, source: string) => boolean;
  /** Follow `import()` too (default); false gives what loads with the page itself. */
  dynamic?: boolean;
}

/** Every package specifier reachable from `entry` through the project's own files, with one import chain for each. */
export function reachedPackages(
  entry: string,
  root: string,
  { ignore = () => false, stopAt = () => false, dynamic = true }: WalkOptions = {},
): ReachedPackage[] {
  const parent = new Map<string, string | undefined>([[entry, undefined]]);
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const source = readFileSync(file, 'utf8');
    if (file !== entry && stopAt(file, source)) continue;
    for (const spec of importSpecifiers(source, { dynamic })) {
      if (ignore(spec) || spec.endsWith('.css')) continue;
      if (spec.startsWith('@/server/') || spec.startsWith('@/ssr/')) continue;
      const local = spec.startsWith('@/')
        ? path.join(root, 'src', spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : undefined;
      if (!local) {
        if (!packages.has(spec)) packages.set(spec, file);
        continue;
      }
      const target = resolveFile(local);
      if (target && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...packages].map(([specifier, from]) => {
    const chain: string[] = [];
    for (let at: string | undefined = from; at; at = parent.get(at)) chain.unshift(path.relative(root, at));
    return { specifier, chain };
  });
}
