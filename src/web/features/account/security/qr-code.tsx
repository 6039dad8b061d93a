import { encode } from 'uqr';

/**
 * A QR code drawn as inline SVG from the text, in the page (`uqr` encodes it locally): the TOTP
 * secret never leaves the browser for a QR service.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { data, size: modules } = encode(text, { border: 2 });
  // One path of 1×1 squares: light enough for the DOM and crisp at any size.
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
      data-testid="two-factor-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
