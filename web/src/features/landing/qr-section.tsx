import { FeatureRow, VisualFrame } from './feature-row.tsx';

export function QrEnrollmentSection() {
  return (
    <FeatureRow
      id="qr-enrollment"
      eyebrow="QR enrollment"
      title="Sign-ups at the speed of a scan"
      description="Put a QR code by the register, on receipts or on the table. Customers scan it with their phone camera, enter their number and join your program on the spot."
      bullets={[
        'No app download and no plastic cards',
        'One code per location, with scan and sign-up counts',
        'Send customers to your own page with a custom URL',
        'Download print-ready codes in one click',
      ]}
      visual={<QrVisual />}
    />
  );
}

function QrVisual() {
  return (
    <VisualFrame className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="mx-auto rounded-2xl border border-gray-200 bg-gray-50 p-4">
        <FakeQr />
        <p className="mt-3 text-center text-xs font-semibold text-gray-900">Scan to join our rewards</p>
        <p className="text-center text-xs text-gray-500">Main Street counter</p>
      </div>
      <ol className="space-y-4">
        {[
          ['Scan', 'Customer points their camera at the code.'],
          ['Enter phone', 'A short form asks for a phone number and name.'],
          ['Welcome', 'They are enrolled and get a welcome text.'],
        ].map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
              {index + 1}
            </span>
            <div>
              <p className="text-sm font-semibold text-gray-900">{title}</p>
              <p className="text-sm text-gray-500">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </VisualFrame>
  );
}

/** A decorative QR-like pattern (not a scannable code). */
function FakeQr() {
  const size = 21;
  const cells: [number, number][] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inFinder = (x < 7 && y < 7) || (x >= size - 7 && y < 7) || (x < 7 && y >= size - 7);
      if (inFinder) continue;
      // A fixed hash gives a random-looking but stable pattern.
      const hash = Math.imul(x * 374761393 + y * 668265263, 1274126177) >>> 0;
      if ((hash >>> 13) % 100 < 48) cells.push([x, y]);
    }
  }
  const finder = (fx: number, fy: number) => (
    <g key={`${fx}-${fy}`}>
      <rect x={fx} y={fy} width="7" height="7" rx="1.2" className="fill-gray-900" />
      <rect x={fx + 1} y={fy + 1} width="5" height="5" rx="0.8" className="fill-gray-50" />
      <rect x={fx + 2} y={fy + 2} width="3" height="3" rx="0.6" className="fill-brand-600" />
    </g>
  );
  return (
    <svg viewBox={`0 0 ${size} ${size}`} className="size-36" aria-hidden="true">
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x + 0.1} y={y + 0.1} width="0.8" height="0.8" rx="0.2" className="fill-gray-900" />
      ))}
      {finder(0, 0)}
      {finder(size - 7, 0)}
      {finder(0, size - 7)}
    </svg>
  );
}
