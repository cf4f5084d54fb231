// Writes a member's data export: asks every area's exporter for its JSON files and pictures,
// and streams one zip straight into storage (archiver → ObjectStorage.putStream), so neither the
// zip nor the set of pictures is ever held in memory: pictures are read from storage one at a
// time, each copied into the zip as it is (already compressed: stored, not deflated).
import { ZipArchive } from "archiver";
import type { Db, Tx } from "~/db/client.server";
import type {
  MemberDataAttachment,
  MemberDataExporter,
  MemberDataFile,
} from "~/lib/member-data.server";
import type { ObjectStorage } from "~/lib/storage.server";
import { exportReadme } from "./readme";

export interface WrittenExport {
  /** The zip's size in bytes. */
  size: number;
  /** Zip paths of files the records name that storage no longer had. */
  missing: string[];
}

export interface WriteExportOptions {
  db: Db | Tx;
  userId: string;
  /** The member's username for README.txt (null when they have no profile). */
  username: string | null;
  exporters: readonly MemberDataExporter[];
  store: ObjectStorage;
  /** Where the zip goes in storage. */
  key: string;
  now: Date;
}

/** Pictures and videos come compressed already; only text is worth deflating. */
const COMPRESSED = /\.(webp|jpe?g|png|gif|avif|mp4|webm)$/i;

/** Every area's files and pictures for the member, one exporter after the other. */
async function collect(options: WriteExportOptions) {
  const files: MemberDataFile[] = [];
  const attachments: MemberDataAttachment[] = [];
  for (const exporter of options.exporters) {
    const part = await exporter(options.db, options.userId);
    files.push(...part.files);
    attachments.push(...part.attachments);
  }
  const names = new Set<string>();
  for (const file of [...files.map((f) => f.name), ...attachments.map((a) => a.path)]) {
    // Two areas naming one path would silently lose a file: a programming error, said loudly.
    if (names.has(file)) throw new Error(`Two parts of the export are both named ${file}`);
    names.add(file);
  }
  return { files, attachments };
}

/**
 * Appends one entry and waits until the zip has taken all of it (one source open at a time).
 * Fails when the zip fails or is closed meanwhile (its storage write gave up).
 */
function appendEntry(
  archive: ZipArchive,
  source: Parameters<ZipArchive["append"]>[0],
  name: string,
  date: Date,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      archive.off("entry", onEntry);
      archive.off("error", onError);
      archive.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error(`The export's zip closed before ${name} was written`));
    archive.on("entry", onEntry);
    archive.on("error", onError);
    archive.on("close", onClose);
    archive.append(source, { name, date, store: COMPRESSED.test(name) });
  });
}

export async function writeMemberExport(options: WriteExportOptions): Promise<WrittenExport> {
  const { files, attachments } = await collect(options);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // Warnings (a file that vanished while being read) are failures here: the zip must be whole.
  archive.on("warning", (error) => archive.destroy(error));
  // Failures reach the caller through the storage write and the entries being appended; this
  // listener only keeps an error between two entries from being an uncaught exception.
  archive.on("error", () => undefined);
  const stored = options.store.putStream(options.key, archive, "application/zip");
  // A storage write that gives up stops the zip too (awaited below either way).
  stored.catch((error: Error) => archive.destroy(error));
  const missing: string[] = [];
  try {
    for (const file of files) {
      await appendEntry(
        archive,
        `${JSON.stringify(file.content, null, 2)}\n`,
        file.name,
        options.now,
      );
    }
    for (const attachment of attachments) {
      const object = await options.store.getStream(attachment.key);
      if (!object) {
        missing.push(attachment.path);
        continue;
      }
      await appendEntry(archive, object.body, attachment.path, options.now);
    }
    const readme = exportReadme({
      username: options.username,
      exportedAt: options.now,
      files,
      attachmentCount: attachments.length - missing.length,
      missing,
    });
    await appendEntry(archive, readme, "README.txt", options.now);
    await archive.finalize();
  } catch (error) {
    archive.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  return { size: await stored, missing };
}
