import { useIntl } from 'react-intl';
import './loading-indicator.css';

/** SPEC §9: the loading spinner is 50 across with a stroke of 6. */
export const LOADING_SPINNER_SIZE = 50;
export const LOADING_SPINNER_STROKE = 6;

/** A ring drawn as an SVG circle; the arc turns (unless motion is reduced). */
export function CircularProgress({
  size = LOADING_SPINNER_SIZE,
  strokeWidth = LOADING_SPINNER_STROKE,
}: {
  size?: number;
  strokeWidth?: number;
}) {
  const radius = (size - strokeWidth) / 2;
  return (
    <svg
      className="circular-progress"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle
        fill="none"
        cx={size / 2}
        cy={size / 2}
        r={radius}
        strokeWidth={strokeWidth}
        stroke="currentColor"
      />
    </svg>
  );
}

/** What shows while a page or a list loads: the spinner, named "Loading…" for assistive tech. */
export function LoadingIndicator() {
  const intl = useIntl();
  return (
    <div
      className="loading-indicator"
      role="progressbar"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'loading_indicator.label', defaultMessage: 'Loading…' })}
    >
      <CircularProgress />
    </div>
  );
}
