/**
 * Icons drawn as SVG: an emoji (🗑, ✎) renders as an empty box where no emoji font is installed, as on many servers
 * and some office machines. Decorative: the button around each carries the label.
 */
const ICON = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function TrashIcon() {
  return (
    <svg {...ICON} aria-hidden="true" focusable="false">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

export function PencilIcon() {
  return (
    <svg {...ICON} aria-hidden="true" focusable="false">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}
