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

const SHARED_UI =
  /[\\/]app[\\/](components|lib)[\\/]|[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/;
const HEAVY_UI = /[\\/]app[\\/]components[\\/]ui[\\/](dialog|select|tabs|dropdown-menu)\./;

export default defineConfig({
  plugins: [tailwindcss(), lazySonner(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger shared chunks: a page used to fetch 50 scripts (one per icon), and on a
            // slow connection every request costs a round trip.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                // The site's own building blocks (ui primitives, layout, lib helpers and the class
                // helpers they use), shared by most pages: one chunk instead of ~15 small requests.
                // None of them imports zod (schemas are loaded by the areas that validate forms); the
                // Radix-heavy primitives stay with the pages that use them.
                {
                  name: "ui",
                  test: (id: string) => SHARED_UI.test(id) && !HEAVY_UI.test(id),
                  minShareCount: 3,
                },
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
  },
});
