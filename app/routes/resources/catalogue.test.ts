// The suggestion route the make, model and chassis comboboxes ask.
import { describe, expect, it } from "vitest";
import { loader } from "./catalogue";

type Args = Parameters<typeof loader>[0];
const get = (query: string) =>
  loader({
    request: new Request(`http://localhost:3000/catalogue/suggest?${query}`),
    params: {},
    context: {},
  } as unknown as Args);

describe("/catalogue/suggest", () => {
  it("suggests makes by alias", async () => {
    const response = get("field=make&q=vw");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("max-age");
    expect(await response.json()).toEqual({ suggestions: [{ value: "Volkswagen" }] });
  });

  it("suggests the models of the make typed beside it", async () => {
    const body = await get("field=model&make=VW&q=gol").json();
    expect(body.suggestions.map((s: { value: string }) => s.value)).toEqual([
      "Golf",
      "Golf R",
      "Golf VR6",
    ]);
  });

  it("suggests chassis codes of a make and model, labelled with years", async () => {
    const body = await get("field=chassis&make=Nissan&model=Silvia&q=s1").json();
    expect(body.suggestions).toEqual([
      { value: "S12", label: "S12 · Nissan Silvia, 200SX (1983–1988)" },
      { value: "S13", label: "S13 · Nissan Silvia, 180SX, 240SX, 200SX (1988–1998)" },
      { value: "S14", label: "S14 · Nissan Silvia, 240SX, 200SX (1993–1998)" },
      { value: "S15", label: "S15 · Nissan Silvia (1999–2002)" },
    ]);
  });

  it("answers 400 for an unknown field", async () => {
    expect(get("field=colour&q=red").status).toBe(400);
    expect(get("q=vw").status).toBe(400);
  });

  it("looks up at most 60 characters", async () => {
    const body = await get(`field=make&q=${"v".repeat(5000)}`).json();
    expect(body).toEqual({ suggestions: [] });
  });
});
