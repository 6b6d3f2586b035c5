// @vitest-environment jsdom
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { act } from '../test/act';
import { withTestRoot } from '../test/reactRoot';
import { CircularProgress, LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  const env = withTestRoot();

  it('is a busy progress bar named Loading… with a ring 50 across and a stroke of 6 (SPEC §9)', () => {
    act(() =>
      env.root.render(
        <IntlProvider locale="en">
          <LoadingIndicator />
        </IntlProvider>,
      ),
    );
    const bar = env.container.querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-label')).toBe('Loading…');
    expect(bar.getAttribute('aria-busy')).toBe('true');
    const ring = bar.querySelector<HTMLElement>('.circular-progress')!;
    expect([ring.style.width, ring.style.height, ring.style.borderWidth]).toEqual([
      '50px',
      '50px',
      '6px',
    ]);
    expect(ring.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the ring without SVG: the first screen has no other', () => {
    act(() => env.root.render(<CircularProgress size={20} strokeWidth={3} />));
    const ring = env.container.querySelector<HTMLElement>('.circular-progress')!;
    expect([ring.style.width, ring.style.borderWidth]).toEqual(['20px', '3px']);
    expect(env.container.querySelector('svg')).toBeNull();
  });
});
