/** A decorative 24×24 outline icon drawn with the text colour (its meaning is in the label beside it). */
export function LineIcon({
  d,
  className = 'h-4 w-4',
  strokeWidth = 1.5,
  filled = false,
}: {
  /** The path's outline. */
  d: string;
  className?: string;
  strokeWidth?: number;
  filled?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={d} />
    </svg>
  );
}
