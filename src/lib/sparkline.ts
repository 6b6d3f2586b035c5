/** A sparkline's polyline points, left to right, inside width × height with `pad` kept free. */
export function sparklinePoints(values: number[], width: number, height: number, pad = 1): string {
  if (!values.length) return '';
  const max = Math.max(...values);
  const span = height - 2 * pad;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  const points = values.map((value, i) => {
    const y = height - pad - (max > 0 ? (value / max) * span : 0);
    return `${String(round(i * step))},${String(round(y))}`;
  });
  // One value is a flat line across, not a dot.
  return values.length === 1
    ? `${points[0]!} ${String(width)},${points[0]!.split(',')[1]!}`
    : points.join(' ');
}
