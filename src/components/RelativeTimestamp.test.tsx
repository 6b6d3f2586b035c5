// @vitest-environment jsdom
import { act } from '../test/act';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyBundle } from '../entities/bundle';
import { normaliseStatus } from '../entities/status';
import { statusJSON } from '../test/fixtures';
import { withTestRoot } from '../test/reactRoot';
import { RelativeTimestamp } from './RelativeTimestamp';
import { EditedMarker } from './status/StatusHistory';

const env = withTestRoot();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const MINUTE = 60_000;
const render = (children: React.ReactNode) =>
  act(() =>
    env.root.render(
      <IntlProvider locale="en" messages={{}}>
        {children}
      </IntlProvider>,
    ),
  );
const time = () => env.container.querySelector('time')!;
const fullDate = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('a relative timestamp', () => {
  it('is drawn without its full date, which comes after the next frame, once the page is idle', () => {
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const createdAt = new Date(Date.now() - 5.5 * MINUTE).toISOString();
    const editedAt = new Date(Date.now() - 2 * MINUTE).toISOString();
    const status = normaliseStatus(
      statusJSON({ created_at: createdAt, edited_at: editedAt }),
      emptyBundle(),
    );
    render(
      <>
        <RelativeTimestamp timestamp={createdAt} />
        <EditedMarker status={status} />
      </>,
    );
    const edited = () => env.container.querySelector('button')!;
    expect(time().textContent).toBe('5m');
    expect(time().getAttribute('datetime')).toBe(createdAt);
    expect(time().hasAttribute('title')).toBe(false);
    expect(edited().getAttribute('aria-label')).toBe('Edited');
    // Asked once, however many timestamps there are.
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0));
    act(() => vi.runAllTimers());
    expect(time().hasAttribute('title')).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }));
    expect(time().getAttribute('title')).toBe(fullDate(createdAt));
    expect(edited().getAttribute('aria-label')).toBe(`Edited ${fullDate(editedAt)}`);
    expect(edited().textContent).toBe('Edited');
  });

  it('shows an older post’s month and day, and the year when it is not this one', () => {
    const thisYear = new Date();
    thisYear.setDate(thisYear.getDate() - 8);
    const lastYear = new Date(thisYear.getFullYear() - 1, 2, 4, 12).toISOString();
    const monthDay = (d: Date, year: boolean) =>
      new Intl.DateTimeFormat('en', {
        month: 'short',
        day: 'numeric',
        year: year ? 'numeric' : undefined,
      }).format(d);
    render(<RelativeTimestamp timestamp={lastYear} />);
    expect(time().textContent).toBe(monthDay(new Date(lastYear), true));
    // Eight days ago is in this year unless today is in the first week of January.
    const sameYear = thisYear.getFullYear() === new Date().getFullYear();
    render(<RelativeTimestamp timestamp={thisYear.toISOString()} />);
    expect(time().textContent).toBe(monthDay(thisYear, !sameYear));
  });
});
