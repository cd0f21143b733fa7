import type { Marker } from './markers';

/**
 * The left half of the silhouette's outline, top to bottom (the figure's right half is its mirror):
 * from the neck over the shoulder, down the hanging arm and back up to the armpit, down the side
 * and the outside of the leg to the foot, and up the inside of the leg to the crotch.
 */
const LEFT: readonly (readonly [number, number])[] = [
  [27, 15.5], [27, 19], [18, 21.5], [14.5, 26], [12.5, 40], [10, 57], [9, 62], [11, 66], [14, 64], [14.5, 58], [16, 44], [18.8, 31],
  [20, 38], [20.5, 45], [19, 52], [18, 57], [18.4, 68], [19.5, 85], [20.8, 108], [19, 114], [28, 114.5], [28, 108], [28.4, 85], [29.6, 66], [30, 64],
];

const OUTLINE = (() => {
  const right = LEFT.slice(0, -1).reverse().map(([x, y]) => [60 - x, y] as const);
  return `M${[...LEFT, ...right].map(([x, y]) => `${x} ${y}`).join('L')}Z`;
})();

const MARK = 'var(--mantine-color-red-7, #c92a2a)';

type BodyFigureProps = { marker: Marker; height: number };

/** The silhouette, facing the viewer or turned away as the marker asks, with the marker on it. */
export function BodyFigure({ marker, height }: BodyFigureProps) {
  return (
    <svg width={height / 2} height={height} viewBox="0 0 60 120" aria-hidden="true" data-view={marker.view} style={{ flex: 'none' }}>
      <g fill="var(--mantine-color-gray-2, #e9ecef)" stroke="var(--mantine-color-gray-6, #868e96)" strokeWidth={0.8} strokeLinejoin="round">
        <circle cx={30} cy={9} r={6.5} />
        <path d={OUTLINE} />
      </g>
      {/* The back: a centre seam from the nape; the front: the neck's hollow. */}
      {marker.view === 'back' ? (
        <path d="M30 19V64" stroke="var(--mantine-color-gray-5, #adb5bd)" strokeWidth={0.6} strokeDasharray="2 1.5" />
      ) : (
        <path d="M27.5 19.5Q30 22.5 32.5 19.5" fill="none" stroke="var(--mantine-color-gray-5, #adb5bd)" strokeWidth={0.6} />
      )}
      <MarkerShape marker={marker} />
    </svg>
  );
}

function MarkerShape({ marker: m }: { marker: Marker }) {
  if (m.kind === 'scale') return <rect x={16} y={115.5} width={28} height={3.5} rx={1} fill={MARK} data-marker="scale" />;
  const [[x1, y1], [x2, y2]] = [m.from, m.to];
  if (m.kind === 'girth') {
    // The tape's front half is seen, the back half dashed behind the body.
    const rx = (x2 - x1) / 2;
    return (
      <g fill="none" stroke={MARK} strokeWidth={1.3} data-marker="girth">
        <path d={`M${x1} ${y1}A${rx} 2 0 0 0 ${x2} ${y2}`} />
        <path d={`M${x1} ${y1}A${rx} 2 0 0 1 ${x2} ${y2}`} strokeWidth={0.6} strokeDasharray="1.2 1" />
      </g>
    );
  }
  return (
    <g stroke={MARK} fill={MARK} strokeWidth={1.3} data-marker="span">
      <line x1={x1} y1={y1} x2={x2} y2={y2} />
      <circle cx={x1} cy={y1} r={1.3} stroke="none" />
      <circle cx={x2} cy={y2} r={1.3} stroke="none" />
    </g>
  );
}
