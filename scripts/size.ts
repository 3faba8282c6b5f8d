/**
 * npm run size — first-load JavaScript of every page of the production build (run `npm run build`
 * first) against its budget (scripts/build/firstLoad.ts): each file gzipped at zlib level 9, as
 * bench:pages does for scripts the server sends uncompressed. Prints a table; exits 1 when a page is
 * over its budget or when the manifest disagrees with the HTML Next prerendered.
 * Environment: NEXT_DIST_DIR (default .next).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  firstLoadFiles,
  formatTable,
  measureRoutes,
  pageRoutes,
  scriptsInHtml,
  type BuildManifest,
} from './build/firstLoad';

const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifestPath = path.join(distDir, 'build-manifest.json');

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
  const rows = measureRoutes(
    manifest,
    (file) => zlib.gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  );
  console.log(
    `First-load JavaScript per page (gzip level 9), build ${readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()}\n`,
  );
  console.log(formatTable(rows));
  const problems = checkAgainstHtml(manifest);
  for (const problem of problems) console.error(`manifest and HTML differ: ${problem}`);
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(`\n${String(over.length)} page(s) over budget: ${over.map((row) => row.route).join(', ')}`);
  } else {
    console.log(`\nEvery page within its budget (${String(rows.length)} pages).`);
  }
  return over.length > 0 || problems.length > 0 ? 1 : 0;
}

process.exitCode = main();
