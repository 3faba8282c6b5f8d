// next/jest's SWC transformer with a cache key of its own. Without one, jest keys its transform cache
// on the file and the whole project config, and each tier's config lists the integration tier's files
// (jest.config.js): every test file added to or moved out of that tier made both tiers compile every
// module again, node_modules included, on the next run (docs/PERFORMANCE.md "Test tiers").
const { createHash } = require('node:crypto');
const path = require('node:path');
const nextTransformer = require('next/dist/build/swc/jest-transformer');

const VERSIONS = ['next', '@next/swc-linux-x64-gnu', '@next/swc-linux-x64-musl']
  .map((name) => {
    try {
      return `${name}@${require(`${name}/package.json`).version}`;
    } catch {
      return '';
    }
  })
  .join(',');

/**
 * next/jest compiles for the server when the project's environment is jest's node one; the
 * integration tier's environment (tests/setup/databaseEnvironment.js) is that one with databases.
 */
function forNextTransformer(jestOptions) {
  const config = jestOptions.config ?? {};
  if (!String(config.testEnvironment ?? '').endsWith(`${path.sep}databaseEnvironment.js`)) return jestOptions;
  return { ...jestOptions, config: { ...config, testEnvironment: 'node' } };
}

module.exports = {
  createTransformer(inputOptions) {
    const transformer = nextTransformer.createTransformer(inputOptions);
    const optionsKey = JSON.stringify(inputOptions ?? {});
    return {
      process(source, filename, jestOptions) {
        return transformer.process(source, filename, forNextTransformer(jestOptions));
      },
      // What the output depends on: the source, its path, the transformer's options and versions, and
      // the two settings next's transformer reads from the jest config.
      getCacheKey(source, filename, jestOptions) {
        const config = forNextTransformer(jestOptions).config ?? {};
        return createHash('sha1')
          .update(source)
          .update('\0')
          .update(filename)
          .update('\0')
          .update(optionsKey)
          .update('\0')
          .update(VERSIONS)
          .update('\0')
          .update(String(config.testEnvironment))
          .update('\0')
          .update(JSON.stringify(config.extensionsToTreatAsEsm ?? []))
          .update('\0')
          .update(jestOptions.instrument ? 'instrument' : '')
          .digest('hex');
      },
    };
  },
};
