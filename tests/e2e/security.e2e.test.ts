import { BASE_URL } from './browser';

/** Answers of the production server that need no browser: issue 25's low findings. */
describe('production server hardening', () => {
  it('answers 404, not 500, for the unused image optimizer', async () => {
    const response = await fetch(`${BASE_URL}/_next/image?url=%2Fapi%2Fusers%2Favatar%2F1&w=64&q=75`);
    expect(response.status).toBe(404);
  });
});
