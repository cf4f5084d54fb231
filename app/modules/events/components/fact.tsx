/** One fact of an event or series page (Date, Time, Location, Host): an icon, a term, the value. */
export function Fact({
  icon,
  term,
  children,
}: {
  icon: React.ReactNode;
  term: string;
  children: React.ReactNode;
}) {
  return (
    // A <dl> group holds only <dt>/<dd>: the icon sits inside the term, out in the left gutter.
    <div className="relative min-w-0 pl-8">
      <dt className="text-muted-foreground text-xs uppercase tracking-wider">
        <span className="absolute top-0.5 left-0">{icon}</span>
        {term}
      </dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}
