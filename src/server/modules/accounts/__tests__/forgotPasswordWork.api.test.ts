import { callAccount, createUser, uniqueEmail, uniqueIp } from '../../../../../tests/helpers/accounts';
import { hashOtp, randomOtp } from '../../../auth/secrets';
import { setDatabaseHandle, type Database, type DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { sendMail } from '../../../mail/mailer';
import { forgotPasswordRoute } from '../accounts.handlers';

// Pass-through spies: the real functions run, the test counts them.
jest.mock('../../../auth/secrets', () => {
  const actual = jest.requireActual<typeof import('../../../auth/secrets')>('../../../auth/secrets');
  return { ...actual, randomOtp: jest.fn(actual.randomOtp), hashOtp: jest.fn(actual.hashOtp) };
});
jest.mock('../../../mail/mailer', () => {
  const actual = jest.requireActual<typeof import('../../../mail/mailer')>('../../../mail/mailer');
  return { ...actual, sendMail: jest.fn(actual.sendMail) };
});

/**
 * Forgot password must not tell by its timing whether an account exists (issue 25: 6 ms against
 * 10-14 ms). Timing is noisy here, so the test counts the work instead: both kinds of address must
 * run the same steps and the same number of writes.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

type WriteKind = 'insert' | 'update' | 'delete';
const WRITES: WriteKind[] = ['insert', 'update', 'delete'];

/** Counts the writes made on `target` (the database or a transaction) into `counts`. */
function countWrites(target: Database, counts: Record<string, number>, prefix: string): void {
  for (const kind of WRITES) {
    const original = target[kind].bind(target) as (...args: unknown[]) => unknown;
    jest.spyOn(target, kind).mockImplementation(((...args: unknown[]) => {
      counts[`${prefix}.${kind}`] = (counts[`${prefix}.${kind}`] ?? 0) + 1;
      return original(...args);
    }) as never);
  }
}

/** What one forgot-password request for `email` did. */
async function workOf(email: string) {
  jest.clearAllMocks();
  const counts: Record<string, number> = {};
  countWrites(handle.db, counts, 'db');
  const transaction = handle.db.transaction.bind(handle.db);
  jest.spyOn(handle.db, 'transaction').mockImplementation(((work: (tx: Database) => Promise<unknown>) => {
    counts.transactions = (counts.transactions ?? 0) + 1;
    return transaction(async (tx) => {
      countWrites(tx, counts, 'tx');
      return work(tx);
    });
  }) as never);
  try {
    const result = await callAccount(forgotPasswordRoute, { body: { email }, ip: uniqueIp() });
    expect(result.status).toBe(200);
  } finally {
    jest.restoreAllMocks();
  }
  return {
    ...counts,
    randomOtp: jest.mocked(randomOtp).mock.calls.length,
    hashOtp: jest.mocked(hashOtp).mock.calls.length,
    mailsQueued: jest.mocked(sendMail).mock.calls.map(([, mail]) => mail.to === email),
  };
}

describe('forgot password does the same work whether or not the account exists', () => {
  it('draws and hashes one code, writes the same rows in one transaction and queues one mail', async () => {
    const user = await createUser(handle.db);
    const known = await workOf(user.email);
    const unknown = await workOf(uniqueEmail());
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      transactions: 1,
      // Two rate-limit counters and the outbox row, then a delete and an insert in the transaction.
      'db.insert': 3,
      'tx.delete': 1,
      'tx.insert': 1,
      randomOtp: 1,
      hashOtp: 1,
      mailsQueued: [true],
    });
  });
});
