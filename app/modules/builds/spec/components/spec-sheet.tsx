// A build's spec sheet on its page, in the sections car people read it in. What goes in each
// section was decided and written out on the server (./spec-sheet-view.ts): only filled sections
// come, and nothing at all without a spec. Short values (codes, brands) are plain text, notes go
// through <MemberText> (links, paragraphs, long words wrap).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MemberText } from "~/components/member-text";
import { SectionTitle } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { ScrollRegion } from "./scroll-region";
import type { SpecSection, SpecSheetDisplay, WheelTableView } from "./spec-sheet-view";

const WHEELS_ID = "spec-wheels";

function Panel({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl bg-surface p-5 ring-1 ring-border/50${wide ? " md:col-span-2" : ""}`}
    >
      <h3 id={id} className="font-display font-semibold text-lg uppercase tracking-wide">
        {title}
      </h3>
      {children}
    </section>
  );
}

function SectionPanel({ section }: { section: SpecSection }) {
  return (
    <Panel id={section.id} title={section.title}>
      {section.rows.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[minmax(7rem,auto)_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm [overflow-wrap:anywhere]">
          {section.rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.notes.map((note) => (
        <div key={note.label} className="mt-3 text-sm">
          <p className="sr-only">{note.label}</p>
          <MemberText content={note.text} />
        </div>
      ))}
      {section.dynoImageUrl ? (
        // The dyno sheet opens full size: a plain link, no script needed.
        <a
          href={section.dynoImageUrl}
          className="mt-4 block w-40 overflow-hidden rounded-lg ring-1 ring-border/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <StoredImage
            src={section.dynoImageUrl}
            alt="Dyno sheet (opens full size)"
            width={320}
            height={240}
            sizes="160px"
            className="aspect-[4/3] w-full object-cover"
          />
        </a>
      ) : null}
    </Panel>
  );
}

export function SpecSheetView({ sheet }: { sheet: SpecSheetDisplay | null }) {
  if (!sheet) return null;
  return (
    <section aria-labelledby="spec-sheet" className="flex flex-col gap-4">
      <SectionTitle id="spec-sheet">Spec Sheet</SectionTitle>
      {sheet.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {sheet.tags.map((tag) => (
            <li key={tag.value}>
              <Link
                to={`/builds?tag=${encodeURIComponent(tag.value)}`}
                className="inline-flex min-h-8 items-center rounded-full bg-surface-raised px-3 font-semibold text-xs ring-1 ring-border/60 transition-colors hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {sheet.sections.map((section) => (
          <SectionPanel key={section.id} section={section} />
        ))}
        {sheet.wheels ? (
          <Panel id={WHEELS_ID} title="Wheels & tyres" wide>
            <WheelTable table={sheet.wheels} />
          </Panel>
        ) : null}
        {sheet.after.map((section) => (
          <SectionPanel key={section.id} section={section} />
        ))}
      </div>
    </section>
  );
}

/** Front and rear as rows, the measures as columns; on a phone it scrolls inside its box. */
function WheelTable({ table }: { table: WheelTableView }) {
  return (
    <ScrollRegion labelledBy={WHEELS_ID}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption className="sr-only">Wheel and tyre fitment per axle</caption>
        <thead>
          <tr className="border-border/60 border-b text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Axle
            </th>
            {table.columns.map((c) => (
              <th key={c.label} scope="col" className="py-2 pr-4 font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.axle} className="border-border/40 border-b last:border-b-0">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {row.axle}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={table.columns[i].label}
                  className={
                    table.columns[i].wraps
                      ? "min-w-32 py-2 pr-4 [overflow-wrap:anywhere]"
                      : "whitespace-nowrap py-2 pr-4 tabular"
                  }
                >
                  {cell ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not given</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
