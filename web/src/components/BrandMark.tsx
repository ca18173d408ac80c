/** The product's mark: a rounded square with a stylised "H" of two stacked blocks. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="brand-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b8cff" />
          <stop offset="1" stopColor="#1546b8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#brand-mark-bg)" />
      <path d="M18 20h10v9h8v-9h10v24H36v-9h-8v9H18z" fill="#fff" />
    </svg>
  );
}
