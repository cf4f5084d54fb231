// Sign-ups per week (bars) and weekly signed-in members (line) over the last six months, in plain
// SVG: no chart library to ship, and it renders on the server like the rest of the page.
import type { WeeklyActivity } from "../types";

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 30, left: 36 };

function monthLabel(weekStart: string) {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    timeZone: "UTC",
  });
}

export function ActivityChart({ weeks }: { weeks: WeeklyActivity[] }) {
  if (weeks.length === 0) return null;
  const max = Math.max(1, ...weeks.flatMap((w) => [w.signUps, w.activeMembers]));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / weeks.length;
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const cx = (i: number) => PAD.left + step * i + step / 2;
  const line = weeks.map((w, i) => `${i === 0 ? "M" : "L"}${cx(i)},${y(w.activeMembers)}`).join("");
  // Whole-number gridlines only (counts of people): 0, the middle when it is distinct, the top.
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const totalSignUps = weeks.reduce((sum, w) => sum + w.signUps, 0);
  const peakActive = Math.max(...weeks.map((w) => w.activeMembers));
  const summary = `${totalSignUps} sign-ups in the last ${weeks.length} weeks; at most ${peakActive} members signed in during one week.`;

  return (
    <section
      aria-labelledby="trend-title"
      className="rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="trend-title" className="font-display font-semibold text-lg uppercase tracking-wide">
          Last six months
        </h2>
        <div className="flex gap-4 text-muted-foreground text-xs">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-accent" />
            Sign-ups per week
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-0.5 w-4 bg-foreground" />
            Members signed in
          </span>
        </div>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-muted-foreground text-[12px]"
            >
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => (
          <g key={w.weekStart}>
            <rect
              x={cx(i) - step * 0.3}
              y={y(w.signUps)}
              width={step * 0.6}
              height={PAD.top + plotH - y(w.signUps)}
              rx={2}
              className="fill-accent"
            >
              <title>{`Week of ${w.weekStart}: ${w.signUps} sign-ups, ${w.activeMembers} signed in`}</title>
            </rect>
            {/* A label where a month begins (the first, partial month stays unlabelled). */}
            {i > 0 && monthLabel(w.weekStart) !== monthLabel(weeks[i - 1].weekStart) ? (
              <text
                x={cx(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-muted-foreground text-[12px]"
              >
                {monthLabel(w.weekStart)}
              </text>
            ) : null}
          </g>
        ))}
        <path d={line} fill="none" strokeWidth={2} className="stroke-foreground" />
      </svg>
    </section>
  );
}
