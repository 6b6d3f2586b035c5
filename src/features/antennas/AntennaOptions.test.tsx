// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { normaliseAntenna } from '../../entities/antenna';
import { antennaReceived } from '../../store/antennas/antennas';
import { selectAntenna } from '../../store/antennas/antennaSelectors';
import { connectSession } from '../../store/session/sessionActions';
import { antennaJSON, instanceJSON } from '../../test/fixtures';
import { withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { AntennaOptions } from './AntennaOptions';

const env = withTestRoot();

async function renderOptions(capabilities: string[], stl = false) {
  const t = createTestStore();
  t.api.on('GET', '/api/v2/instance', {
    body: instanceJSON({ fedibird_capabilities: capabilities }),
  });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  const antenna = normaliseAntenna(antennaJSON({ stl }));
  t.store.dispatch(antennaReceived(antenna));
  const Current = () => <AntennaOptions antenna={selectAntenna(t.store.getState(), '7')!} />;
  await act(async () => {
    env.root.render(
      <Provider store={t.store}>
        <IntlProvider locale="en" messages={{}}>
          <Current />
        </IntlProvider>
      </Provider>,
    );
  });
  return t;
}

const radio = (name: string) =>
  [...env.container.querySelectorAll('label')]
    .find((l) => l.textContent === name)
    ?.querySelector('input');

describe('an antenna’s options', () => {
  it('offers STL and LTL modes only where the server has a local timeline', async () => {
    await renderOptions(['kmyblue_antenna']);
    expect(radio('STL mode')).toBeTruthy();
    expect(radio('LTL mode')).toBeTruthy();
    await renderOptions(['kmyblue_antenna', 'timeline_no_local']);
    expect(radio('STL mode')).toBeUndefined();
    expect(radio('LTL mode')).toBeUndefined();
    // Filters show only for a condition antenna.
    expect(radio('Media only')).toBeTruthy();
  });

  it('still shows the mode an antenna is in when the server no longer offers it', async () => {
    await renderOptions(['kmyblue_antenna', 'timeline_no_local'], true);
    expect(radio('STL mode')?.checked).toBe(true);
    expect(radio('LTL mode')).toBeUndefined();
    expect(radio('Media only')).toBeUndefined();
  });

  it('sends "Insert to home" at once as insert_feeds with no list', async () => {
    const { api } = await renderOptions(['kmyblue_antenna']);
    api.on('PUT', '/api/v1/antennas/7', { status: 500, body: { error: 'x' } });
    await act(async () => {
      radio('Insert to home')?.click();
    });
    expect(api.requestsTo('PUT', '/api/v1/antennas/7')[0]?.body).toEqual({
      insert_feeds: true,
      list_id: '0',
    });
  });
});
