// The builds area as other areas see it (isomorphic); server-only parts: ./index.server.ts.
export { BuildCard } from "./components/build-card";
export { checkImageFile } from "./components/build-form/check-image-file";
export { formatLongDate } from "./components/format";
