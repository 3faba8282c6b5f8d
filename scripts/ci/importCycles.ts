/**
 * Import cycles among the project's own TypeScript files, found with the TypeScript compiler's
 * parser (no type checking, so it takes about a second): every static import and re-export counts,
 * `import type` included (a type cycle still ties two layers together), and so does `import()`.
 * Run `npx tsx scripts/ci/importCycles.ts [folders...]`; tests/architecture/importCycles.test.ts runs
 * it over src/server and src/common.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__' && entry.name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

function resolveLocal(root: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

/** The module specifiers one file imports: static, re-exports and `import()`. */
export function importedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder)));
  const inScope = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(file)
      .map((specifier) => resolveLocal(root, file, specifier))
      .filter((target): target is string => target !== undefined && inScope.has(target));
    edges.set(file, [...new Set(targets)]);
  }
  return edges;
}

/**
 * Every cycle among the files under `folders` (relative to `root`), each as the list of files that
 * form it (relative paths, the first repeated at the end). One cycle per strongly connected group.
 */
export function findImportCycles(root: string, folders: string[]): string[][] {
  const edges = importGraph(root, folders);
  return cyclesOf(edges).map((loop) => loop.map((file) => path.relative(root, file)));
}

/**
 * Cycles between layers: every file counts as the layer `layerOf` names (e.g. the folder under
 * src/server), and a layer imports another when any of its files does. Each cycle is given with
 * one import of each step, `layer: file -> file`.
 */
export function findLayerCycles(
  root: string,
  folders: string[],
  layerOf: (relativeFile: string) => string,
): string[][] {
  const fileEdges = importGraph(root, folders);
  const edges = new Map<string, string[]>();
  const example = new Map<string, string>();
  for (const [file, targets] of fileEdges) {
    const from = layerOf(path.relative(root, file));
    const list = edges.get(from) ?? [];
    edges.set(from, list);
    for (const target of targets) {
      const to = layerOf(path.relative(root, target));
      if (to === from) continue;
      if (!list.includes(to)) list.push(to);
      if (!example.has(`${from}|${to}`)) {
        example.set(`${from}|${to}`, `${path.relative(root, file)} -> ${path.relative(root, target)}`);
      }
    }
  }
  return cyclesOf(edges).map((loop) =>
    loop
      .slice(0, -1)
      .map((layer, index) => `${layer}: ${example.get(`${layer}|${loop[index + 1] ?? ''}`) ?? ''}`),
  );
}

/** One loop through each strongly connected group of a graph, the first node repeated at the end. */
function cyclesOf(edges: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (edges.get(file) ?? []).includes(file)) groups.push(group);
    }
  };
  for (const file of edges.keys()) if (!index.has(file)) connect(file);

  // One concrete loop through each group, shortest path back to its first member.
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0] as string;
    const previous = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const file = queue.shift() as string;
      for (const next of edges.get(file) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          closing = file;
          break;
        }
        if (!previous.has(next)) {
          previous.set(next, file);
          queue.push(next);
        }
      }
    }
    const loop: string[] = [start];
    for (let at = closing; at !== undefined && at !== start; at = previous.get(at)) loop.splice(1, 0, at);
    loop.push(start);
    return loop;
  });
}

/** The layer of a file of src/server or src/common: its first folder there ('server/modules'). */
export function serverLayer(relativeFile: string): string {
  const parts = relativeFile.split('/');
  return parts.length > 3 ? `${parts[1] ?? ''}/${parts[2] ?? ''}` : `${parts[1] ?? ''}/${parts[2] ?? ''}`;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const folders = args.length > 0 ? args : ['src/server', 'src/common'];
  const cycles = findImportCycles(process.cwd(), folders);
  for (const cycle of cycles) console.log(cycle.join('\n  -> '), '\n');
  const layers = findLayerCycles(process.cwd(), folders, serverLayer);
  for (const cycle of layers) console.log(cycle.join('\n  '), '\n');
  console.log(`${String(cycles.length)} import cycle(s), ${String(layers.length)} layer cycle(s)`);
  process.exitCode = cycles.length + layers.length > 0 ? 1 : 0;
}
