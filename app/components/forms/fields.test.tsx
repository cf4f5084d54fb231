import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ButtonLink } from "~/components/ui/button-link";
import { InputField, optionsOf, SelectField } from "./fields";

describe("the kit's field kinds", () => {
  it("label the control and point it at its hint and error", () => {
    const html = renderToStaticMarkup(
      <InputField
        id="email"
        label="Email"
        hint="We never show it."
        error="Enter an email"
        name="email"
      />,
    );
    const wiring = [
      'for="email"',
      'id="email"',
      'aria-invalid="true"',
      'aria-describedby="email-hint email-error"',
      '<p id="email-hint"',
      'id="email-error"',
    ];
    for (const part of wiring) expect(html).toContain(part);
    expect(html).toContain("Enter an email");
  });

  it("leave the control unmarked without an error, and let its own props through", () => {
    const html = renderToStaticMarkup(
      <InputField id="title" label="Title" name="title" defaultValue="S15" maxLength={120} />,
    );
    expect(html).not.toContain(" aria-invalid=");
    expect(html).not.toContain(" aria-describedby=");
    expect(html).toContain('value="S15"');
    expect(html).toContain('maxLength="120"');
  });

  it("give a select its empty first option and the options in order", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="currency"
        label="Currency"
        name="currency"
        defaultValue="EUR"
        empty={{ label: "Choose one", disabled: true }}
        options={optionsOf(["USD", "EUR"])}
      />,
    );
    expect(html).toMatch(
      /<option value="" disabled="">Choose one<\/option><option value="USD">USD<\/option><option value="EUR" selected="">EUR<\/option>/,
    );
  });
});

function Icon(props: { "aria-hidden"?: boolean | "true" }) {
  return <svg {...props} />;
}

describe("ButtonLink", () => {
  it("renders one link with the button's classes and the icon hidden from screen readers", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ButtonLink to="/auth" variant="outline" icon={Icon}>
          Sign In
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /^<a class="[^"]*border-input[^"]*" href="\/auth" data-discover="true"><svg aria-hidden="true"><\/svg>Sign In<\/a>$/,
    );
  });
});
