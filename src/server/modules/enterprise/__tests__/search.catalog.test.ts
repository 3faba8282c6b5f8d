import type { DatabaseHandle } from '../../../db/client';
import { companies, industries } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { ICB_INDUSTRIES } from '../../../importers/companies/icb';
import { buildCompanyRow } from '../../../importers/demo/companies';
import { DEMO_SEED, createRandom } from '../../../importers/demo/random';
import { DEMO_UNIVERSE } from '../../../importers/demo/universe';
import { searchCorps } from '../enterprise.service';

/**
 * The search over the real catalog: the ICB classification and the listed companies of the demo
 * universe (public names and ICB codes). Without prices a company's size is its charter capital,
 * which follows its tier here as in the generator (tier 1 = largest).
 */
const SHARES_BY_TIER = { 1: 5_000_000_000, 2: 2_000_000_000, 3: 800_000_000, 4: 300_000_000, 5: 100_000_000 };

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  const random = createRandom(DEMO_SEED);
  await handle.db.insert(industries).values([...ICB_INDUSTRIES]);
  await handle.db
    .insert(companies)
    .values(
      DEMO_UNIVERSE.map((spec) =>
        buildCompanyRow(spec, random.fork(spec.ticker).fork('profile'), SHARES_BY_TIER[spec.tier]),
      ),
    );
}, 60_000);

afterAll(async () => {
  await handle.close();
});

const tickers = async (text: string): Promise<string[]> =>
  (await searchCorps(handle.db, text)).map((item) => item.ticker);

const INSURERS = DEMO_UNIVERSE.filter((spec) => spec.icbCode4.startsWith('85')).map((spec) => spec.ticker);

describe('ticker search over the real catalog', () => {
  it('finds every insurer for "bao hiem": the one named so first, then by industry, BVH leading them', async () => {
    expect(INSURERS).toEqual(expect.arrayContaining(['BVH', 'BMI', 'MIG', 'PVI']));
    const found = await tickers('bao hiem');
    expect(found).toEqual(expect.arrayContaining(INSURERS));
    // MIG's own name says "Bảo hiểm" (a name word ranks before the industry); BVH, whose name
    // does not, leads the insurers found by their industry as the largest.
    expect(found[0]).toBe('MIG');
    expect(found[1]).toBe('BVH');
    expect(await tickers('Bảo Hiểm')).toEqual(found);
  });

  it('matches industry words in any order and by their beginnings', async () => {
    expect(await tickers('hiem bao')).toEqual(expect.arrayContaining(INSURERS));
    const banks = DEMO_UNIVERSE.filter((spec) => spec.companyType === 'bank').map((spec) => spec.ticker);
    expect(await tickers('ngan hang')).toEqual(expect.arrayContaining(banks.slice(0, 10)));
  });

  it('keeps the exact ticker, then ticker prefixes, before name and industry matches', async () => {
    expect((await tickers('bvh'))[0]).toBe('BVH');
    expect((await tickers('vc')).slice(0, 4)).toEqual(['VCB', 'VCG', 'VCI', 'VCS']);
    // "thep" (steel): the names that say "Thép" first, then the rest of the steel industry, larger first.
    expect(await tickers('thep')).toEqual(['TVN', 'NKG', 'HPG', 'HSG']);
  });
});
