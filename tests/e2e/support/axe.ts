// axe-core on a page in both themes: no WCAG 2.1 A/AA violation is allowed (accessibility.spec.ts
// walks every page with it; area specs check their own richest pages).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

// The themes differ only in colours: the same markup, whose CSS classes resolve to other custom
// properties under `html.light` (the default is `html.dark`). So each page is loaded once and
// analysed with every WCAG rule in the dark theme, then switched to the light one the way the
// theme toggle does it (the class on <html>, no reload) and analysed with the colour rules.
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const THEMES = ["dark", "light"] as const;

export async function expectNoAxeViolations(page: Page, label: string) {
  const report: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((name) => {
      // Colours switch at once, as axe reads them (elements with transition-colors would be
      // caught half-way otherwise).
      const instant = document.createElement("style");
      instant.textContent = "*, *::before, *::after { transition: none !important; }";
      document.head.append(instant);
      document.documentElement.classList.remove("dark", "light");
      document.documentElement.classList.add(name);
    }, theme);
    // Legacy mode: axe runs in the page (and its frames) in one call. The default mode finishes
    // every analysis in a new blank tab, which made this file ~40% slower, for cross-origin
    // frames that the pages here do not have (embedded videos are not loaded offline).
    const builder = new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS);
    const results = await (theme === "light" ? builder.withRules(COLOUR_RULES) : builder).analyze();
    for (const v of results.violations) {
      report.push(
        `${v.id} (${v.impact}, ${theme} theme): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`)
          .join("\n")}`,
      );
    }
  }
  expect(report, `axe violations on ${label}`).toEqual([]);
}
