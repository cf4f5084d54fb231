// PGlite is a single-process database: two processes opening the same folder silently lose
// committed rows. A lock file holding the owner's pid makes a second process refuse to start.
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock or throws DataDirLockedError. Returns a function that releases it. */
export function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, "camber.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The database folder ${dir} is in use by another Camber Club process (pid ${owner}). ` +
            "Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use a PostgreSQL server.",
        );
      }
      // A stale lock from a process that died: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
