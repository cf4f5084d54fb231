import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StoredImage } from "./stored-image";

const STORED = "/uploads/builds/u1/1767312000000-0-9a8b7c6d5e4f-1600.webp";
const PLACEHOLDER = "data:image/webp;base64,UklGRg==";

/** The server-rendered markup, and the attributes of its <img> (names in lower case). */
function render(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  const tag = html.match(/<img [^>]*\/>/)?.[0];
  expect(tag).toBeDefined();
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
    attrs[name.toLowerCase()] = value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  }
  return { html, attrs };
}

describe("<StoredImage>", () => {
  it("renders a stored image with size, srcset, sizes, lazy loading and the placeholder", () => {
    const { attrs } = render(
      <StoredImage
        src={STORED}
        alt="My E30"
        width={640}
        height={360}
        sizes="(min-width: 1024px) 33vw, 100vw"
        placeholder={PLACEHOLDER}
        className="rounded-lg"
      />,
    );
    expect(attrs.src).toBe(STORED);
    expect(attrs.srcset).toBe(
      "/uploads/builds/u1/1767312000000-0-9a8b7c6d5e4f-480.webp 480w, " +
        "/uploads/builds/u1/1767312000000-0-9a8b7c6d5e4f-960.webp 960w, " +
        `${STORED} 1600w`,
    );
    expect(attrs.sizes).toBe("(min-width: 1024px) 33vw, 100vw");
    expect([attrs.width, attrs.height]).toEqual(["640", "360"]);
    expect(attrs.alt).toBe("My E30");
    expect(attrs.loading).toBe("lazy");
    expect(attrs.decoding).toBe("async");
    expect(attrs.fetchpriority).toBeUndefined();
    expect(attrs.style).toContain(`background-image:url("${PLACEHOLDER}")`);
    expect(attrs.class).toContain("rounded-lg");
  });

  it("loads the page's main image eagerly and early", () => {
    const { html, attrs } = render(
      <StoredImage src={STORED} alt="" width={1600} height={900} priority />,
    );
    expect(attrs.loading).toBe("eager");
    expect(attrs.fetchpriority).toBe("high");
    // React turns a high-priority image into a preload hint with the same srcset.
    expect(html).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+1600w"/);
  });

  it("shows an external image as-is, without srcset", () => {
    const { attrs } = render(
      <StoredImage src="https://images.example.com/car.jpg" alt="Car" width={400} height={300} />,
    );
    expect(attrs.src).toBe("https://images.example.com/car.jpg");
    expect(attrs.srcset).toBeUndefined();
    expect(attrs.sizes).toBeUndefined();
  });

  it.each([null, undefined, "", "https://images.example.com/IMG_0042.HEIC"])(
    "shows /placeholder.svg for %j",
    (src) => {
      const { attrs } = render(
        <StoredImage src={src} alt="Car" width={400} height={300} placeholder={PLACEHOLDER} />,
      );
      expect(attrs.src).toBe("/placeholder.svg");
      expect(attrs.srcset).toBeUndefined();
      expect(attrs.style ?? "").not.toContain("background-image");
    },
  );

  it("shows the caller's fallback instead of /placeholder.svg when there is no usable image", () => {
    const fallback = <div role="img" aria-label="Car: Image not available" />;
    for (const src of [null, "https://images.example.com/IMG_0042.HEIC"]) {
      const html = renderToStaticMarkup(
        <StoredImage src={src} alt="Car" width={400} height={300} fallback={fallback} />,
      );
      expect(html).toBe('<div role="img" aria-label="Car: Image not available"></div>');
    }
    const { attrs } = render(
      <StoredImage src={STORED} alt="Car" width={400} height={300} fallback={fallback} />,
    );
    expect(attrs.src).toBe(STORED);
    expect(attrs.style).toBeUndefined();
  });
});
