// The import boundaries of app/ (docs/decisions/025-import-boundaries.md), checked by
// `npm run lint`. Three layers, arrows pointing one way only:
//   shared   app/lib, app/components, app/db    — knows no area
//   areas    app/modules/<area>                 — imports shared code and other areas' public files
//   app      app/routes, app/demo, app/*.ts(x)  — composes areas and shared code; imports anything
// Tests are leaves (nothing imports them): they may reach into another area or a route to arrange
// and exercise it, but shared code's tests still never import an area.
const TEST = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "shared-imports-area",
      comment:
        "app/lib, app/components and app/db are shared by every area and never import one (types " +
        "included): an area's code is handed to them by the app layer (root.tsx, a route).",
      severity: "error",
      from: { path: "^app/(lib|components|db)/" },
      to: { path: "^app/modules/" },
    },
    {
      name: "imports-app-layer",
      comment:
        "Shared code and areas never import the app layer (routes, app/demo, root.tsx and the other " +
        "files at the top of app/): it is the one that imports them.",
      severity: "error",
      from: { path: "^app/(lib|components|db|modules)/", pathNot: TEST },
      to: { path: "^app/(routes/|demo/|[^/]+\\.tsx?$)" },
    },
    {
      name: "route-imported",
      comment:
        "A route module is imported by no one but routes (app/routes.ts names them by path).",
      severity: "error",
      from: { pathNot: ["^app/routes/", TEST] },
      to: { path: "^app/routes/" },
    },
    {
      name: "area-deep-import",
      comment:
        "An area imports another area only through its public files: index.ts (isomorphic) and " +
        "index.server.ts (server only). Everything else in an area is its own business.",
      severity: "error",
      from: { path: "^app/modules/([^/]+)/", pathNot: [TEST, "^app/modules/[^/]+/testing/"] },
      to: {
        path: "^app/modules/[^/]+/",
        pathNot: ["^app/modules/$1/", "^app/modules/[^/]+/index(\\.server)?\\.ts$"],
      },
    },
    {
      name: "no-circular",
      comment: "No import cycles under app/, type-only imports included.",
      severity: "error",
      from: { path: "^app/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.react-router|build)/" },
    // Type-only imports count: they are arrows in the design even if the compiler erases them.
    tsPreCompilationDeps: true,
    // Resolves the ~/ alias.
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".jsx", ".d.ts"],
    },
  },
};
