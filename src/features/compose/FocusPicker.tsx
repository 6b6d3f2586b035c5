import { useIntl } from 'react-intl';
import type { MouseEvent } from 'react';
import { focusFromPoint, pointFromFocus } from '../../store/compose/composeMediaRules';

/** Click on the picture to set the point that stays in view when it is cropped. */
export function FocusPicker({
  src,
  focus,
  onChange,
}: {
  src: string;
  focus: { x: number; y: number } | null;
  onChange: (focus: { x: number; y: number }) => void;
}) {
  const intl = useIntl();
  const point = pointFromFocus(focus ?? { x: 0, y: 0 });
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onChange(
      focusFromPoint(
        (event.clientX - box.left) / box.width,
        (event.clientY - box.top) / box.height,
      ),
    );
  };
  return (
    <button
      type="button"
      className="focus-picker"
      onClick={pick}
      aria-label={intl.formatMessage({
        id: 'upload_modal.hint',
        defaultMessage: 'Click or drag the circle on the preview to choose the focal point',
      })}
    >
      <img src={src} alt="" draggable={false} />
      <span
        className="focus-picker__point"
        style={{ left: `${point.fx * 100}%`, top: `${point.fy * 100}%` }}
        aria-hidden="true"
      />
    </button>
  );
}
