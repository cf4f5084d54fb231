import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * In the browser build, `import { toast } from "sonner"` resolves to app/components/ui/lazy-sonner,
 * which loads sonner only when the first toast is shown (front-end budgets, docs/performance.md).
 * The server build keeps sonner itself.
 */
function lazySonner(): Plugin {
  const shim = path.resolve("app/components/ui/lazy-sonner.tsx");
  return {
    name: "camber:lazy-sonner",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (source !== "sonner" || !importer) return null;
      return path.resolve(importer.split("?")[0]) === shim ? null : shim;
    },
  };
}

/**
 * After the server build: server.ts (the Express server) bundled into <build>/server.js, so
 * production processes run plain `node build/server.js`. Started through tsx instead, every module
 * the process loads, the server build and its packages included, went through tsx's loader
 * hooks: ~1.4 s of each start. Packages stay external (loaded from node_modules, as the server
 * build loads them).
 */
function serverEntry(): Plugin {
  return {
    name: "camber:server-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async writeBundle() {
      const { build } = await import("esbuild");
      await build({
        entryPoints: ["server.ts"],
        outfile: path.join(process.env.BUILD_DIR ?? "build", "server.js"),
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        logLevel: "warning",
      });
    },
  };
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const SHARED_UI =
  /[\\/]app[\\/](components|lib)[\\/]|[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/;
/** Primitives only some pages use (the Radix-heavy ones, the combobox): they stay with those pages. */
const HEAVY_UI = /[\\/]app[\\/]components[\\/]ui[\\/](dialog|tabs|dropdown-menu|combobox)\./;
/** The form protocol and field kit: only pages with a form load them (their own chunk). */
const FORMS = /[\\/]app[\\/](lib|components)[\\/]forms[\\/]/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
/**
 * Tiny helpers of the areas that most public pages use (names, author links, dates, messages).
 * Each was a chunk of its own of 0.1-0.5 KB, and its response headers weighed more than its code.
 */
const SHARED_AREA_HELPERS =
  /[\\/]app[\\/]modules[\\/](profiles[\\/](display-name|components[\\/]author-link)|builds[\\/]components[\\/](format|use-hydrated)|forums[\\/](format|relative-time|components[\\/]relative-time)|events[\\/](messages|geo[\\/]distance))\.tsx?$/;
/** The media hub's card, cover, badges, labels and formatting: used together (home, media pages). */
const MEDIA_CARDS =
  /[\\/]app[\\/]modules[\\/]media[\\/](components[\\/](media-card|media-cover|media-badges)\.tsx|constants\.ts|format\.ts)$/;

export default defineConfig({
  plugins: [tailwindcss(), lazySonner(), reactRouter(), serverEntry()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger shared chunks: a page used to fetch 50 scripts (one per icon), and on a
            // slow connection every request costs a round trip (and ~0.4 KB of response headers).
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                // The site's own building blocks (ui primitives, layout, lib helpers and the class
                // helpers they use, the areas' tiny shared helpers) and the icons that two or more
                // pages use, shared by most pages: one chunk instead of ~15 small requests. An icon
                // only one page uses goes with that page's code. None of them imports zod (schemas
                // are loaded by the forms that validate); the Radix-heavy primitives stay with the
                // pages (or lazy parts) that use them.
                {
                  name: "ui",
                  test: (id: string) =>
                    (SHARED_UI.test(id) && !HEAVY_UI.test(id) && !FORMS.test(id)) ||
                    SHARED_AREA_HELPERS.test(id) ||
                    ICONS.test(id),
                  minShareCount: 2,
                },
                { name: "forms", test: FORMS, minShareCount: 2 },
                // One chunk instead of four on the home page (each had its own request).
                { name: "media-cards", test: MEDIA_CARDS },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Native / wasm packages stay external: they are loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "pg", "heic-convert", "nodemailer"],
    // Bundled, so only the icons and primitives the app uses are in the server build: loaded
    // from node_modules, the packages' entry points evaluate every icon and every primitive, which
    // took ~300 ms of each app process's start.
    noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//],
  },
});
