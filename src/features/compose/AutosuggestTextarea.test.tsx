// @vitest-environment jsdom
import { act } from '../../test/act';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../store/constants';
import { withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { AutosuggestTextarea } from './AutosuggestTextarea';

const env = withTestRoot();
afterEach(() => vi.unstubAllGlobals());

function Box() {
  const [value, setValue] = useState('');
  return <AutosuggestTextarea aria-label="Text" value={value} onChange={setValue} />;
}

/** Types `text` at the caret as a browser would: the value, the caret after it, an input event. */
function type(textarea: HTMLTextAreaElement, text: string) {
  const at = textarea.selectionStart;
  textarea.value = textarea.value.slice(0, at) + text + textarea.value.slice(textarea.selectionEnd);
  textarea.setSelectionRange(at + text.length, at + text.length);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('AutosuggestTextarea', () => {
  it('puts the caret after a chosen suggestion at once, so the next key lands after it', async () => {
    // Animation frames wait until the test lets them run, as on a busy page.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const t = createTestStore();
    t.api.on('GET', '/api/v2/search', {
      body: {
        accounts: [],
        statuses: [],
        hashtags: [{ name: 'garden', url: `${ORIGIN}/tags/garden`, history: [] }],
      },
    });
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    act(() => {
      env.root.render(
        <Provider store={t.store}>
          <IntlProvider locale="en">
            <Box />
          </IntlProvider>
        </Provider>,
      );
    });
    const textarea = env.container.querySelector('textarea')!;
    textarea.focus();
    act(() => type(textarea, 'Hi #gar'));
    // Asked for once typing has stopped for the debounce.
    await act(() => new Promise((settle) => setTimeout(settle, AUTOCOMPLETE_DEBOUNCE_MS + 50)));
    const option = env.container.querySelector('[role="option"]');
    expect(option?.textContent).toBe('#garden');

    act(() => {
      textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(textarea.value).toBe('Hi #garden ');
    act(() => type(textarea, ':b'));
    for (const frame of frames.splice(0)) frame(0);
    act(() => type(textarea, 'lob'));
    expect(textarea.value).toBe('Hi #garden :blob');
  });
});
