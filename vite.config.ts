import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
  ssr: {
    // Native / wasm packages stay external: they are loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "sharp", "pg", "heic-convert", "nodemailer"],
  },
});
