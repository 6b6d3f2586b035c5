// @vitest-environment jsdom
import { act } from '../test/act';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { connectSession } from '../store/session/sessionActions';
import { sessionConnected, sessionUnreachable } from '../store/session/session';
import { withTestRoot } from '../test/reactRoot';
import { createTestStore, ORIGIN } from '../test/testStore';
import { useRetryOnReconnect } from './useRetryOnReconnect';

const env = withTestRoot();

function Failed({ retry }: { retry: (() => void) | null }) {
  useRetryOnReconnect(retry);
  return null;
}

async function render(retry: (() => void) | null) {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  act(() => {
    env.root.render(
      <Provider store={t.store}>
        <Failed retry={retry} />
      </Provider>,
    );
  });
  const { meId, instance } = t.store.getState().session;
  if (!instance) throw new Error('not connected');
  return {
    ...t,
    goUnreachable: () => act(() => void t.store.dispatch(sessionUnreachable({ meId }))),
    comeBack: () => act(() => void t.store.dispatch(sessionConnected({ meId, instance }))),
  };
}

describe('a failed load when the server comes back', () => {
  it('asks again once the server answers after being unreachable', async () => {
    const retry = vi.fn();
    const { goUnreachable, comeBack } = await render(retry);
    expect(retry).not.toHaveBeenCalled();
    goUnreachable();
    expect(retry).not.toHaveBeenCalled();
    comeBack();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
