// The numbered steps of a tutorial, as stored for the item.
import { MemberText } from "~/components/member-text";

export function TutorialSteps({
  steps,
}: {
  steps: { id: string; position: number; title: string; body: string }[];
}) {
  return (
    <ol data-testid="tutorial-steps" className="flex flex-col gap-4">
      {steps.map((step) => (
        <li key={step.id} className="flex gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold font-display text-accent-foreground text-lg tabular"
          >
            {step.position}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <h3 className="font-display font-semibold text-lg uppercase tracking-wide [overflow-wrap:anywhere]">
              <span className="sr-only">Step {step.position}: </span>
              {step.title}
            </h3>
            <MemberText content={step.body} />
          </div>
        </li>
      ))}
    </ol>
  );
}
