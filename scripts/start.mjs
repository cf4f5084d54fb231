// `npm start`: build the site and serve it on the embedded database with local defaults.
// Production deployments run `npm run build` once and `npm run serve` with real settings.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
fs.mkdirSync(dataDir, { recursive: true });

// A local auth secret, made once and kept with the data, so sessions survive restarts.
const secretFile = path.join(dataDir, ".auth-secret");
if (!process.env.BETTER_AUTH_SECRET) {
  if (!fs.existsSync(secretFile)) {
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}
process.env.BASE_URL ??= `http://localhost:${process.env.PORT ?? 3000}`;
process.env.NODE_ENV = "production";
// Production leaves the demo seed off by default; the local start wants the demo content.
process.env.SEED_DEMO ??= "true";

if (!process.argv.includes("--no-build")) {
  console.info("Building Camber Club…");
  const built = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The server the build bundled (vite.config.ts), run by node itself: one process, so the SIGTERM
// relayed below reaches the server (npx would exit without passing it on).
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const child = spawn(process.execPath, [path.join(buildDir, "server.js")], {
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
