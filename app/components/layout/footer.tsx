import { Link } from "react-router";
import { Brand } from "./brand";
import { Container } from "./container";
import { GET_INVOLVED_LINKS, MAIN_NAV_LINKS } from "./nav-links";
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "./social-icons";

const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/camberclub", label: "Instagram", Icon: InstagramIcon },
  { href: "https://www.youtube.com/@camberclub", label: "YouTube", Icon: YouTubeIcon },
  { href: "https://www.tiktok.com/@camberclub", label: "TikTok", Icon: TikTokIcon },
  { href: "https://www.facebook.com/camberclub", label: "Facebook", Icon: FacebookIcon },
] as const;

function FooterHeading({ children, id }: { children: React.ReactNode; id: string }) {
  return (
    <h2
      id={id}
      className="font-display font-semibold text-foreground text-sm uppercase tracking-[0.2em]"
    >
      {children}
    </h2>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded-sm text-muted-foreground text-sm transition-colors hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ year, newsletter }: { year: number; newsletter: React.ReactNode }) {
  return (
    <footer className="mt-auto border-border/60 border-t bg-surface/50">
      {/* A thin sodium-orange line along the top edge, like a light bar on a dark street. */}
      <div
        aria-hidden="true"
        className="h-px bg-linear-to-r from-transparent via-accent/70 to-transparent"
      />
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
        <div className="sm:col-span-2 lg:col-span-4">
          <Brand />
          <p className="mt-4 max-w-sm text-muted-foreground text-sm">
            The community for car enthusiasts: showcase your build, find the next meet and talk shop
            with people who get it.
          </p>
          <ul className="mt-6 flex gap-2" aria-label="Camber Club on social media">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Camber Club on ${label}`}
                  title={label}
                  className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-accent hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <FooterLinks id="footer-navigation" title="Navigation" links={MAIN_NAV_LINKS} />
        </div>
        <div className="lg:col-span-2">
          <FooterLinks id="footer-get-involved" title="Get Involved" links={GET_INVOLVED_LINKS} />
        </div>
        <section aria-labelledby="footer-newsletter" className="sm:col-span-2 lg:col-span-4">
          <FooterHeading id="footer-newsletter">Newsletter</FooterHeading>
          <p className="mt-4 mb-4 text-muted-foreground text-sm">
            New builds, upcoming meets and featured rides, once a month. No spam.
          </p>
          {newsletter}
        </section>
      </Container>
      <div className="border-border/60 border-t">
        <Container className="flex flex-col gap-2 py-6 text-muted-foreground text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Camber Club. All rights reserved.</p>
          <p className="font-display uppercase tracking-[0.25em]">Tuned. Stanced. Respected.</p>
        </Container>
      </div>
    </footer>
  );
}
