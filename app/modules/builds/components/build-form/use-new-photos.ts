// The photos a member adds in the browser (create and edit): checked on the way in with the SPEC
// rules, previewed, captioned, reordered and removed. Only the files that pass are kept; every
// refusal is told with the SPEC toast.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { tooManyBuildPhotos } from "~/modules/builds/constants";
import { checkImageFile } from "./check-image-file";
import { imageToasts, joinMessage, type ToastText } from "./messages";

export interface NewPhoto {
  key: string;
  file: File;
  /** An object URL of the file, for the preview. */
  previewUrl: string;
  caption: string;
  /** The description for screen readers (alt text). */
  altText: string;
}

let nextKey = 0;

function showToast(text: ToastText) {
  toast.error(text.title, { description: text.description });
}

export function useNewPhotos({
  mode,
  otherPhotoCount,
}: {
  mode: "create" | "edit";
  /** Photos that count against the limit besides these (the kept photos of the build on edit). */
  otherPhotoCount: number;
}) {
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  /** The last refusal, also shown in the page next to the picker. */
  const [problem, setProblem] = useState<string | null>(null);
  const toasts = useMemo(() => imageToasts(mode), [mode]);

  // Object URLs hold the file in memory until revoked: revoke them when a photo goes and on leaving.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const add = useCallback(
    async (chosen: File[]) => {
      if (chosen.length === 0) return;
      if (tooManyBuildPhotos(otherPhotoCount + photos.length + chosen.length)) {
        showToast(toasts.tooMany);
        setProblem(toasts.tooMany.description);
        return;
      }
      const problems = await Promise.all(chosen.map(checkImageFile));
      const refused: ToastText[] = [];
      if (problems.includes("type")) refused.push(toasts.invalidType);
      if (problems.includes("size")) refused.push(toasts.tooLarge);
      for (const text of refused) showToast(text);
      setProblem(refused.length > 0 ? refused.map(joinMessage).join(" ") : null);

      const accepted = chosen.filter((_, i) => problems[i] === null);
      if (accepted.length === 0) return;
      const added = accepted.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        urls.current.add(previewUrl);
        nextKey += 1;
        return { key: `new-${nextKey}`, file, previewUrl, caption: "", altText: "" };
      });
      setPhotos((current) => [...current, ...added]);
    },
    [otherPhotoCount, photos.length, toasts],
  );

  const remove = useCallback((key: string) => {
    setProblem(null);
    setPhotos((current) => {
      const photo = current.find((p) => p.key === key);
      if (photo) {
        URL.revokeObjectURL(photo.previewUrl);
        urls.current.delete(photo.previewUrl);
      }
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const move = useCallback((key: string, by: -1 | 1) => {
    setPhotos((current) => {
      const from = current.findIndex((p) => p.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    });
  }, []);

  const setCaption = useCallback((key: string, caption: string) => {
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, caption } : p)));
  }, []);

  const setAltText = useCallback((key: string, altText: string) => {
    setPhotos((current) => current.map((p) => (p.key === key ? { ...p, altText } : p)));
  }, []);

  return { photos, add, remove, move, setCaption, setAltText, problem, setProblem };
}
