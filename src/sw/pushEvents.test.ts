import { describe, expect, it } from 'vitest';
import { notificationTarget } from './pushEvents';

describe('notificationTarget', () => {
  it('opens the status a notification is about, named by its sender', () => {
    expect(
      notificationTarget({
        id: '1',
        type: 'favourite',
        account: { acct: 'alice', display_name: 'Alice' },
        status: { id: '99', account: { acct: 'demo' } },
      }),
    ).toEqual({ path: '/@demo/99', name: 'Alice' });
  });

  it('opens the account when there is no status; the acct names a sender without a display name', () => {
    expect(
      notificationTarget({
        type: 'follow',
        account: { acct: 'bob@remote.example', display_name: '' },
      }),
    ).toEqual({ path: '/@bob@remote.example', name: 'bob@remote.example' });
    expect(notificationTarget(null)).toBeNull();
    expect(notificationTarget({ type: 'follow' })).toBeNull();
  });
});
