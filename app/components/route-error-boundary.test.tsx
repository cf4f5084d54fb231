import { renderToString } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary, RouteErrorBoundary } from "./route-error-boundary";

function Boundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        404: ({ params }) => <h1>Build Not Found: {params.id}</h1>,
        400: ({ error }) => <h1>Invalid Build ID ({String(error.data)})</h1>,
      }}
      unexpectedErrorHandler={() => <h1>Failed to load build details</h1>}
    />
  );
}

function Page() {
  return null;
}

const Stub = createRoutesStub([
  { id: "page", path: "/builds/:id", Component: Page, ErrorBoundary: Boundary },
]);

const PlainStub = createRoutesStub([
  { id: "page", path: "/about", Component: Page, ErrorBoundary },
]);

function render(error: unknown, Routes = Stub, at = "/builds/abc") {
  return renderToString(
    <Routes initialEntries={[at]} hydrationData={{ errors: { page: error } }} />,
  );
}

describe("RouteErrorBoundary", () => {
  it("shows the route's own view for a status it names", () => {
    expect(render(new ErrorResponse(404, "Not Found", "gone"))).toContain(
      "Build Not Found: <!-- -->abc",
    );
    expect(render(new ErrorResponse(400, "Bad Request", "format"))).toContain(
      "Invalid Build ID (<!-- -->format<!-- -->)",
    );
  });

  it("shows the route's failure view for an unexpected error or a 500", () => {
    expect(render(new Error("connection reset"))).toContain("Failed to load build details");
    expect(render(new ErrorResponse(500, "Internal", "boom"))).toContain(
      "Failed to load build details",
    );
  });

  it("falls back to the generic screen for a status the route does not name", () => {
    const html = render(new ErrorResponse(403, "Forbidden", "Not yours"));
    expect(html).toContain("Access Denied");
    expect(html).toContain("Not yours");
  });

  it("without views of its own: a request that never arrived says the page failed to load", () => {
    const offline = render(new TypeError("Failed to fetch"), PlainStub, "/about");
    expect(offline).toContain("Failed to load page");
    expect(offline).toContain('href="/about"');
    expect(offline).not.toContain("Something went wrong");
    const crashed = render(new Error("Unexpected Server Error"), PlainStub, "/about");
    expect(crashed).toContain("Something went wrong");
  });
});
