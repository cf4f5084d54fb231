// The media area's server-only parts the rest of the app uses.
export { sniffVideo, storeVideo } from "./video.server";
