// The media area's server-only parts the rest of the app uses.
export { exportMemberMedia } from "./export.server";

export { MEDIA_MEMBER_LEAVING } from "./leaving.server";
export { sniffVideo, storeVideo } from "./video.server";
