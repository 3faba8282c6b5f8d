import PgBoss from 'pg-boss';
import { guardJobOutcomes } from '../outcomeGuard';

// The guard wraps the manager's complete and fail; PgBoss exposes the manager's functions under their
// names, so a wrapper named otherwise left boss.fail undefined (the console's job list test failed).
describe('guardJobOutcomes', () => {
  it('keeps boss.complete and boss.fail callable', () => {
    guardJobOutcomes(() => undefined);
    const boss = new PgBoss({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    expect(typeof boss.complete).toBe('function');
    expect(typeof boss.fail).toBe('function');
  });
});
