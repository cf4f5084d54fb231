// The hero backdrop: a stanced coupe under sodium lights, as inline SVG (no image download, a few
// kilobytes, sharp at any size).
export function HeroArt({ className }: { className?: string }) {
  const lights = [
    [120, 90, 18],
    [260, 160, 10],
    [420, 70, 24],
    [610, 140, 14],
    [760, 60, 20],
    [900, 180, 12],
    [1040, 90, 26],
    [1180, 150, 16],
    [1320, 70, 22],
    [1460, 130, 12],
  ] as const;
  return (
    <svg
      className={className}
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0a0d18" />
          <stop offset="0.65" stopColor="#1c1226" />
          <stop offset="1" stopColor="#0b0b0f" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ff9a3c" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ff9a3c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-paint" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd2a8" />
          <stop offset="0.22" stopColor="#ff6a1a" />
          <stop offset="1" stopColor="#7a2a08" />
        </linearGradient>
        <filter id="hero-blur">
          <feGaussianBlur stdDeviation="8" />
        </filter>
      </defs>
      <rect width="1600" height="900" fill="url(#hero-sky)" />
      {lights.map(([x, y, r]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={r}
          fill="#ffb347"
          opacity="0.35"
          filter="url(#hero-blur)"
        />
      ))}
      <ellipse cx="1080" cy="690" rx="620" ry="150" fill="url(#hero-glow)" />
      <rect y="700" width="1600" height="200" fill="#07070a" />
      <g transform="translate(560 330) scale(0.82)">
        <ellipse
          cx="640"
          cy="470"
          rx="640"
          ry="38"
          fill="#000"
          opacity="0.7"
          filter="url(#hero-blur)"
        />
        <path
          d="M40 400 C60 340 130 310 220 300 L420 205 C480 178 560 172 640 174 C730 178 800 200 880 262 L1160 302 C1250 316 1300 350 1320 405 L1320 450 L40 450 Z"
          fill="url(#hero-paint)"
        />
        <path
          d="M430 218 L620 186 L760 190 C810 194 850 220 890 262 L450 272 Z"
          fill="#0d1018"
          opacity="0.9"
        />
        <rect x="1250" y="345" width="62" height="20" rx="8" fill="#fff4d6" />
        <rect x="52" y="352" width="44" height="18" rx="7" fill="#ff2a2a" />
        {[300, 1060].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="450" r="92" fill="#0b0b0d" />
            <circle cx={cx} cy="450" r="76" fill="#1a1b20" stroke="#d6d6d6" strokeWidth="6" />
            {Array.from({ length: 10 }, (_, i) => {
              const a = (i * Math.PI) / 5;
              return (
                <line
                  key={i}
                  x1={cx}
                  y1="450"
                  x2={cx + Math.cos(a) * 66}
                  y2={450 + Math.sin(a) * 66}
                  stroke="#d6d6d6"
                  strokeWidth="8"
                  strokeLinecap="round"
                />
              );
            })}
          </g>
        ))}
      </g>
    </svg>
  );
}
