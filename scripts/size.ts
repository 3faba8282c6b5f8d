/**
 * npm run size — first-load JavaScript of every page of the production build (run `npm run build`
 * first) against its budget (scripts/build/firstLoad.ts): each file gzipped at zlib level 9, as
 * bench:pages does for scripts the server sends uncompressed. Prints a table; exits 1 when a page is
 * over its budget and has grown past its recorded figure (scripts/build/sizeBaseline.json, see
 * applyBaseline), when the manifest disagrees with the HTML Next prerendered, or when zod reaches the
 * first load of a page outside the admin console (routesLoadingZod).
 * `npm run size -- --record` rewrites the baseline from this build (every page over budget now).
 * Environment: NEXT_DIST_DIR (default .next).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  applyBaseline,
  baselineOf,
  firstLoadFiles,
  formatTable,
  measureRoutes,
  pageRoutes,
  routesLoadingZod,
  scriptsInHtml,
  type BuildManifest,
  type SizeBaseline,
} from './build/firstLoad';

const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifestPath = path.join(distDir, 'build-manifest.json');
const baselinePath = path.join(process.cwd(), 'scripts/build/sizeBaseline.json');

function readBaseline(): SizeBaseline {
  return existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as SizeBaseline) : {};
}

/** Static pages' HTML must load exactly the files the manifest gives them. */
function checkAgainstHtml(manifest: BuildManifest): string[] {
  const problems: string[] = [];
  for (const route of pageRoutes(manifest)) {
    const htmlPath = path.join(distDir, 'server/pages', `${route === '/' ? 'index' : route}.html`);
    if (!existsSync(htmlPath)) continue;
    const fromHtml = scriptsInHtml(readFileSync(htmlPath, 'utf8')).sort();
    const fromManifest = firstLoadFiles(manifest, route).sort();
    if (fromHtml.join() !== fromManifest.join()) {
      problems.push(
        `${route}: the HTML loads ${fromHtml.join(', ')}; the manifest says ${fromManifest.join(', ')}`,
      );
    }
  }
  return problems;
}

function main(): number {
  if (!existsSync(manifestPath)) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const measured = measureRoutes(
    manifest,
    (file) => zlib.gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  );
  if (process.argv.includes('--record')) {
    writeFileSync(baselinePath, `${JSON.stringify(baselineOf(measured), null, 2)}\n`);
    console.log(`Recorded ${baselinePath}.`);
  }
  const rows = applyBaseline(measured, readBaseline());
  console.log(
    `First-load JavaScript per page (gzip level 9), build ${readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()}\n`,
  );
  console.log(formatTable(rows));
  const problems = checkAgainstHtml(manifest);
  for (const problem of problems) console.error(`manifest and HTML differ: ${problem}`);
  const withZod = routesLoadingZod(manifest, (file) => readFileSync(path.join(distDir, file), 'utf8'));
  for (const route of withZod) {
    console.error(
      `zod in the first load of ${route}: import its schemas lazily (import()) or from a zod-free module`,
    );
  }
  const tracked = rows.filter((row) => !row.ok && row.tracked);
  const grown = rows.filter((row) => !row.ok && !row.tracked);
  if (tracked.length > 0) {
    console.log(
      `\n${String(tracked.length)} page(s) still over budget, none larger than recorded: ${tracked.map((row) => row.route).join(', ')}`,
    );
  }
  if (grown.length > 0) {
    console.error(
      `\n${String(grown.length)} page(s) over budget and larger than recorded: ${grown.map((row) => row.route).join(', ')}`,
    );
  } else if (tracked.length === 0) {
    console.log(`\nEvery page within its budget (${String(rows.length)} pages).`);
  }
  return grown.length > 0 || problems.length > 0 || withZod.length > 0 ? 1 : 0;
}

process.exitCode = main();
